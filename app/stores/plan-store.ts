import * as v from 'valibot';
import { daySchema, type Day } from '~/lib/day';
import { PLAN_KEY } from './plan-key';
import { persisted } from '~/lib/persisted';
import { readJson, someEntriesOf, someOf } from '~/lib/stored-json';

/**
 * The study plan as the learner set it: the exam dates, the time a day, the calendar's study time,
 * the tasks ticked by hand and what was done when the day began. The plan itself is never stored:
 * it is computed from these every time (app/features/plan/plan-rules.ts), so it re-paces by itself.
 * Kept in this browser only; broken or foreign data reads as no plan.
 */

/**
 * Version 2 added the longer days, the partner choice, the plan's first day and the ids of the
 * work moved on; a version 1 plan reads as version 2 with none of them (its first day: the day its
 * stored start began, the earliest day it is known to have been in use).
 */
const VERSION = 2;
const VERSIONS = [1, 2] as const;

/** The study times a day the learner can choose, in minutes. */
export const PLAN_MINUTES = [20, 30, 40, 60, 90] as const;
export type PlanMinutes = (typeof PLAN_MINUTES)[number];

/** How long a longer day can be, in minutes (3 hours hold the whole written exam and the drill). */
export const LONGER_MINUTES = [60, 90, 120, 180] as const;
export type LongerMinutes = (typeof LONGER_MINUTES)[number];

/** The longer days by weekday (0 Monday … 6 Sunday, as `weekdayOf`), with their minutes. */
export type LongerDays = Partial<Record<number, LongerMinutes>>;

/** The calendar's daily study time when the learner has not chosen one. */
export const DEFAULT_SLOT = '18:00';

/**
 * What was done when the plan's current day began (the ids of finished tasks): the plan of a day
 * is computed from it, so a task finished today stays on today's list, ticked, and moves out of
 * the plan only the next day. `carried`: how many tasks of the days since `since` were not done
 * and were moved on to the next days.
 */
export interface PlanStart {
  day: Day;
  done: string[];
  carried: number;
  since: Day | null;
  /** The ids of the tasks moved on at this start (the page says where each went). */
  moved: string[];
}

/** The learner's plan settings as stored. */
export interface StoredPlan {
  /** The written exam. */
  written: Day;
  /** The oral exam when it is on another day (before or after the written one); null: the same day. */
  oral: Day | null;
  /** Minutes a day; null: the plan chooses the least that holds everything. */
  minutes: PlanMinutes | null;
  /** Weekdays with more time than the time a day, and how much ("An welchen Tagen …?"). */
  longer: LongerDays;
  /** Whether she rehearses the oral exam with a partner; false: alone. */
  partner: boolean;
  /** The plan's first day: its weeks are counted from this day's week. Null until first seen. */
  created: Day | null;
  /** The daily study time for the calendar file, `HH:MM`. */
  slot: string;
  /** Tasks ticked by hand (those no tool reports: a partner run-through, re-reading summaries). */
  ticks: string[];
  start: PlanStart | null;
  /** A random id: the calendar file's events keep it, so importing again updates them. */
  id: string;
}

const SLOT = /^([01]\d|2[0-3]):[0-5]\d$/;
const TASK_ID = /^[a-z0-9:/.-]{1,80}$/;
const PLAN_ID = /^[a-z0-9]{1,40}$/;
const MAX_IDS = 400;

/** Task ids: anything else dropped, each once, at most `MAX_IDS`; not a list at all, none. */
const taskIds = v.fallback(
  v.pipe(
    someOf(v.pipe(v.string(), v.regex(TASK_ID))),
    v.transform((ids) => [...new Set(ids)].slice(0, MAX_IDS)),
  ),
  [],
);

const planStart = v.object({
  day: daySchema,
  done: taskIds,
  carried: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  since: v.fallback(v.nullable(daySchema), null),
  moved: taskIds,
});

const WEEKDAY = /^[0-6]$/;

/** Longer days: an entry that does not fit is dropped; not a map at all, none. */
const longerDays = v.fallback(
  v.pipe(
    someEntriesOf(v.pipe(v.string(), v.regex(WEEKDAY)), v.picklist(LONGER_MINUTES)),
    v.transform((map) => map as LongerDays),
  ),
  {},
);

/**
 * A stored plan, read leniently: without a valid written exam date (or unreadable) it is no plan;
 * any other field that does not fit falls back to its default and the rest is kept.
 */
const storedPlan = v.pipe(
  v.unknown(),
  v.check((input) => v.is(v.looseObject({ version: v.picklist(VERSIONS) }), input)),
  v.pipe(
    v.object({
      written: daySchema,
      oral: v.fallback(v.nullable(daySchema), null),
      minutes: v.fallback(v.nullable(v.picklist(PLAN_MINUTES)), null),
      longer: longerDays,
      partner: v.fallback(v.boolean(), false),
      created: v.fallback(v.nullable(daySchema), null),
      slot: v.fallback(v.pipe(v.string(), v.regex(SLOT)), DEFAULT_SLOT),
      ticks: taskIds,
      start: v.fallback(v.nullable(planStart), null),
      id: v.fallback(v.pipe(v.string(), v.regex(PLAN_ID)), ''),
    }),
    // An oral exam on the written exam's day is the same day: stored as none.
    v.transform((plan) => (plan.oral === plan.written ? { ...plan, oral: null } : plan)),
    // Version 1 knew no first day: the day its start began is the earliest it was in use.
    v.transform((plan) =>
      plan.created === null && plan.start ? { ...plan, created: plan.start.day } : plan,
    ),
  ),
);

/** The stored plan, or `null` for none (nothing stored, unreadable, another version, no exam date). */
export const parsePlan: (raw: string | null) => StoredPlan | null = readJson(storedPlan, null);

/** The plan as stored (with its version). */
export function serializePlan(plan: StoredPlan): string {
  return JSON.stringify({ version: VERSION, ...plan });
}

/** The plan with a task ticked or unticked by hand (pure). */
export function withTick(plan: StoredPlan, id: string, ticked: boolean): StoredPlan {
  const others = plan.ticks.filter((t) => t !== id);
  return { ...plan, ticks: ticked ? [...others, id] : others };
}

/** A new random plan id. */
export function newPlanId(): string {
  return Math.random().toString(36).slice(2, 12) || 'plan';
}

const store = persisted<StoredPlan | null>({
  key: PLAN_KEY,
  parse: parsePlan,
  serialize: (plan) => plan && serializePlan(plan),
  initial: null,
});

/** Stores the plan (`null`: forgets it); returns whether storage took it (the visit keeps it anyway). */
export const savePlan = store.write;

/** The learner's plan; none in the prerendered HTML and until hydration. */
export const useStoredPlan = store.useValue;
