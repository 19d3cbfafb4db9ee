import type { Category } from '~/content/catalogue-types';
import { addDays, daysBetween, type Day } from '~/lib/day';
import {
  DRILL_MINUTES,
  ORAL_MINUTES,
  ORALS,
  RUN_MINUTES,
  RUNS,
  SUMMARY_MINUTES,
  taskId,
  type ExamKind,
  type PlanTask,
} from './plan-tasks';

/**
 * The days of a plan as it is built, and the tasks with a day of their own: the full written
 * runs, the oral run-throughs, the drill and the light days' summaries.
 */

/** The second full run comes at least this many days after the first. */
const RUN_GAP = 5;
/** Oral run-throughs at least this many days apart. */
const ORAL_GAP = 3;

/** One day of a plan being built. */
export interface Slot {
  day: Day;
  exams: ExamKind[];
  /** One of the two days before an exam. */
  light: boolean;
  /** Neither an exam day nor light. */
  study: boolean;
  /** A full written run takes the whole day. */
  whole: boolean;
  fixed: PlanTask[];
  flexible: PlanTask[];
  drill: PlanTask | null;
  /** Minutes planned so far. */
  load: number;
}

/** The days from `today` to the last exam (at most `length + 1`), each study, light or an exam. */
export function makeSlots(
  today: Day,
  length: number,
  exams: readonly { kind: ExamKind; day: Day }[],
): Slot[] {
  return Array.from({ length: length + 1 }, (_, i) => {
    const day = addDays(today, i);
    const on = exams.filter((e) => e.day === day).map((e) => e.kind);
    const light = on.length === 0 && exams.some((e) => [1, 2].includes(daysBetween(day, e.day)));
    return {
      day,
      exams: on,
      light,
      study: on.length === 0 && !light,
      whole: false,
      fixed: [],
      flexible: [],
      drill: null,
      load: 0,
    };
  });
}

/** The drill on every study day without a full run; the summaries on the light days. */
export function placeDaily(slots: Slot[], exams: readonly { kind: ExamKind; day: Day }[], cap: number) {
  for (const slot of slots) {
    if (slot.study && !slot.whole) {
      slot.drill = { kind: 'drill', id: taskId.drill(slot.day), day: slot.day, minutes: DRILL_MINUTES };
      slot.load += DRILL_MINUTES;
    }
    if (slot.light) slot.fixed.push(...summaries(slot.day, exams, cap));
  }
}

/** The study day nearest to `target` among `candidates` (indexes), the earlier one on a tie. */
function nearest(candidates: number[], target: number): number | undefined {
  return [...candidates].sort((a, b) => Math.abs(a - target) - Math.abs(b - target) || a - b)[0];
}

/** The full written runs: test 3 about a week before, test 2 about three weeks before the written exam. */
export function placeRuns(
  slots: Slot[],
  done: ReadonlySet<string>,
  exam: Day | undefined,
  last: number | null,
  leftOut: PlanTask[],
  today: Day,
) {
  if (!exam) return;
  let later: number | undefined;
  for (const { test, before } of RUNS) {
    const task: PlanTask = { kind: 'run', id: taskId.run(test), test, minutes: RUN_MINUTES };
    if (done.has(task.id)) continue;
    const target = daysBetween(today, exam) - before;
    const candidates = slots
      .map((s, i) => i)
      .filter((i) => i <= (last ?? -1) && slots[i]!.study && !slots[i]!.whole)
      .filter((i) => later === undefined || i <= later - RUN_GAP);
    const at = nearest(candidates, target);
    if (at === undefined) {
      leftOut.push(task);
      continue;
    }
    const slot = slots[at]!;
    slot.whole = true;
    slot.fixed.push(task);
    slot.load += task.minutes;
    later ??= at;
  }
}

/** The oral run-throughs with a partner before the oral exam, at least three days apart. */
export function placeOrals(
  slots: Slot[],
  done: ReadonlySet<string>,
  exam: Day | undefined,
  last: number | null,
  leftOut: PlanTask[],
  today: Day,
) {
  if (!exam) return;
  const taken: number[] = [];
  for (const { test, before } of ORALS) {
    const task: PlanTask = { kind: 'oral', id: taskId.oral(test), test, minutes: ORAL_MINUTES };
    if (done.has(task.id)) continue;
    const candidates = slots
      .map((s, i) => i)
      .filter((i) => i <= (last ?? -1) && slots[i]!.study && !slots[i]!.whole)
      .filter((i) => taken.every((t) => Math.abs(t - i) >= ORAL_GAP));
    const at = nearest(candidates, daysBetween(today, exam) - before);
    if (at === undefined) {
      leftOut.push(task);
      continue;
    }
    taken.push(at);
    slots[at]!.fixed.push(task);
    slots[at]!.load += task.minutes;
  }
}

/** A light day's tasks: two days before an exam the foundation's summaries, the day before the exam's own block. */
function summaries(day: Day, exams: readonly { kind: ExamKind; day: Day }[], cap: number): PlanTask[] {
  const stages = new Set<Category>();
  for (const exam of exams) {
    const before = daysBetween(day, exam.day);
    if (before === 2) stages.add('foundation');
    if (before === 1) stages.add(exam.kind === 'written' ? 'written-block' : 'oral-block');
  }
  return [...stages].map((stage) => ({
    kind: 'summary',
    id: taskId.summary(stage, day),
    stage,
    day,
    // A light day stays light: half an hour at most, shared by the stages, within the time a day.
    minutes: Math.floor(Math.min(cap, SUMMARY_MINUTES) / stages.size),
  }));
}
