import { describe, expect, it } from 'vitest';
import { MODEL_TESTS } from '~/content/model-tests/index.server';
import { isListening, MODEL_TEST_IDS, MODEL_TEST_PARTS } from '~/content/model-tests/parts';
import type { RecordingView } from '~/content/model-tests/part-view';
import { projectPart } from '~/content/model-tests/project-part';
import { listeningSchedule, positionAt, sentencesFrom, sentencesOf, spokenMs } from './schedule';

const recording = (label: string, items: number[]): RecordingView => ({
  label,
  items,
  lines: [
    { who: 'a', name: 'Anna', voice: 'high', text: 'Ich gehe gern schwimmen. Aber nicht im Winter!' },
    { who: 'b', name: 'Ben', voice: 'low', text: 'Ach so, und warum nicht?' },
  ],
});
const five = [1, 2, 3, 4, 5].map((n) => recording(`Text ${n}`, [40 + n]));

const texts = (slug: Parameters<typeof listeningSchedule>[0], recordings: RecordingView[]) =>
  listeningSchedule(slug, recordings).steps.flatMap((s) =>
    s.kind === 'say' && s.what === 'text' ? [[s.recording, s.play]] : [],
  );

describe('the play schedule of a listening part', () => {
  it('plays part 1 once, parts 2 and 3 twice, in order', () => {
    expect(texts('listening-1', five)).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
    ]);
    expect(texts('listening-2', [recording('Gespräch', [46, 47])])).toEqual([
      [0, 1],
      [0, 2],
    ]);
    expect(texts('listening-3', five)).toEqual(
      five.flatMap((_, r) => [
        [r, 1],
        [r, 2],
      ]),
    );
  });

  it('gives the reading time first: about 30 s in part 1, a minute in part 2, before each text in part 3', () => {
    const readings = (slug: Parameters<typeof listeningSchedule>[0], recordings: RecordingView[]) =>
      listeningSchedule(slug, recordings).steps.flatMap((s, i) =>
        s.kind === 'wait' && s.what === 'reading' ? [[i, s.ms]] : [],
      );
    expect(readings('listening-1', five)).toEqual([[1, 30_000]]);
    expect(readings('listening-2', [recording('Gespräch', [46])])).toEqual([[1, 60_000]]);
    const part3 = listeningSchedule('listening-3', five).steps;
    // Every text's first playing comes right after a reading pause for its statement.
    part3.forEach((s, i) => {
      if (s.kind === 'say' && s.what === 'text' && s.play === 1) {
        const before = part3[i - 1]!;
        expect(before.kind === 'wait' && before.what === 'reading' && before.recording === s.recording).toBe(
          true,
        );
      }
    });
  });

  it('says "once more" and pauses between the two playings, and the steps follow each other without gaps', () => {
    const { steps, total } = listeningSchedule('listening-2', [recording('Gespräch', [46])]);
    const kinds = steps.map((s) => (s.kind === 'say' ? s.what : s.what));
    expect(kinds).toEqual(['instructions', 'reading', 'text', 'pause', 'again', 'text', 'pause', 'end']);
    steps.forEach((s, i) => expect(s.at).toBe(i === 0 ? 0 : steps[i - 1]!.at + steps[i - 1]!.ms));
    expect(total).toBe(steps.at(-1)!.at + steps.at(-1)!.ms);
  });

  it('finds where a run stands from the time since it started, and nothing after the end', () => {
    const schedule = listeningSchedule('listening-1', five);
    const reading = schedule.steps[1]!;
    expect(positionAt(schedule, reading.at + 12_000)).toEqual({ index: 1, offset: 12_000 });
    expect(positionAt(schedule, -50)).toEqual({ index: 0, offset: 0 });
    expect(positionAt(schedule, schedule.total)).toBeNull();
    expect(positionAt(schedule, schedule.total + 60_000)).toBeNull();
  });

  it('resumes a text at the sentence under way, not from its start', () => {
    const { steps } = listeningSchedule('listening-1', five);
    const text = steps.find((s) => s.kind === 'say' && s.what === 'text')!;
    if (text.kind !== 'say') throw new Error('not a spoken step');
    expect(text.sentences.map((s) => s.text)).toEqual([
      'Ich gehe gern schwimmen.',
      'Aber nicht im Winter!',
      'Ach so, und warum nicht?',
    ]);
    const third = text.sentences[2]!;
    expect(sentencesFrom(text.sentences, third.at + 10).map((s) => s.text)).toEqual([
      'Ach so, und warum nicht?',
    ]);
    expect(sentencesFrom(text.sentences, 0)).toHaveLength(3);
    expect(third.at).toBeGreaterThan(spokenMs('Ich gehe gern schwimmen. Aber nicht im Winter!'));
  });

  it('speaks a line’s spoken form where its transcript writes numbers as digits', () => {
    const announcement: RecordingView = {
      label: 'Ansage',
      items: [56],
      lines: [
        {
          who: 'a',
          name: 'Ansage',
          voice: 'announcer',
          text: 'Der Markt schließt heute um 18 Uhr.',
          say: 'Der Markt schließt heute um achtzehn Uhr.',
        },
      ],
    };
    const text = listeningSchedule('listening-3', [announcement]).steps.find(
      (s) => s.kind === 'say' && s.what === 'text',
    )!;
    if (text.kind !== 'say') throw new Error('not a spoken step');
    expect(text.sentences.map((s) => s.text)).toEqual(['Der Markt schließt heute um achtzehn Uhr.']);
  });

  it('keeps abbreviations inside a sentence', () => {
    expect(sentencesOf('Wir brauchen z. B. Wasser. Gut!')).toEqual(['Wir brauchen z. B. Wasser.', 'Gut!']);
  });
});

