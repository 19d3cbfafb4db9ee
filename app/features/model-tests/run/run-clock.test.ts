import { describe, expect, it } from 'vitest';
import type { WrittenRun } from '~/stores/model-test-records';
import {
  canMark,
  collect,
  READING_BLOCK_MS,
  runStage,
  timeCoach,
  WRITING_BLOCK_MS,
  writingEnded,
  writingWatch,
} from './run-clock';

const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 27, 9, 0);
const LISTENING_MS = 25 * MIN;
const fresh: WrittenRun = {
  test: '1',
  started: T0,
  readingEnd: null,
  listening: null,
  listeningSkipped: false,
  writingStarted: null,
  writingEnd: null,
  answers: {},
};
const at = (run: WrittenRun, now: number) => runStage(collect(run, now, LISTENING_MS), now);

describe('the clock of a written run', () => {
  it('comes back from a reload at minute 47 to minute 47 of the 90, not to the start', () => {
    expect(at(fresh, T0 + 47 * MIN)).toEqual({ kind: 'reading', elapsed: 47 * MIN, left: 43 * MIN });
  });

  it('collects the reading page at 90 minutes, at that minute even when the learner comes back later', () => {
    const later = collect(fresh, T0 + 95 * MIN, LISTENING_MS);
    expect(later.readingEnd).toBe(T0 + READING_BLOCK_MS);
    const stage = runStage(later, T0 + 95 * MIN);
    expect(stage).toEqual({ kind: 'listening-ready' });
    // The collected page takes no mark; the listening page only while its recording runs.
    expect(canMark(stage, 12)).toBe(false);
    expect(canMark(stage, 41)).toBe(false);
    expect(collect(fresh, T0 + 89 * MIN, LISTENING_MS)).toBe(fresh);
  });

  it('lets items 1–40 be marked while reading and 41–60 while the recording runs', () => {
    const reading = at(fresh, T0 + MIN);
    expect(canMark(reading, 40)).toBe(true);
    expect(canMark(reading, 41)).toBe(false);
    const listening = {
      ...fresh,
      readingEnd: T0 + 60 * MIN,
      listening: { started: T0 + 61 * MIN, lag: 0, over: false },
    };
    const stage = at(listening, T0 + 70 * MIN);
    expect(stage).toEqual({ kind: 'listening' });
    expect(canMark(stage, 41)).toBe(true);
    expect(canMark(stage, 40)).toBe(false);
  });

  it('ends listening with its recording, the lag of the real speech included', () => {
    const run = {
      ...fresh,
      readingEnd: T0 + 60 * MIN,
      listening: { started: T0 + 61 * MIN, lag: 2 * MIN, over: false },
    };
    expect(collect(run, T0 + 61 * MIN + LISTENING_MS, LISTENING_MS).listening?.over).toBe(false);
    const done = collect(run, T0 + 63 * MIN + LISTENING_MS, LISTENING_MS);
    expect(done.listening?.over).toBe(true);
    expect(runStage(done, T0 + 90 * MIN)).toEqual({ kind: 'writing-ready' });
  });

  it('collects the e-mail at 30 minutes, then the result; a skipped listening goes straight to writing', () => {
    const skipped = { ...fresh, readingEnd: T0 + 90 * MIN, listeningSkipped: true };
    expect(at(skipped, T0 + 91 * MIN)).toEqual({ kind: 'writing-ready' });
    const writing = { ...skipped, writingStarted: T0 + 92 * MIN };
    expect(at(writing, T0 + 100 * MIN)).toEqual({ kind: 'writing', left: 22 * MIN });
    const collected = collect(writing, T0 + 200 * MIN, LISTENING_MS);
    expect(collected.writingEnd).toBe(T0 + 92 * MIN + WRITING_BLOCK_MS);
    expect(runStage(collected, T0 + 200 * MIN)).toEqual({ kind: 'result' });
  });
});

describe('the time coach of the 90 minutes', () => {
  it('expects about one part per 20 minutes and says where the learner stands', () => {
    expect(timeCoach(47 * MIN, 2, 5)).toEqual({ expected: 2, status: 'on-plan' });
    expect(timeCoach(47 * MIN, 1, 5)).toEqual({ expected: 2, status: 'behind' });
    expect(timeCoach(10 * MIN, 1, 5)).toEqual({ expected: 0, status: 'ahead' });
    expect(timeCoach(89 * MIN, 5, 5)).toEqual({ expected: 4, status: 'ahead' });
  });
});

describe('the writing clock a run hands to the writing trainer', () => {
  const writing: WrittenRun = { ...fresh, readingEnd: T0, listeningSkipped: true, writingStarted: T0 };

  it('runs from the start of the 30 minutes and agrees with the page clock', () => {
    expect(writingWatch({ ...writing, writingStarted: null })).toBeNull();
    const watch = writingWatch(writing)!;
    expect(watch).toEqual({ banked: 0, since: T0 });
    expect(at(writing, T0 + 12 * MIN)).toEqual({ kind: 'writing', left: 18 * MIN });
    expect(writingEnded(writing)).toBeNull();
  });

  it('stops at the collection: at 30 minutes "time", before them "early"', () => {
    const collected = collect(writing, T0 + 31 * MIN, LISTENING_MS);
    expect(writingWatch(collected)).toEqual({ banked: WRITING_BLOCK_MS, since: null });
    expect(writingEnded(collected)).toBe('time');
    const early = { ...writing, writingEnd: T0 + 21 * MIN };
    expect(writingWatch(early)).toEqual({ banked: 21 * MIN, since: null });
    expect(writingEnded(early)).toBe('early');
  });
});
