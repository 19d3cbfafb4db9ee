import { PART_GUIDELINE_MINUTES } from '~/content/model-tests/parts';
import type { WrittenRun } from '~/stores/model-test-records';
import { elapsedMs, type Stopwatch } from '~/lib/stopwatch';

/**
 * The clock of a written run, as on the day: reading and Sprachbausteine 90 minutes, listening as
 * long as its recording, writing 30 minutes (EXAM_FACTS.md). Everything follows from the times
 * kept in the run, so a reload, a crash or a closed tab comes back to the same minute.
 */
export const READING_BLOCK_MS = 90 * 60_000;
export const WRITING_BLOCK_MS = 30 * 60_000;
const PART_MS = PART_GUIDELINE_MINUTES * 60_000;

/** Where a run stands. */
export type RunStage =
  | { kind: 'reading'; elapsed: number; left: number }
  | { kind: 'listening-ready' }
  | { kind: 'listening' }
  | { kind: 'writing-ready' }
  | { kind: 'writing'; left: number }
  | { kind: 'result' };

/**
 * The run with every collection its clock has reached: the reading page at 90 minutes (at that
 * minute, not when the learner came back), listening at the end of its recording, writing at 30
 * minutes. The same object when nothing was due.
 */
export function collect(run: WrittenRun, now: number, listeningMs: number): WrittenRun {
  let next = run;
  if (next.readingEnd === null && now >= next.started + READING_BLOCK_MS)
    next = { ...next, readingEnd: next.started + READING_BLOCK_MS };
  const l = next.listening;
  if (l && !l.over && now - l.started - l.lag >= listeningMs)
    next = { ...next, listening: { ...l, over: true } };
  if (
    next.writingStarted !== null &&
    next.writingEnd === null &&
    now >= next.writingStarted + WRITING_BLOCK_MS
  )
    next = { ...next, writingEnd: next.writingStarted + WRITING_BLOCK_MS };
  return next;
}

/** The stage of a run at `now` (after `collect`). */
export function runStage(run: WrittenRun, now: number): RunStage {
  if (run.readingEnd === null) {
    const elapsed = Math.max(0, now - run.started);
    return { kind: 'reading', elapsed, left: Math.max(0, READING_BLOCK_MS - elapsed) };
  }
  if (!run.listeningSkipped && !run.listening) return { kind: 'listening-ready' };
  if (run.listening && !run.listening.over) return { kind: 'listening' };
  if (run.writingStarted === null) return { kind: 'writing-ready' };
  if (run.writingEnd === null) return { kind: 'writing', left: writingLeft(run, now) };
  return { kind: 'result' };
}

/**
 * The writing time of a run as the site's stopwatch: running from the start of the 30 minutes,
 * stopped at the collection (null before the start). The run's page and the writing trainer it
 * hosts both read this one clock, the trainer with its own timer's functions.
 */
export function writingWatch(run: WrittenRun): Stopwatch | null {
  const { writingStarted: started, writingEnd: end } = run;
  if (started === null) return null;
  return end === null ? { banked: 0, since: started } : { banked: Math.max(0, end - started), since: null };
}

/** Writing time left at `now`. */
function writingLeft(run: WrittenRun, now: number): number {
  const watch = writingWatch(run);
  return watch ? Math.max(0, WRITING_BLOCK_MS - elapsedMs(watch, now)) : WRITING_BLOCK_MS;
}

/** How the e-mail was collected: at the end of the 30 minutes, handed in early, or not yet. */
export function writingEnded(run: WrittenRun): 'time' | 'early' | null {
  if (run.writingStarted === null || run.writingEnd === null) return null;
  return run.writingEnd - run.writingStarted >= WRITING_BLOCK_MS ? 'time' : 'early';
}

/**
 * Whether item `n` can still be marked: items 1–40 while the reading page is out, 41–60 while the
 * recording runs. A collected page takes no mark, as on the day.
 */
export function canMark(stage: RunStage, n: number): boolean {
  return n <= 40 ? stage.kind === 'reading' : stage.kind === 'listening';
}

/**
 * The time coach of the 90 minutes: about 20 minutes a part, so after `elapsed` about
 * elapsed / 20 min parts should be done (never more than there are).
 */
export function timeCoach(
  elapsed: number,
  partsDone: number,
  parts: number,
): { expected: number; status: 'ahead' | 'on-plan' | 'behind' } {
  const expected = Math.min(parts, Math.floor(elapsed / PART_MS));
  return {
    expected,
    status: partsDone > expected ? 'ahead' : partsDone === expected ? 'on-plan' : 'behind',
  };
}
