import { parseJson, plainObject } from '~/lib/stored-json';
import * as v from 'valibot';
import type { BackupContent, BackupKey } from './backup';
import { parseStoredProgress, serializeProgress, type StoredCards } from './drill-cards';
import {
  NO_RECORDS,
  parseStoredRecords,
  serializeRecords,
  type ModelTestRecords,
} from './model-test-records';
import { parsePlan, serializePlan } from './plan-store';
import { parseProgress } from './reading-progress';
import { parseActivity, type Activity } from './study-activity';

/**
 * Loading a backup file on top of what this browser holds, for learning on two devices: nothing
 * here is lost, and what the file adds is counted.
 *
 * - Model tests: attempts, whole exams and oral checklists united (the same entry, by its test,
 *   part and date, is kept once); of a part's answers the newer record is kept (`updated`); a run
 *   or an oral mock under way here stays, else the file's is taken.
 * - Drill: of each card the one reviewed later (the later due day, then the higher box).
 * - Sheets learned, the plan's ticks: united. The activity log: the larger count of each day and
 *   kind (a day counted on both devices is not counted twice).
 * - Letters of the writing trainer: this browser's letter where it has one with text, else the file's.
 * - The plan's settings and every preference: this browser's, where it has them.
 *
 * Merging a file into what it came from changes nothing, and merging the same file twice adds
 * nothing the second time (property-tested).
 */

/** What a merge added, counted for the learner. */
export interface MergeAdded {
  attempts: number;
  exams: number;
  orals: number;
  /** Parts whose newer answers came from the file. */
  answers: number;
  /** Drill cards new or reviewed later in the file. */
  cards: number;
  sheets: number;
  ticks: number;
  letters: number;
}

export const NOTHING_ADDED: MergeAdded = {
  attempts: 0,
  exams: 0,
  orals: 0,
  answers: 0,
  cards: 0,
  sheets: 0,
  ticks: 0,
  letters: 0,
};

/**
 * `mine` with every entry of `theirs` it lacks (by `id`), and how many were added. Nothing added:
 * `mine` as it is; else in date order (a stable sort keeps entries of the same moment in place).
 */
function unite<T extends { date: string }>(
  mine: readonly T[],
  theirs: readonly T[],
  id: (entry: T) => string,
): [T[], number] {
  const seen = new Set(mine.map(id));
  const extra = theirs.filter((entry) => {
    const key = id(entry);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (extra.length === 0) return [[...mine], 0];
  return [[...mine, ...extra].sort((a, b) => Date.parse(a.date) - Date.parse(b.date)), extra.length];
}

/** The model tests' records of both, united (see the module's note). */
function mergeRecords(
  mine: ModelTestRecords,
  theirs: ModelTestRecords,
): [ModelTestRecords, Partial<MergeAdded>] {
  const parts = { ...mine.parts };
  let answers = 0;
  for (const [id, record] of Object.entries(theirs.parts)) {
    const own = parts[id];
    if (!own || record.updated > own.updated) {
      parts[id] = record;
      answers += 1;
    }
  }
  const [attempts, newAttempts] = unite(
    mine.attempts,
    theirs.attempts,
    (a) => `${a.test}/${a.part}/${a.date}`,
  );
  const [runs, exams] = unite(mine.runs, theirs.runs, (r) => `${r.test}/${r.date}`);
  const [orals, newOrals] = unite(mine.orals, theirs.orals, (o) => `${o.test}/${o.date}`);
  return [
    { parts, attempts, run: mine.run ?? theirs.run, runs, oral: mine.oral ?? theirs.oral, orals },
    { attempts: newAttempts, exams, orals: newOrals, answers },
  ];
}

/** The card of the two reviewed later: the later due day, then the higher box; a tie keeps `mine`. */
const later = (mine: StoredCards[string], theirs: StoredCards[string]) =>
  theirs.due > mine.due || (theirs.due === mine.due && theirs.box > mine.box) ? theirs : mine;

/** The drill's cards of both: each card as reviewed later. */
function mergeCards(mine: StoredCards, theirs: StoredCards): [StoredCards, number] {
  const cards = { ...mine };
  let added = 0;
  for (const [id, card] of Object.entries(theirs)) {
    const own = cards[id];
    const kept = own ? later(own, card) : card;
    if (kept !== own) {
      cards[id] = kept;
      added += 1;
    }
  }
  return [cards, added];
}

/** `mine` with the items of `theirs` it lacks, in order (no sort: a list of ids). */
function uniteIds(mine: readonly string[], theirs: readonly string[]): [string[], number] {
  const extra = [...new Set(theirs)].filter((id) => !mine.includes(id));
  return [[...mine, ...extra], extra.length];
}

/** The activity of both: per day and kind the larger count. */
function mergeActivity(mine: Activity, theirs: Activity): Activity {
  const days: Record<string, Record<string, number>> = Object.fromEntries(
    Object.entries(mine).map(([day, counts]) => [day, { ...counts }]),
  );
  for (const [day, counts] of Object.entries(theirs)) {
    const own = (days[day] ??= {});
    for (const [kind, count] of Object.entries(counts))
      if (count !== undefined && count > (own[kind] ?? 0)) own[kind] = count;
  }
  return days;
}

/** The writing trainer's letters (route → session as stored): a letter with text here is kept. */
function mergeLetters(
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
): [Record<string, unknown>, number] {
  const hasText = (session: unknown) =>
    v.is(v.object({ text: v.pipe(v.string(), v.trim(), v.nonEmpty()) }), session);
  const letters = { ...mine };
  let added = 0;
  for (const [route, session] of Object.entries(theirs))
    if (!(route in letters) || (!hasText(letters[route]) && hasText(session))) {
      letters[route] = session;
      added += 1;
    }
  return [letters, added];
}

/** Whether two stored texts hold the same JSON value (key order aside). */
const sameJson = (a: string, b: string) => {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([x], [y]) => (x < y ? -1 : 1))
              .map(([k, val]) => [k, sorted(val)]),
          )
        : value;
  return JSON.stringify(sorted(parseJson(a))) === JSON.stringify(sorted(parseJson(b)));
};

