/**
 * The oral exam timer as pure functions of stored timestamps and "now": a run is the time banked
 * by earlier runs plus the time since the current one started. Nothing ticks in here, so a reload,
 * a sleeping tab or a throttled timer can never make the clock wrong; the page only redraws it.
 */

/** The two stages of the oral exam the timer runs through, one after the other. */
export type TimerStage = 'preparation' | 'conversation';

/** One phase of the run, in the page's language; minutes counted from the start of the run. */
export interface TimerPhase {
  stage: TimerStage;
  /** The phase's name, from the sheet's timeline. */
  title: string;
  /** What to do in it, from the sheet's timeline (may hold the content model's inline markup). */
  activity: string;
  from: number;
  to: number;
}

/** The phases of a run, back to back: built from the sheet's timelines by the route loader. */
export interface OralTimerPlan {
  phases: TimerPhase[];
}

/** The stored clock: time banked by earlier runs (ms), and when the current run started (epoch ms). */
export interface TimerClock {
  banked: number;
  since: number | null;
}

/** A timer that has not started. */
export const STOPPED: TimerClock = { banked: 0, since: null };

const MINUTE = 60_000;

/** Length of the whole run in ms. */
export function totalMs(plan: OralTimerPlan): number {
  return Math.max(0, ...plan.phases.map((p) => p.to)) * MINUTE;
}

/** Time run so far (ms). A clock set back while running counts as no time, never as negative. */
export function elapsedMs(clock: TimerClock, now: number): number {
  return clock.banked + (clock.since === null ? 0 : Math.max(0, now - clock.since));
}

/** Starts or resumes; a running clock is left as it is. */
export function start(clock: TimerClock, now: number): TimerClock {
  return clock.since === null ? { banked: clock.banked, since: now } : clock;
}

/** Pauses, banking the time of the current run. */
export function pause(clock: TimerClock, now: number): TimerClock {
  return { banked: elapsedMs(clock, now), since: null };
}

/** Where a run stands at a moment: the phase (index), the time left in it, whether it is over. */
export interface TimerPosition {
  /** Index of the current phase; equals `phases.length` once the run is over. */
  index: number;
  finished: boolean;
  /** Time run, capped at the length of the run (ms). */
  elapsed: number;
  /** Time left in the current phase (ms); 0 once the run is over. */
  remaining: number;
}

/** The phase a run is in after `elapsed` ms: a phase begins at its first millisecond. */
export function positionAt(plan: OralTimerPlan, elapsed: number): TimerPosition {
  const total = totalMs(plan);
  const index = plan.phases.findIndex((p) => elapsed < p.to * MINUTE);
  if (index === -1 || elapsed >= total)
    return { index: plan.phases.length, finished: true, elapsed: total, remaining: 0 };
  return { index, finished: false, elapsed, remaining: plan.phases[index]!.to * MINUTE - elapsed };
}

/** Whether the clock is counting: started, not paused and not past the end of the run. */
export function isRunning(clock: TimerClock, position: TimerPosition): boolean {
  return clock.since !== null && !position.finished;
}

/** Jumps to the start of the next phase (or the end), running on if it was running. */
export function skip(plan: OralTimerPlan, clock: TimerClock, now: number): TimerClock {
  const { index } = positionAt(plan, elapsedMs(clock, now));
  const next = plan.phases[index + 1];
  const banked = next ? next.from * MINUTE : totalMs(plan);
  return { banked, since: clock.since === null ? null : now };
}
