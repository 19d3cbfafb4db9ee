import { describe, expect, it } from 'vitest';
import { MODEL_TESTS } from '~/content/model-tests/index.server';
import { endsPart, readingMs, soloSteps } from './script';

describe('the solo rehearsal’s script', () => {
  it.each(Object.keys(MODEL_TESTS))(
    'runs test %s as the exam does: the examiner opens each part, her turns follow the partner’s questions',
    (id) => {
      const tasks = MODEL_TESTS[id as keyof typeof MODEL_TESTS].oral;
      const steps = soloSteps(tasks);
      // Each part opens with the examiner; the examiner closes.
      for (const part of [1, 2, 3] as const) {
        const first = steps.find((s) => s.part === part)!;
        expect(first).toMatchObject({ kind: 'line', voice: 'examiner' });
      }
      expect(steps.at(-1)).toEqual({
        kind: 'line',
        part: 3,
        voice: 'examiner',
        line: tasks.solo.examiner.end,
      });
      // Every question of part 1 is followed by her answer; she asks back, the partner answers.
      for (const q of tasks.solo.part1.questions) {
        const at = steps.findIndex((s) => s.kind === 'line' && s.line === q.ask);
        expect(steps[at + 1]).toMatchObject({ kind: 'turn', what: 'answer', window: { minS: 20, maxS: 40 } });
      }
      // Part 2: she presents first, 60–90 seconds, before the partner presents text B.
      const present = steps.findIndex((s) => s.kind === 'turn' && s.what === 'present');
      expect(steps[present]).toMatchObject({ part: 2, window: { minS: 60, maxS: 90 } });
      expect(steps.findIndex((s) => s.kind === 'line' && s.line === tasks.solo.part2.view)).toBeGreaterThan(
        present,
      );
      // Never two of her turns in a row, and she has the last word before the examiner closes.
      steps.forEach((s, i) => {
        if (s.kind === 'turn') expect(steps[i + 1]?.kind).toBe('line');
      });
      expect(steps.at(-2)).toMatchObject({ kind: 'turn' });
    },
  );

  it('marks the end of each part, and gives a longer line more reading time', () => {
    const steps = soloSteps(MODEL_TESTS['1'].oral);
    const ends = steps.map((_, i) => i).filter((i) => endsPart(steps, i));
    expect(ends.map((i) => steps[i]!.part)).toEqual([1, 2, 3]);
    expect(ends.at(-1)).toBe(steps.length - 1);
    expect(readingMs('Ja.')).toBeLessThan(
      readingMs('Ich schlage vor, wir feiern im Kursraum. Was meinen Sie?'),
    );
  });
});
