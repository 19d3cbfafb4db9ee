/**
 * The trainer's 30-minute timer as plain data and pure functions of the clock. It stores moments
 * (when it started, when it was paused, how long it was paused in all), never ticks, so the time
 * left is right after a reload, a crash or a night with the tab closed: it is worked out from `now`.
 */

/** The exam's time for the e-mail (EXAM_FACTS.md: writing, 30 minutes). */
export const WRITING_TIME_MS = 30 * 60_000;

/** When the gentle reminder comes: five minutes before the end, time to read the e-mail through. */
export const REMINDER_MS = 5 * 60_000;

/** The stored state of the timer (milliseconds since the epoch, as `Date.now()` gives them). */
export interface TimerState {
  /** When the reader started it; null before the first start. */
  startedAt: number | null;
  /** When it was paused; null while it runs. */
  pausedAt: number | null;
  /** The time it spent paused before the current pause. */
  pausedMs: number;
}

/** A timer that has not been started. */
export const NEW_TIMER: TimerState = { startedAt: null, pausedAt: null, pausedMs: 0 };

/** What the timer is doing: not started, running, paused or run out. */
export type TimerPhase = 'idle' | 'running' | 'paused' | 'done';

/** What the timer tells the reader: nothing yet, five minutes left, or time is up. */
export type TimerSignal = 'none' | 'reminder' | 'timeUp';

/** Writing time used up to `now`, between 0 and the full 30 minutes (a clock set back counts 0). */
export function elapsedMs(timer: TimerState, now: number): number {
  if (timer.startedAt === null) return 0;
  const used = (timer.pausedAt ?? now) - timer.startedAt - timer.pausedMs;
  return Math.min(WRITING_TIME_MS, Math.max(0, used));
}

/** Writing time left at `now`. */
export function remainingMs(timer: TimerState, now: number): number {
  return WRITING_TIME_MS - elapsedMs(timer, now);
}

/** The phase at `now`; a timer that has run out is done even if it was paused at the very end. */
export function timerPhase(timer: TimerState, now: number): TimerPhase {
  if (timer.startedAt === null) return 'idle';
  if (remainingMs(timer, now) <= 0) return 'done';
  return timer.pausedAt === null ? 'running' : 'paused';
}

/** When a running timer reaches zero; null when it is not running (nothing changes by itself). */
export function endsAt(timer: TimerState): number | null {
  return timer.startedAt === null || timer.pausedAt !== null
    ? null
    : timer.startedAt + timer.pausedMs + WRITING_TIME_MS;
}

/** Starts a new timer, or resumes a paused one (the pause is added to the paused time). */
export function startTimer(timer: TimerState, now: number): TimerState {
  if (timer.startedAt === null) return { startedAt: now, pausedAt: null, pausedMs: 0 };
  if (timer.pausedAt === null) return timer;
  return { ...timer, pausedAt: null, pausedMs: timer.pausedMs + Math.max(0, now - timer.pausedAt) };
}

/** Pauses a running timer; anything else stays as it is. */
export function pauseTimer(timer: TimerState, now: number): TimerState {
  return timerPhase(timer, now) === 'running' ? { ...timer, pausedAt: now } : timer;
}

/** The signal due at `now`: the reminder in the last five minutes, then "time is up". */
export function timerSignal(timer: TimerState, now: number): TimerSignal {
  if (timer.startedAt === null) return 'none';
  const left = remainingMs(timer, now);
  return left <= 0 ? 'timeUp' : left <= REMINDER_MS ? 'reminder' : 'none';
}

/**
 * `mm:ss` for a time left, rounded up to the second: a fresh timer reads 30:00 and 00:00 shows
 * only once the time is really up.
 */
export function clockText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** True when `value` has the shape of a stored timer (data read back from storage is untrusted). */
export function isTimerState(value: unknown): value is TimerState {
  if (typeof value !== 'object' || value === null) return false;
  const { startedAt, pausedAt, pausedMs } = value as Record<string, unknown>;
  const moment = (v: unknown) => v === null || (typeof v === 'number' && Number.isFinite(v));
  return moment(startedAt) && moment(pausedAt) && typeof pausedMs === 'number' && pausedMs >= 0;
}
