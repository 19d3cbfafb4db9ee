/**
 * The drill's progress as text: what localStorage holds and what the export file contains. The
 * stored form is read leniently (a damaged entry is dropped, the rest kept); an imported file is
 * checked strictly, because importing replaces everything: one bad entry and nothing changes.
 */
import { readRecordsFromFile, type ModelTestRecords } from '~/lib/model-test-records';
import { isDay } from '~/lib/day';
import type { CardState, Progress } from './schedule';

/** Names the export file's format, so that any other JSON file is recognised as foreign. */
export const FILE_FORMAT = 'b1-phrase-drill';
/** What storage holds (cards only). */
const VERSION = 1;
/** The file: version 2 adds the model tests' answers and results; a version 1 file still loads. */
const FILE_VERSION = 2;
const CARD_ID = /^[0-9a-f]{12}$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCardState(value: unknown): value is CardState {
  if (!isObject(value)) return false;
  const { box, due } = value;
  return Number.isInteger(box) && (box as number) >= 1 && (box as number) <= 5 && isDay(due);
}

/** Only the two known fields, whatever else an entry carried. */
const clean = (state: CardState): CardState => ({ box: state.box, due: state.due });

/** Progress as stored in this browser. */
export function serializeProgress(progress: Progress): string {
  return JSON.stringify({ version: VERSION, cards: progress });
}

/** Progress from storage: anything unreadable reads as no progress, a bad entry as unmarked. */
export function parseStoredProgress(raw: string | null): Progress {
  if (!raw) return {};
  try {
    const data: unknown = JSON.parse(raw);
    if (!isObject(data) || data.version !== VERSION || !isObject(data.cards)) return {};
    const entries = Object.entries(data.cards).filter(
      (e): e is [string, CardState] => CARD_ID.test(e[0]) && isCardState(e[1]),
    );
    return Object.fromEntries(entries.map(([id, state]) => [id, clean(state)]));
  } catch {
    return {};
  }
}

/**
 * The backup file: the drill's progress and the model tests' records, with the format, version and
 * the moment it was written.
 */
export function exportProgress(progress: Progress, now: Date, mockTests: ModelTestRecords): string {
  const file = {
    format: FILE_FORMAT,
    version: FILE_VERSION,
    exported: now.toISOString(),
    cards: progress,
    mockTests,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** Why an import was refused: not this drill's file at all, or this drill's file but damaged. */
export type ImportProblem = 'foreign' | 'damaged';

/** What a file holds: the drill's progress, and the model tests' records if the file has them. */
export type ProgressFile = { progress: Progress; mockTests?: ModelTestRecords };

/**
 * Reads a backup file; any doubt refuses the whole file, so a bad file can change nothing. A
 * version 1 file (the drill's cards only) loads and leaves the model tests as they are.
 */
export function parseProgressFile(text: string): ProgressFile | { problem: ImportProblem } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { problem: 'foreign' };
  }
  if (!isObject(data) || data.format !== FILE_FORMAT) return { problem: 'foreign' };
  if ((data.version !== VERSION && data.version !== FILE_VERSION) || !isObject(data.cards))
    return { problem: 'damaged' };
  const entries = Object.entries(data.cards);
  if (!entries.every(([id, state]) => CARD_ID.test(id) && isCardState(state))) return { problem: 'damaged' };
  const progress = Object.fromEntries(entries.map(([id, state]) => [id, clean(state as CardState)]));
  if (data.version === VERSION) return { progress };
  const mockTests = readRecordsFromFile(data.mockTests);
  return mockTests ? { progress, mockTests } : { problem: 'damaged' };
}
