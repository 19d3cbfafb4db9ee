import * as v from 'valibot';
import { dayOf, daySchema, type Day } from '~/lib/day';
import { persisted } from '~/lib/persisted';
import { readJson, someEntriesOf } from '~/lib/stored-json';

/**
 * What the learner did on which day, counted per kind: the study plan ticks its daily tasks from
 * it and the progress page shows it. Written by the tools when a piece of work is finished (a drill
 * round, a timed letter, an oral run-through, a model-test part checked); kept in this browser only.
 * Broken or foreign data reads as empty.
 */
export type ActivityKind = 'drill-round' | 'writing' | 'oral-run' | 'model-part';

const KINDS: readonly ActivityKind[] = ['drill-round', 'writing', 'oral-run', 'model-part'];

/** Counts per kind on one day. */
type DayActivity = Partial<Record<ActivityKind, number>>;

/** The log: counts per day, the oldest dropped after `KEEP_DAYS` entries. */
export type Activity = Readonly<Record<Day, DayActivity>>;

/** The storage key (the backup file carries it under this name). */
export const ACTIVITY_KEY = 'b1.activity.v1';
const KEEP_DAYS = 400;
const EMPTY: Activity = {};

/** A count of one kind: a whole number above 0, or none. */
const count = v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined);

/** One day's counts: the known kinds with a good count; a day left with none is dropped. */
const dayActivity = v.pipe(
  v.object({ 'drill-round': count, writing: count, 'oral-run': count, 'model-part': count }),
  v.transform((counts): DayActivity =>
    Object.fromEntries(KINDS.flatMap((kind) => (counts[kind] ? [[kind, counts[kind]]] : []))),
  ),
  v.check((counts) => Object.keys(counts).length > 0),
);

/** Reads a stored log: unknown kinds, bad days and bad counts are dropped, the rest kept. */
export const parseActivity: (raw: string | null) => Activity = readJson(
  someEntriesOf(daySchema, dayActivity),
  EMPTY,
);

const store = persisted<Activity>({
  key: ACTIVITY_KEY,
  parse: parseActivity,
  serialize: (log) => JSON.stringify(log),
  initial: EMPTY,
});

/** The log with one more piece of work of `kind` on `day` (pure; the oldest days beyond the limit dropped). */
export function withActivity(log: Activity, kind: ActivityKind, day: Day): Activity {
  const counts = log[day] ?? {};
  const next: Record<Day, DayActivity> = { ...log, [day]: { ...counts, [kind]: (counts[kind] ?? 0) + 1 } };
  const days = Object.keys(next).sort();
  for (const old of days.slice(0, Math.max(0, days.length - KEEP_DAYS))) delete next[old];
  return next;
}

/** Records a finished piece of work now; returns whether it could be stored. */
export function recordActivity(kind: ActivityKind, now: Date = new Date()): boolean {
  return store.update((log) => withActivity(log, kind, dayOf(now)));
}

/** The log; empty in the prerendered HTML and until hydration. */
export const useActivity = store.useValue;
