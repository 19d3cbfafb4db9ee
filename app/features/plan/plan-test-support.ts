/** What the study plan's unit tests share: a plan from a few inputs, and ways to read it. */
import { expect } from 'vitest';
import { weekdayOf, type Day } from '~/lib/day';
import type { LongerDays } from '~/stores/plan-store';
import { makePlan, type PlanInput, type StudyPlan } from './plan-rules';
import type { PlanTask } from './plan-tasks';
export const plan = (input: Partial<PlanInput> & Pick<PlanInput, 'today' | 'written'>): StudyPlan =>
  makePlan({ oral: null, minutes: 40, done: new Set(), ...input });

export const dayOfTask = (p: StudyPlan, id: string): Day | undefined =>
  p.days.find((d) => d.tasks.some((t) => t.id === id))?.day;
export const allTasks = (p: StudyPlan): PlanTask[] => p.days.flatMap((d) => d.tasks);
export const sheetOrder = (p: StudyPlan) => [
  ...new Set(allTasks(p).flatMap((t) => (t.kind === 'sheet' ? [t.route as string] : []))),
];
export const ofKind = (p: StudyPlan, kind: PlanTask['kind']) => allTasks(p).filter((t) => t.kind === kind);

/** No day holds more than its time: the time a day, or a longer day's. */
export function expectWithinTime(p: StudyPlan, cap: number, longer: LongerDays = {}) {
  for (const day of p.days) {
    const time = day.exams.length ? 0 : Math.max(cap, longer[weekdayOf(day.day)] ?? 0);
    expect(day.capacity, day.day).toBe(time);
    expect(day.minutes, `${day.day}: ${day.tasks.map((t) => t.id).join(' ')}`).toBeLessThanOrEqual(time);
  }
}
