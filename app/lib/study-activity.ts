import { dayOf, isDay, type Day } from './day';
import { persisted } from './persisted';

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

/** Reads a stored log: unknown kinds, bad days and bad counts are dropped, the rest kept. */
export function parseActivity(raw: string | null): Activity {
  if (!raw) return EMPTY;
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return EMPTY;
    const days: Record<Day, DayActivity> = {};
    for (const [day, counts] of Object.entries(data as Record<string, unknown>)) {
      if (!isDay(day) || typeof counts !== 'object' || counts === null) continue;
      const clean: DayActivity = {};
      for (const kind of KINDS) {
        const n = (counts as Record<string, unknown>)[kind];
        if (Number.isInteger(n) && (n as number) > 0) clean[kind] = n as number;
      }
      if (Object.keys(clean).length > 0) days[day] = clean;
    }
    return days;
  } catch {
    return EMPTY;
  }
}

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
