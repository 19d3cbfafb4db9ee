/**
 * The drill's day (docs/decisions/0027): how many new cards the learner met today, and the round
 * in progress, so a reload resumes the round exactly and the daily limit holds across rounds and
 * reloads. Both belong to one calendar day: on the next day the count starts at 0 and an
 * unfinished round is dropped (its cards are simply due again). Read leniently: anything
 * unreadable is a fresh day.
 */

import { isDay, type Day } from '~/lib/day';
import { persisted } from '~/lib/persisted';

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
const CARD_ID = /^[0-9a-f]{12}$/;
const count = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;

function parseRound(value: unknown): SavedRound | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { drill, queue, revealed, known, notKnown } = value as Record<string, unknown>;
  if (typeof drill !== 'string' || !drill || !Array.isArray(queue)) return undefined;
  if (!queue.every((id) => typeof id === 'string' && CARD_ID.test(id))) return undefined;
  if (typeof revealed !== 'boolean' || !count(known) || !count(notKnown)) return undefined;
  return { drill, queue: queue as string[], revealed: revealed && queue.length > 0, known, notKnown };
}

/** The stored day: `null` for anything unreadable; a damaged round is dropped, the count kept. */
export function parseDrillDay(raw: string | null): DrillDay | null {
  if (!raw) return null;
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null) return null;
    const { version, day, introduced, round } = data as Record<string, unknown>;
    if (version !== VERSION || !isDay(day) || !count(introduced)) return null;
    const saved = parseRound(round);
    return saved ? { day, introduced, round: saved } : { day, introduced };
  } catch {
    return null;
  }
}

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
