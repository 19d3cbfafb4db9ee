import { isDay } from './day';
import { readRecordsFromFile, serializeRecords } from './model-test-records';

/**
 * One backup file for everything the site keeps for the learner in this browser: the drill, the
 * sheets marked as learned, the writing trainer's texts and grades, the model tests' answers and
 * results, the study plan, the activity log and the preferences. The file holds each store's stored
 * text under its key, exactly as this browser keeps it, so a store reads a restored value as it reads
 * its own. Loading checks the whole file first (format, version, known keys, each value readable):
 * any doubt and nothing changes. The drill's older files (`b1-phrase-drill`, versions 1 and 2) still
 * load: their cards and model-test records replace those two stores only.
 */

/** Every key the backup carries: what this browser keeps for the learner (a test keeps it complete). */
export const BACKUP_KEYS = [
  'b1.drill.v1',
  'b1.drill-settings.v1',
  'b1.drill-round.v1',
  'b1.progress.v1',
  'b1.activity.v1',
  'b1.plan.v1',
  'b1.writing-trainer.v1',
  'b1.oral-timer.v1',
  'b1.mock-tests.v1',
  'b1.theme.v1',
  'b1.listen.v1',
  'b1.lang.v1',
  'b1.sheet-layout.v1',
  'b1-cheatsheets:section-languages',
] as const;

/**
 * Keys that describe this device, not the learner, and so stay out of the file: whether this
 * browser has a German voice (another device has its own voices).
 */
export const DEVICE_KEYS = ['b1.voice.v1'] as const;

/** A backup key. */
type BackupKey = (typeof BACKUP_KEYS)[number];

/** Names the file's format, so any other JSON file is recognised as foreign. */
const BACKUP_FORMAT = 'b1-study-backup';
const BACKUP_VERSION = 1;
/** The drill's own file before there was one backup for everything. */
const DRILL_FORMAT = 'b1-phrase-drill';

/** Why a file was refused: not this site's, from a newer version of the site, or damaged. */
export type BackupProblem = 'foreign' | 'newer' | 'damaged';

/** What a checked file will do: the stored text per key, and whether it replaces everything. */
export interface BackupContent {
  values: Partial<Record<BackupKey, string>>;
  /** A full backup replaces every store (a store it lacks is emptied); an old drill file two. */
  replacesAll: boolean;
  /** When the file was written (ISO), if it says. */
  exported: string | null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isKey = (key: string): key is BackupKey => (BACKUP_KEYS as readonly string[]).includes(key);

/** Whether a stored text is one this site could have written: JSON for every store but the plain ones. */
function readable(key: BackupKey, raw: string): boolean {
  if (key === 'b1.theme.v1') return raw === 'light' || raw === 'dark' || raw === 'system';
  if (key === 'b1.lang.v1') return raw === 'de' || raw === 'en';
  if (key === 'b1.sheet-layout.v1') return raw === 'list' || raw === 'cards';
  try {
    const value: unknown = JSON.parse(raw);
    if (key === 'b1.mock-tests.v1') return readRecordsFromFile(value) !== null;
    if (key === 'b1.drill.v1') return isObject(value) && isObject(value.cards) && cardsValid(value.cards);
    return typeof value === 'object' && value !== null;
  } catch {
    return false;
  }
}

const CARD_ID = /^[0-9a-f]{12}$/;

/** Whether every entry of a drill's cards is a card id with a box (1–5) and a due day. */
function cardsValid(cards: Record<string, unknown>): boolean {
  return Object.entries(cards).every(([id, state]) => {
    if (!CARD_ID.test(id) || !isObject(state)) return false;
    const { box, due } = state;
    return Number.isInteger(box) && (box as number) >= 1 && (box as number) <= 5 && isDay(due);
  });
}

/** The backup file's text: every store this browser holds, read through `read`. */
export function backupText(read: (key: string) => string | null, now: Date): string {
  const stores: Record<string, string> = {};
  for (const key of BACKUP_KEYS) {
    const raw = read(key);
    if (raw !== null) stores[key] = raw;
  }
  return `${JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, exported: now.toISOString(), stores }, null, 2)}\n`;
}

/** An old drill file: its cards (and, from version 2, the model tests) as the stores keep them. */
function drillFile(data: Record<string, unknown>): BackupContent | BackupProblem {
  if (data.version !== 1 && data.version !== 2)
    return typeof data.version === 'number' && data.version > 2 ? 'newer' : 'damaged';
  if (!isObject(data.cards) || !cardsValid(data.cards)) return 'damaged';
  const cards = Object.fromEntries(
    Object.entries(data.cards).map(([id, s]) => [
      id,
      { box: (s as { box: number }).box, due: (s as { due: string }).due },
    ]),
  );
  const values: BackupContent['values'] = { 'b1.drill.v1': JSON.stringify({ version: 1, cards }) };
  if (data.version === 2) {
    const records = readRecordsFromFile(data.mockTests);
    if (!records) return 'damaged';
    values['b1.mock-tests.v1'] = serializeRecords(records);
  }
  return { values, replacesAll: false, exported: typeof data.exported === 'string' ? data.exported : null };
}

/** Reads a backup file; any doubt refuses the whole file (a refused file changes nothing). */
export function parseBackup(text: string): BackupContent | { problem: BackupProblem } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { problem: 'foreign' };
  }
  if (!isObject(data)) return { problem: 'foreign' };
  if (data.format === DRILL_FORMAT) {
    const old = drillFile(data);
    return typeof old === 'string' ? { problem: old } : old;
  }
  if (data.format !== BACKUP_FORMAT) return { problem: 'foreign' };
  if (typeof data.version === 'number' && data.version > BACKUP_VERSION) return { problem: 'newer' };
  if (data.version !== BACKUP_VERSION || !isObject(data.stores)) return { problem: 'damaged' };
  const values: BackupContent['values'] = {};
  for (const [key, raw] of Object.entries(data.stores)) {
    if (!isKey(key) || typeof raw !== 'string' || !readable(key, raw)) return { problem: 'damaged' };
    values[key] = raw;
  }
  return { values, replacesAll: true, exported: typeof data.exported === 'string' ? data.exported : null };
}

/**
 * Puts a checked file's stores in place: each value written, and for a full backup every other
 * store emptied. Returns whether every write succeeded (storage may be full or refused).
 */
export function restoreBackup(
  content: BackupContent,
  storage: { set: (key: string, value: string) => boolean; remove: (key: string) => boolean },
): boolean {
  let ok = true;
  for (const key of BACKUP_KEYS) {
    const value = content.values[key];
    if (value !== undefined) ok = storage.set(key, value) && ok;
    else if (content.replacesAll) ok = storage.remove(key) && ok;
  }
  return ok;
}

/** Empties every store the backup carries (a fresh start on this device); the device's own keys stay. */
export function resetAll(storage: { remove: (key: string) => boolean }): boolean {
  return BACKUP_KEYS.reduce((ok, key) => storage.remove(key) && ok, true);
}
