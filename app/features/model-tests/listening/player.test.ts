import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListeningSlug } from '~/content/model-tests/parts';
import type { RecordingView } from '~/content/model-tests/part-view';
import {
  FakeSynthesis,
  FakeUtterance,
  type Fault,
  type FakeOptions,
  type Said,
} from '~/lib/speech/fake-synthesis';
import { Speaker } from '~/lib/speech/speaker';
import { ExamPlayer, examPosition } from './player';
import { listeningSchedule, type Schedule } from './schedule';

const voice = { name: 'Anna', lang: 'de-DE' } as SpeechSynthesisVoice;
const START = Date.UTC(2026, 11, 1, 9, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'], now: START });
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A recording of `turns` lines, each of sentences of the given lengths; every sentence is unique. */
function recording(r: number, turns: number[][]): RecordingView {
  return {
    label: `Text ${r + 1}`,
    items: [r + 1],
    lines: turns.map((sentences, t) => ({
      who: t % 2 ? 'b' : 'a',
      name: t % 2 ? 'Ben' : 'Anna',
      voice: t % 2 ? 'low' : 'high',
      text: sentences
        .map((length, s) => `Text ${r + 1} Zeile ${t + 1} Satz ${s + 1} ${'a'.repeat(length)}.`)
        .join(' '),
    })),
  };
}

const part2 = listeningSchedule('listening-2', [recording(0, [[20, 60], [90], [10, 30, 120]])]);

/** Every sentence of the part, in order, with the step that says it and its planned start in the part. */
const sentencesOf = (schedule: Schedule) =>
  schedule.steps.flatMap((step, index) =>
    step.kind === 'say' ? step.sentences.map((s) => ({ index, text: s.text, at: step.at + s.at })) : [],
  );

/**
 * Plays a part on the fake engine from `started` to its end. Returns the engine, the run's clock
 * as the page keeps it (from `onLag`), whether the part ended, and where the page showed the run
 * at any moment (from the lag it had then): the step and the time into the part.
 */
function playPart(schedule: Schedule, options: FakeOptions, started = Date.now()) {
  const engine = new FakeSynthesis(options);
  const clock = { started, lag: 0 };
  const lags: [number, number][] = [[started, 0]];
  let ended = false;
  const player = new ExamPlayer(
    engine.synth,
    [voice],
    schedule,
    { ...clock },
    (lag) => {
      clock.lag = lag;
      lags.push([Date.now(), lag]);
    },
    () => (ended = true),
  );
  player.start();
  try {
    vi.runAllTimers();
  } finally {
    player.stop();
  }
  const shownAt = (t: number) => {
    const lag = lags.filter(([at]) => at <= t).at(-1)![1];
    return { step: examPosition(schedule, { started, lag }, t)?.index, elapsed: t - started - lag };
  };
  return { engine, clock, ended, shownAt };
}

type Shown = ReturnType<typeof playPart>['shownAt'];

/**
 * Matches what the engine said to the part's sentences: in order, each once, or twice when its
 * first try failed. Returns the sentence of each utterance.
 */
function follow(schedule: Schedule, said: Said[], from = 0) {
  const expected = sentencesOf(schedule).slice(from);
  let k = -1;
  const tries: Said[][] = expected.map(() => []);
  const sentences = said.map((s) => {
    if (k < 0 || s.text !== expected[k]!.text) k++;
    expect(s.text).toBe(expected[k]?.text);
    tries[k]!.push(s);
    return expected[k]!;
  });
  expect(k).toBe(expected.length - 1);
  tries.forEach((t) => expect(t.length).toBe(t[0]!.fault === 'error' ? 2 : 1));
  return sentences;
}

/**
 * What the page shows while the part plays: as each utterance is handed to the engine the clock
 * stands at its sentence's planned start, and while it sounds (every 100 ms and at its edges) the
 * step shown is the step it belongs to.
 */
function expectShownIsSpoken(said: Said[], sentences: { index: number; at: number }[], shownAt: Shown) {
  said.forEach((s, i) => {
    const sentence = sentences[i]!;
    expect(shownAt(s.handed)).toEqual({ step: sentence.index, elapsed: sentence.at });
    if (s.stop === undefined || s.stop <= s.start) return;
    const moments = [s.start, s.stop - 1];
    for (let t = s.start + 100; t < s.stop; t += 100) moments.push(t);
    const elsewhere = moments.filter((t) => shownAt(t).step !== sentence.index);
    expect({ text: s.text, elsewhere: elsewhere.map((t) => [t - s.start, shownAt(t).step]) }).toEqual({
      text: s.text,
      elsewhere: [],
    });
  });
}

describe('the exam player with a real engine', () => {
  it('with a slow, a normal and a fast voice: says every sentence once, shows the step spoken, and the clock ends where the speech did', () => {
    for (const charsPerSecond of [6, 9, 14, 30]) {
      const { engine, clock, ended, shownAt } = playPart(part2, { charsPerSecond, startMs: 400 });
      expect(ended).toBe(true);
      expectShownIsSpoken(engine.said, follow(part2, engine.said), shownAt);
      expect(engine.heard).toEqual(sentencesOf(part2).map((s) => s.text));
      const end = engine.said.at(-1)!.stop!;
      expect(end - clock.started - clock.lag).toBe(part2.total);
    }
  });

  it('goes on after a lost end event, to the end of the part', () => {
    const lost = sentencesOf(part2).findIndex((s) => s.text.includes('Zeile 1 Satz 1'));
    const { engine, ended, shownAt } = playPart(part2, {
      charsPerSecond: 14,
      fault: (n) => (n === lost ? 'lose-end' : undefined),
    });
    expect(ended).toBe(true);
    expectShownIsSpoken(engine.said, follow(part2, engine.said), shownAt);
    expect(engine.heard).toEqual(sentencesOf(part2).map((s) => s.text));
  });

  it('says a sentence once more after an error, and the rest of the text after it', () => {
    const failing = sentencesOf(part2).findIndex((s) => s.text.includes('Zeile 2 Satz 1'));
    const { engine, ended, shownAt } = playPart(part2, {
      charsPerSecond: 14,
      fault: (n) => (n === failing ? 'error' : undefined),
    });
    expect(ended).toBe(true);
    expectShownIsSpoken(engine.said, follow(part2, engine.said), shownAt);
    expect(engine.heard).toEqual(sentencesOf(part2).map((s) => s.text));
  });

  it('after a reload, speaks from the sentence under way where the clock stands', () => {
    const text = part2.steps.findIndex((s) => s.kind === 'say' && s.what === 'text');
    const step = part2.steps[text]!;
    if (step.kind !== 'say') throw new Error('not a spoken step');
    // The clock stands 300 ms into the text's third sentence.
    const started = Date.now() - (step.at + step.sentences[2]!.at + 300);
    const { engine, ended, shownAt } = playPart(part2, { charsPerSecond: 11 }, started);
    expect(ended).toBe(true);
    const from = sentencesOf(part2).findIndex((s) => s.text === step.sentences[2]!.text);
    expectShownIsSpoken(engine.said, follow(part2, engine.said, from), shownAt);
  });

  it('falls silent when another playback of the page takes the voice: the clock does not jump, the voice is not taken back', () => {
    const engine = new FakeSynthesis({ charsPerSecond: 14 });
    const lags: number[] = [];
    const run = { started: Date.now(), lag: 0 };
    const player = new ExamPlayer(
      engine.synth,
      [voice],
      part2,
      run,
      (lag) => lags.push(lag),
      () => undefined,
    );
    player.start();
    const text = part2.steps.find((s) => s.kind === 'say' && s.what === 'text')!;
    vi.advanceTimersByTime(text.at + 1000);
    expect(engine.said.at(-1)!.text).toContain('Text 1 Zeile 1 Satz 1');
    const lag = lags.at(-1);
    const other = new Speaker(engine.synth);
    let finished = false;
    other.play([{ text: 'Etwas anderes.', voice }], (done) => (finished = done));
    vi.runAllTimers();
    expect(finished).toBe(true);
    expect(lags.at(-1)).toBe(lag);
    expect(engine.said.at(-1)!.text).toBe('Etwas anderes.');
    player.stop();
    other.dispose();
  });

  it('always reaches the end with any speed and faults: order kept, no sentence said more than twice, the step shown is the one spoken', () => {
    const slug = fc.constantFrom<ListeningSlug>('listening-1', 'listening-2', 'listening-3');
    const turns = fc.array(fc.array(fc.integer({ min: 1, max: 110 }), { minLength: 1, maxLength: 3 }), {
      minLength: 1,
      maxLength: 3,
    });
    const fault = fc.constantFrom<Fault | undefined>(
      undefined,
      undefined,
      undefined,
      'lose-end',
      'error',
      'hang',
    );
    fc.assert(
      fc.property(
        slug,
        fc.array(turns, { minLength: 1, maxLength: 2 }),
        fc.double({ min: 4.5, max: 60, noNaN: true }),
        fc.integer({ min: 0, max: 1200 }),
        fc.array(fault, { maxLength: 40 }),
        (slug, recordings, charsPerSecond, startMs, faults) => {
          const schedule = listeningSchedule(
            slug,
            recordings.map((r, i) => recording(i, r)),
          );
          const { engine, clock, ended, shownAt } = playPart(schedule, {
            charsPerSecond,
            startMs,
            fault: (n) => faults[n],
          });
          expect(ended).toBe(true);
          expectShownIsSpoken(engine.said, follow(schedule, engine.said), shownAt);
          const last = engine.said.at(-1)!;
          if (!last.fault) expect(last.stop! - clock.started - clock.lag).toBe(schedule.total);
        },
      ),
      { numRuns: 40 },
    );
    // About 0.5 s of CPU; over 5 s (Vitest's default limit) on this 2-core machine when it is busy.
  }, 30_000);
});
