/**
 * The trainer's 30-minute timer: the site's stopwatch (`~/lib/stopwatch`, stored moments, never
 * ticks, so the time left is right after a reload, a crash or a night with the tab closed) counted
 * against the exam's writing time.
 */
import { elapsedMs as runMs, hasRun, pause, start, type Stopwatch } from '~/lib/stopwatch';

/** The exam's time for the e-mail (EXAM_FACTS.md: writing, 30 minutes). */
export const WRITING_TIME_MS = 30 * 60_000;

/** When the gentle reminder comes: five minutes before the end, time to read the e-mail through. */
const REMINDER_MS = 5 * 60_000;

/** What the timer is doing: not started, running, paused or run out. */
export type TimerPhase = 'idle' | 'running' | 'paused' | 'done';

/** What the timer tells the reader: nothing yet, five minutes left, or time is up. */
export type TimerSignal = 'none' | 'reminder' | 'timeUp';

/** Writing time used up to `now`, between 0 and the full 30 minutes. */
export function elapsedMs(timer: Stopwatch, now: number): number {
  return Math.min(WRITING_TIME_MS, runMs(timer, now));
}

/** Writing time left at `now`. */
export function remainingMs(timer: Stopwatch, now: number): number {
  return WRITING_TIME_MS - elapsedMs(timer, now);
}

/** The phase at `now`; a timer that has run out is done even if it was paused at the very end. */
export function timerPhase(timer: Stopwatch, now: number): TimerPhase {
  if (!hasRun(timer)) return 'idle';
  if (remainingMs(timer, now) <= 0) return 'done';
  return timer.since === null ? 'paused' : 'running';
}

/** Starts a new timer, or resumes a paused one; a running or finished one stays as it is. */
export function startTimer(timer: Stopwatch, now: number): Stopwatch {
  return timerPhase(timer, now) === 'done' ? timer : start(timer, now);
}

/** Pauses a running timer; anything else stays as it is. */
export function pauseTimer(timer: Stopwatch, now: number): Stopwatch {
  return timerPhase(timer, now) === 'running' ? pause(timer, now) : timer;
}

/** The signal due at `now`: the reminder in the last five minutes, then "time is up". */
export function timerSignal(timer: Stopwatch, now: number): TimerSignal {
  if (!hasRun(timer)) return 'none';
  const left = remainingMs(timer, now);
  return left <= 0 ? 'timeUp' : left <= REMINDER_MS ? 'reminder' : 'none';
}

/**
 * The clock of an exam that hosts the trainer (the whole written run): the exam's own writing time
 * as a stopwatch that runs from the start of the 30 minutes and stops at the collection. The
 * trainer shows it instead of its own timer and reads it with the same functions, so the exam and
 * the trainer can never show two different times.
 */
export interface ExamClock {
  watch: Stopwatch;
  /** How the letter left the learner: collected at the end of the time, handed in early, or not yet. */
  ended: 'time' | 'early' | null;
}

/** What an exam clock tells the learner at `now`: writing, five minutes left, or collected and how. */
export type ExamSignal = 'none' | 'reminder' | 'collected' | 'handedIn';

/**
 * The exam clock's signal at `now`: the reminder in the last five minutes; at zero the letter is
 * collected (also in the second before the exam's own collection reaches the trainer); an early
 * hand-in says so.
 */
export function examSignal(clock: ExamClock, now: number): ExamSignal {
  if (clock.ended === 'early') return 'handedIn';
  if (clock.ended === 'time') return 'collected';
  const signal = timerSignal(clock.watch, now);
  return signal === 'timeUp' ? 'collected' : signal;
}
