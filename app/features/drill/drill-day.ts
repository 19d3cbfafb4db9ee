/**
 * The drill's day (docs/decisions/0027): how many new cards the learner met today, and the round
 * in progress, so a reload resumes the round exactly and the daily limit holds across rounds and
 * reloads. Both belong to one calendar day: on the next day the count starts at 0 and an
 * unfinished round is dropped (its cards are simply due again). Read leniently: anything
 * unreadable is a fresh day.
 */

import * as v from 'valibot';
import { daySchema, type Day } from '~/lib/day';
import { persisted } from '~/lib/persisted';
import { readJson, versioned } from '~/lib/stored-json';

/** The storage key (the backup file carries it under this name). */
export const DRILL_ROUND_KEY = 'b1.drill-round.v1';

/** A round as stored: the drill it belongs to, its cards by id (the first on screen) and its marks. */
export interface SavedRound {
  /** `all` or a sheet's route (the `?sheet=` of the page). */
  drill: string;
  queue: readonly string[];
  revealed: boolean;
  known: number;
  notKnown: number;
}

/** One day of drilling. */
export interface DrillDay {
  day: Day;
  /** New cards marked for the first time on this day. */
  introduced: number;
  /** The last round started on this day (finished when its queue is empty). */
  round?: SavedRound;
}

const VERSION = 1;
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A round: every card id well formed; revealed only while cards are left. */
const savedRound = v.pipe(
  v.object({
    drill: v.pipe(v.string(), v.nonEmpty()),
    queue: v.array(v.pipe(v.string(), v.regex(/^[0-9a-f]{12}$/))),
    revealed: v.boolean(),
    known: count,
    notKnown: count,
  }),
  v.transform((round): SavedRound => ({ ...round, revealed: round.revealed && round.queue.length > 0 })),
);

/** The stored day: `null` for anything unreadable; a damaged round is dropped, the count kept. */
export const parseDrillDay: (raw: string | null) => DrillDay | null = readJson(
  versioned(
    VERSION,
    v.pipe(
      v.object({ day: daySchema, introduced: count, round: v.fallback(v.optional(savedRound), undefined) }),
      v.transform(({ day, introduced, round }): DrillDay =>
        round ? { day, introduced, round } : { day, introduced },
      ),
    ),
  ),
  null,
);

/** The day as stored. */
export function serializeDrillDay(state: DrillDay): string {
  return JSON.stringify({ version: VERSION, ...state });
}

/** The state of `today`: the stored one if it is today's, else a fresh day. */
export function drillDayOn(state: DrillDay | null, today: Day): DrillDay {
  return state?.day === today ? state : { day: today, introduced: 0 };
}

/** How many new cards may still come today under a limit of `perDay`. */
export function newCardsLeft(perDay: number, state: DrillDay | null, today: Day): number {
  return Math.max(0, perDay - drillDayOn(state, today).introduced);
}

const store = persisted<DrillDay | null>({
  key: DRILL_ROUND_KEY,
  parse: parseDrillDay,
  serialize: (state) => state && serializeDrillDay(state),
  initial: null,
});

/** The stored day as it is now (outside React). */
export const readDrillDay = store.read;

/** Keeps the day; returns whether it could be stored (it holds for the visit anyway). */
export const writeDrillDay: (state: DrillDay) => boolean = store.write;

/** The stored day; `null` in the prerendered HTML and until hydration. */
export const useDrillDay = store.useValue;
