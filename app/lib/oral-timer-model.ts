/**
 * The oral exam timer as pure functions of the site's stopwatch (`~/lib/stopwatch`: stored
 * moments, nothing ticks) and "now": where a run of the plan's phases stands.
 */
import { elapsedMs, type Stopwatch } from '~/lib/stopwatch';

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

const MINUTE = 60_000;

/** Length of the whole run in ms. */
export function totalMs(plan: OralTimerPlan): number {
  return Math.max(0, ...plan.phases.map((p) => p.to)) * MINUTE;
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
export function isRunning(clock: Stopwatch, position: TimerPosition): boolean {
  return clock.since !== null && !position.finished;
}

/** Jumps to the start of the next phase (or the end), running on if it was running. */
export function skip(plan: OralTimerPlan, clock: Stopwatch, now: number): Stopwatch {
  const { index } = positionAt(plan, elapsedMs(clock, now));
  const next = plan.phases[index + 1];
  const banked = next ? next.from * MINUTE : totalMs(plan);
  return { banked, since: clock.since === null ? null : now };
}
