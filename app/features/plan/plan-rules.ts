import { LEARNING_PATH } from '~/content/catalogue';
import type { Category } from '~/content/catalogue-types';
import { daysBetween, isDay, type Day } from '~/lib/day';
import { PLAN_MINUTES, type PlanMinutes } from '~/stores/plan-store';
import { choose, place, wholeTask } from './plan-fill';
import { makeSlots, placeDaily, placeOrals, placeRuns } from './plan-slots';
import {
  partItems,
  sheetItem,
  taskId,
  DRILL_MINUTES,
  type ExamKind,
  type FlexibleItem,
  type PlanTask,
} from './plan-tasks';

/**
 * The study plan's rules, pure: from today, the exam dates, the time a day and what is done, the
 * tasks of every day until the exam. The rules in words: docs/decisions/0028-study-plan.md.
 */

/** What the plan is made from. */
export interface PlanInput {
  today: Day;
  written: Day;
  /** The oral exam when it is on another day; null: the same day as the written one. */
  oral: Day | null;
  /** Minutes a day; null: the least of the choices that holds everything (else the most). */
  minutes: PlanMinutes | null;
  /** The ids of the tasks done when today began. */
  done: ReadonlySet<string>;
}

/** One day of the plan. */
export interface PlanDay {
  day: Day;
  /** The exams on this day (no tasks then). */
  exams: ExamKind[];
  /** One of the two days before an exam: the summaries only. */
  light: boolean;
  tasks: PlanTask[];
  /** The day's minutes, added up. */
  minutes: number;
}

/** The plan. `past`: no exam lies ahead (today or later). */
export interface StudyPlan {
  status: 'past' | 'ready';
  /** The minutes a day the plan was made with, and whether the learner chose them. */
  minutes: PlanMinutes;
  chosen: boolean;
  /** The exams from today on, the earliest first. */
  exams: { kind: ExamKind; day: Day }[];
  days: PlanDay[];
  /** Work that did not fit before its exam (a sheet as one task with the minutes it has left). */
  leftOut: PlanTask[];
}

/** The longest plan computed (an exam further away still gets a plan of this many days). */
const MAX_DAYS = 400;

/** The plan for the input; without chosen minutes, the least time a day that holds everything. */
export function makePlan(input: PlanInput): StudyPlan {
  if (input.minutes !== null) return { ...planWith(input, input.minutes), chosen: true };
  let plan = planWith(input, PLAN_MINUTES[PLAN_MINUTES.length - 1]!);
  for (const minutes of PLAN_MINUTES) {
    const tried = planWith(input, minutes);
    if (tried.leftOut.length === 0) {
      plan = tried;
      break;
    }
  }
  return { ...plan, chosen: false };
}

function planWith(input: PlanInput, cap: PlanMinutes): Omit<StudyPlan, 'chosen'> {
  const { today, written, done } = input;
  const oral = input.oral ?? written;
  const exams = (
    [
      { kind: 'written', day: written },
      { kind: 'oral', day: oral },
    ] as const
  )
    .filter((e) => e.day >= today)
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  if (exams.length === 0) return { status: 'past', minutes: cap, exams: [], days: [], leftOut: [] };

  const length = Math.min(daysBetween(today, exams[exams.length - 1]!.day), MAX_DAYS);
  const slots = makeSlots(today, length, exams);
  const upcoming = (kind: ExamKind) => exams.find((e) => e.kind === kind);
  /** The index of the last study day before an exam, or -1. */
  const lastStudy = (day: Day) => {
    for (let i = Math.min(daysBetween(today, day), slots.length) - 1; i >= 0; i--)
      if (slots[i]!.study) return i;
    return -1;
  };
  const writtenAhead = upcoming('written');
  const oralAhead = upcoming('oral');
  const deadline: Record<Category, number | null> = {
    'written-block': writtenAhead ? lastStudy(writtenAhead.day) : null,
    'oral-block': oralAhead ? lastStudy(oralAhead.day) : null,
    foundation: Math.min(...exams.map((e) => lastStudy(e.day)).map((i) => (i < 0 ? Infinity : i))),
  };
  if (deadline.foundation === Infinity) deadline.foundation = -1;
  const leftOut: PlanTask[] = [];

  placeRuns(slots, done, writtenAhead?.day, deadline['written-block'], leftOut, today);
  placeOrals(slots, done, oralAhead?.day, deadline['oral-block'], leftOut, today);
  placeDaily(slots, exams, cap);

  const room = cap - DRILL_MINUTES;
  const last = (item: FlexibleItem) => deadline[item.stage] ?? -1;
  // Earliest deadline first (an oral exam before the written one brings its sheets forward),
  // then the learning path's order.
  const items: FlexibleItem[] = [
    ...LEARNING_PATH.filter((e) => deadline[e.category] !== null && !done.has(taskId.sheet(e.route))).map(
      (e) => sheetItem(e, room, done),
    ),
    ...(writtenAhead ? partItems(done) : []),
  ].sort((a, b) => last(a) - last(b) || a.order - b.order);
  const taken = choose(items, slots, cap, last);
  const chosen = items.filter((item) => taken.has(item));
  // Spread evenly over the weeks when there is time to spare; packed from today when that would
  // leave anything out.
  const packed = place(chosen, slots, cap, last, false);
  const spread = place(chosen, slots, cap, last, true);
  const used = spread.missing.length <= packed.missing.length ? spread : packed;
  const placedSlots = used.slots;
  leftOut.push(
    ...items.filter((item) => !chosen.includes(item) || used.missing.includes(item)).map(wholeTask),
  );

  return {
    status: 'ready',
    minutes: cap,
    exams: [...exams],
    days: placedSlots.map((s) => {
      const tasks = [...s.fixed, ...s.flexible, ...(s.drill ? [s.drill] : [])];
      return {
        day: s.day,
        exams: s.exams,
        light: s.light,
        tasks,
        minutes: tasks.reduce((sum, t) => sum + t.minutes, 0),
      };
    }),
    leftOut,
  };
}

/** The furthest exam date the form takes: a year from today. */
export const LATEST_EXAM_DAYS = 366;

/** What is wrong with dates entered in the form, if anything. */
export type DateProblem = 'writtenMissing' | 'oralMissing' | 'past' | 'far';

/**
 * Checks the form's dates: the written exam from today up to a year ahead (today and tomorrow
 * are allowed: the plan then says what is left to do); the oral exam, when on another day, may
 * be before or after it, but not further than a year ahead.
 */
export function checkDates(today: Day, written: string, oral: string | null): DateProblem | null {
  if (!isDay(written)) return 'writtenMissing';
  if (written < today) return 'past';
  if (daysBetween(today, written) > LATEST_EXAM_DAYS) return 'far';
  if (oral === null) return null;
  if (!isDay(oral)) return 'oralMissing';
  if (daysBetween(today, oral) > LATEST_EXAM_DAYS) return 'far';
  return null;
}
