import type { Category } from '~/content/catalogue-types';
import { addDays, daysBetween, weekdayOf, type Day } from '~/lib/day';
import type { LongerDays } from '~/stores/plan-store';
import { DRILL_MINUTES, SUMMARY_MINUTES, taskId, type ExamKind, type PlanTask } from './plan-tasks';

/**
 * The days of a plan as it is built: how much time each has (the time a day, or a longer day's),
 * and the tasks bound to a day: the drill and the light days' summaries.
 */

/** One day of a plan being built. */
export interface Slot {
  day: Day;
  exams: ExamKind[];
  /** One of the two days before an exam. */
  light: boolean;
  /** Neither an exam day nor light. */
  study: boolean;
  /** The minutes this day has: the time a day, or more on a longer day (none on an exam day). */
  capacity: number;
  /** Whether it is one of the days she marked as longer. */
  longer: boolean;
  tasks: PlanTask[];
  /** Minutes planned so far (never over `capacity`). */
  load: number;
}

/** The minutes a day has: a longer day's own, else the time a day. */
function capacityOf(day: Day, cap: number, longer: LongerDays): number {
  return Math.max(cap, longer[weekdayOf(day)] ?? 0);
}

/** The days from `today` to the last exam (`length + 1` of them), each study, light or an exam. */
export function makeSlots(
  today: Day,
  length: number,
  exams: readonly { kind: ExamKind; day: Day }[],
  cap: number,
  longer: LongerDays,
): Slot[] {
  return Array.from({ length: length + 1 }, (_, i) => {
    const day = addDays(today, i);
    const on = exams.filter((e) => e.day === day).map((e) => e.kind);
    const light = on.length === 0 && exams.some((e) => [1, 2].includes(daysBetween(day, e.day)));
    const capacity = on.length ? 0 : capacityOf(day, cap, longer);
    return {
      day,
      exams: on,
      light,
      study: on.length === 0 && !light,
      capacity,
      longer: capacity > cap,
      tasks: [],
      load: 0,
    };
  });
}

/** Whether `minutes` more fit on a study day. */
export const hasRoom = (slot: Slot, minutes: number) => slot.study && slot.load + minutes <= slot.capacity;

/** Puts a task on a day (the caller checked the room). */
export function put(slot: Slot, task: PlanTask) {
  slot.tasks.push(task);
  slot.load += task.minutes;
}

/** The drill on every study day, first; the summaries on the light days. */
export function placeDaily(slots: Slot[], exams: readonly { kind: ExamKind; day: Day }[]) {
  for (const slot of slots) {
    if (slot.study)
      put(slot, { kind: 'drill', id: taskId.drill(slot.day), day: slot.day, minutes: DRILL_MINUTES });
    if (slot.light) for (const task of summaries(slot.day, exams, slot.capacity)) put(slot, task);
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