/** How one store's text is merged: this browser's text and the file's, to the text and what it added. */
type Merger = (mine: string, theirs: string) => [string, Partial<MergeAdded>];

/**
 * The stores merged entry by entry, each with its empty text (what the file's store is counted
 * against when this browser has none). Every other store is a preference or a setting: this
 * browser's own is kept, the file's taken only where there is none.
 */
const MERGERS: Partial<Record<BackupKey, { merge: Merger; empty: string | null }>> = {
  'b1.mock-tests.v1': {
    merge: (mine, theirs) => {
      const [records, added] = mergeRecords(parseStoredRecords(mine), parseStoredRecords(theirs));
      return [serializeRecords(records), added];
    },
    empty: serializeRecords(NO_RECORDS),
  },
  'b1.drill.v1': {
    merge: (mine, theirs) => {
      const [cards, added] = mergeCards(parseStoredProgress(mine), parseStoredProgress(theirs));
      return [serializeProgress(cards), { cards: added }];
    },
    empty: serializeProgress({}),
  },
  'b1.progress.v1': {
    merge: (mine, theirs) => {
      const own = parseProgress(mine);
      const file = parseProgress(theirs);
      const [learned, sheets] = uniteIds(own.learned, file.learned);
      return [JSON.stringify({ learned, last: own.last ?? file.last }), { sheets }];
    },
    empty: JSON.stringify({ learned: [], last: null }),
  },
  'b1.activity.v1': {
    merge: (mine, theirs) => [JSON.stringify(mergeActivity(parseActivity(mine), parseActivity(theirs))), {}],
    empty: null,
  },
  'b1.plan.v1': {
    merge: (mine, theirs) => {
      const own = parsePlan(mine);
      const file = parsePlan(theirs);
      if (!own) return [theirs, { ticks: file?.ticks.length ?? 0 }];
      if (!file) return [mine, {}];
      const [ticks, added] = uniteIds(own.ticks, file.ticks);
      return [serializePlan({ ...own, ticks }), { ticks: added }];
    },
    // No plan here: the file's plan, all its ticks new.
    empty: 'null',
  },
  'b1.writing-trainer.v1': {
    merge: (mine, theirs) => {
      const own = v.safeParse(plainObject, parseJson(mine));
      const file = v.safeParse(plainObject, parseJson(theirs));
      if (!file.success) return [mine, {}];
      const [letters, added] = mergeLetters(own.success ? own.output : {}, file.output);
      return [JSON.stringify(letters), { letters: added }];
    },
    empty: '{}',
  },
};

/** One store's text after the merge (`mine`: this browser's text or null), and what it added. */
function mergeStore(key: BackupKey, mine: string | null, theirs: string): [string, Partial<MergeAdded>] {
  const merger = MERGERS[key];
  if (mine !== null) return merger ? merger.merge(mine, theirs) : [mine, {}];
  // All of the file's store is new here: kept as the file has it, counted against an empty store.
  return [theirs, merger?.empty != null ? merger.merge(merger.empty, theirs)[1] : {}];
}

const sum = (a: MergeAdded, b: Partial<MergeAdded>): MergeAdded =>
  Object.fromEntries(
    Object.entries(a).map(([k, n]) => [k, n + (b[k as keyof MergeAdded] ?? 0)]),
  ) as unknown as MergeAdded;

/**
 * A checked file merged into this browser's stores (`read`): the texts to write (only the stores
 * that change) and what was added. A store the file lacks stays as it is.
 */
export function mergeBackup(
  content: BackupContent,
  read: (key: string) => string | null,
): { values: Partial<Record<BackupKey, string>>; added: MergeAdded } {
  const values: Partial<Record<BackupKey, string>> = {};
  let added = NOTHING_ADDED;
  for (const [key, theirs] of Object.entries(content.values) as [BackupKey, string | undefined][]) {
    if (theirs === undefined) continue;
    const mine = read(key);
    const [text, counted] = mergeStore(key, mine, theirs);
    added = sum(added, counted);
    if (mine === null || !sameJson(mine, text)) values[key] = text;
  }
  return { values, added };
}