describe('the transcript line of each spoken sentence (practice highlights it)', () => {
  const words = (text: string) => text.replace(/\s+/g, ' ').trim();
  const listening = MODEL_TEST_PARTS.filter(isListening);

  it.each(MODEL_TEST_IDS.flatMap((id) => listening.map((part) => [id, part.slug] as const)))(
    'test %s, %s: every sentence belongs to one line, in order, and the lines say the whole script',
    (id, slug) => {
      const part = listening.find((p) => p.slug === slug)!;
      const view = projectPart(MODEL_TESTS[id], part, 'de', () => ({ href: '', title: '' }));
      if (view.material.kind !== 'listening') throw new Error('not a listening part');
      const { recordings } = view.material;
      const texts = listeningSchedule(slug, recordings).steps.flatMap((s) =>
        s.kind === 'say' && s.what === 'text' ? [s] : [],
      );
      expect(texts.length).toBeGreaterThan(0);
      for (const step of texts) {
        const { lines } = recordings[step.recording]!;
        // In order: each sentence is on the line of the one before or the next; none is skipped.
        const order = step.sentences.map((s) => s.line);
        expect(order[0]).toBe(0);
        expect(order.at(-1)).toBe(lines.length - 1);
        order.slice(1).forEach((line, i) => expect(line - order[i]!).toBeOneOf([0, 1]));
        // Each line is exactly its own sentences, said by its own speaker.
        lines.forEach((line, l) => {
          const own = step.sentences.filter((s) => s.line === l);
          expect(own.every((s) => s.who === line.who)).toBe(true);
          expect(own.map((s) => s.text).join(' ')).toBe(words(line.say ?? line.text));
        });
      }
    },
  );

  it('splits a line of several sentences and keeps them on that line', () => {
    const text = listeningSchedule('listening-3', five).steps.find(
      (s) => s.kind === 'say' && s.what === 'text',
    )!;
    if (text.kind !== 'say') throw new Error('not a spoken step');
    expect(text.sentences.map((s) => [s.text, s.line])).toEqual([
      ['Ich gehe gern schwimmen.', 0],
      ['Aber nicht im Winter!', 0],
      ['Ach so, und warum nicht?', 1],
    ]);
  });
});
