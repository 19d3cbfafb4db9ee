import * as v from 'valibot';
import type { Grade } from '~/content/sheet-schema';
import { safeStorage } from '~/lib/storage';
import type { ChosenGrades } from './self-assessment';
import { TRAINER_KEY } from './trainer-key';
import { hasRun, STOPPED, stopwatchSchema, type Stopwatch } from '~/lib/stopwatch';
import { plainObject, readJson } from '~/lib/stored-json';
import { pauseTimer } from './trainer-timer';

/** Which screen of the trainer the reader is on. */
type TrainerStage = 'write' | 'assess';

/** Everything the trainer keeps for one sheet, saved as the reader types. */
export interface TrainerSession {
  text: string;
  timer: Stopwatch;
  /** The guiding points (1–4) the reader ticked as handled. */
  handled: number[];
  grades: ChosenGrades;
  stage: TrainerStage;
  /** Open when the page was left: it opens again after a reload. */
  open: boolean;
  /** This letter has counted as the day's writing (once per letter, `finishLetter`). */
  counted: boolean;
}

/** A session before the reader has done anything. */
export const NEW_SESSION: TrainerSession = {
  text: '',
  timer: STOPPED,
  handled: [],
  grades: { communication: null, accuracy: null },
  stage: 'write',
  open: false,
  counted: false,
};

const GRADES = ['A', 'B', 'C', 'D'] as const satisfies Grade[];
const grade = v.fallback(v.nullable(v.picklist(GRADES)), null);

/**
 * A stored session, checked field by field (storage is untrusted: another version, an edit by
 * hand): a field that does not fit falls back to its new value, the rest is kept.
 */
const storedSession = v.object({
  text: v.fallback(v.string(), NEW_SESSION.text),
  timer: v.fallback(stopwatchSchema, NEW_SESSION.timer),
  /** The guiding points ticked, each once and in order; anything else dropped. */
  handled: v.fallback(
    v.pipe(
      v.array(v.unknown()),
      v.transform((ticked) => [1, 2, 3, 4].filter((n) => ticked.includes(n))),
    ),
    [],
  ),
  grades: v.fallback(v.object({ communication: grade, accuracy: grade }), NEW_SESSION.grades),
  stage: v.fallback(v.picklist(['write', 'assess']), NEW_SESSION.stage),
  open: v.fallback(v.boolean(), false),
  counted: v.fallback(v.boolean(), false),
});

/** A stored session (one sheet's entry); not a session at all, a new one. */
export function parseSession(value: unknown): TrainerSession {
  const result = v.safeParse(storedSession, value);
  return result.success ? result.output : NEW_SESSION;
}

/**
 * The reader moves on to mark their letter: the clock stops there (the time used is kept, and goes
 * on only when they go back to writing and resume it). A letter written against the clock counts
 * once as the day's writing (`counts`: record it); going back and forth does not count it again.
 */
export function finishLetter(
  session: TrainerSession,
  now: number,
): { session: TrainerSession; counts: boolean } {
  const counts = !session.counted && hasRun(session.timer) && session.text.trim() !== '';
  return {
    session: {
      ...session,
      stage: 'assess',
      timer: pauseTimer(session.timer, now),
      counted: session.counted || counts,
    },
    counts,
  };
}

const readSessions = readJson(plainObject, {});

/** Every stored session by route, each still to be read; anything unreadable counts as none. */
function readAll(): Record<string, unknown> {
  return readSessions(safeStorage.get(TRAINER_KEY));
}

// Sessions of this visit: where storage fails, the trainer still keeps the text while the page lives.
const visit = new Map<string, TrainerSession>();

/** The session of a sheet: this visit's, else the stored one, else a new one. */
export function loadSession(route: string): TrainerSession {
  return visit.get(route) ?? parseSession(readAll()[route]);
}

/** Keeps the session for this visit and stores it; returns whether storing worked. */
export function saveSession(route: string, session: TrainerSession): boolean {
  visit.set(route, session);
  return safeStorage.set(TRAINER_KEY, JSON.stringify({ ...readAll(), [route]: session }));
}

/** Every stored session by route, as the trainer reads them (the progress page lists them). */
export function storedSessions(): Record<string, TrainerSession> {
  return Object.fromEntries(Object.entries(readAll()).map(([route, value]) => [route, parseSession(value)]));
}
