import * as v from 'valibot';
import { parseJson, plainObject } from '~/lib/stored-json';
import { drillCards, serializeProgress } from './drill-cards';
import { recordsInFile, serializeRecords } from './model-test-records';

/**
 * One backup file for everything the site keeps for the learner in this browser: the drill, the
 * sheets marked as learned, the writing trainer's texts and grades, the model tests' answers and
 * results, the study plan, the activity log and the preferences. The file holds each store's stored
 * text under its key, exactly as this browser keeps it, so a store reads a restored value as it reads
 * its own. Loading checks the whole file first against its schema (valibot, decision 0036: format,
 * version, known keys, each value readable, the drill's cards and the model tests entry by entry):
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
export type BackupKey = (typeof BACKUP_KEYS)[number];

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

/** A stored text that is JSON of the shape `schema` checks (the text itself is what is kept). */
const jsonText = (schema: v.GenericSchema) =>
  v.pipe(
    v.string(),
    v.check((raw) => v.is(schema, parseJson(raw))),
  );
/** JSON that is an object or an array: the stores that read their own values leniently. */
const someJson = jsonText(v.custom<object>((value) => typeof value === 'object' && value !== null));

/**
 * What each store's text must be for the file to load: one of its words for the three plain stores,
 * the drill's cards and the model tests entry by entry (the file replaces them), JSON for the rest.
 */
const storeTexts = {
  'b1.drill.v1': v.optional(jsonText(v.object({ cards: drillCards }))),
  'b1.drill-settings.v1': v.optional(someJson),
  'b1.drill-round.v1': v.optional(someJson),
  'b1.progress.v1': v.optional(someJson),
  'b1.activity.v1': v.optional(someJson),
  'b1.plan.v1': v.optional(someJson),
  'b1.writing-trainer.v1': v.optional(someJson),
  'b1.oral-timer.v1': v.optional(someJson),
  'b1.mock-tests.v1': v.optional(jsonText(recordsInFile)),
  'b1.theme.v1': v.optional(v.picklist(['light', 'dark', 'system'])),
  'b1.listen.v1': v.optional(someJson),
  'b1.lang.v1': v.optional(v.picklist(['de', 'en'])),
  'b1.sheet-layout.v1': v.optional(v.picklist(['list', 'cards'])),
  'b1-cheatsheets:section-languages': v.optional(someJson),
} satisfies Record<BackupKey, v.GenericSchema>;

/** When the file was written, if it says (anything else there is ignored). */
const exported = v.fallback(v.nullable(v.string()), null);

/** What says whose file it is: this site's backup or the drill's older file, of some version. */
const header = v.object({
  format: v.picklist([BACKUP_FORMAT, DRILL_FORMAT]),
  version: v.optional(v.unknown()),
});

/** The backup file: every store's text under its key, no other key. */
const backupFile = v.object({
  format: v.literal(BACKUP_FORMAT),
  version: v.literal(BACKUP_VERSION),
  exported,
  stores: v.pipe(plainObject, v.strictObject(storeTexts)),
});

/** The drill's own file: its cards, and from version 2 the model tests. */
const drillFile = v.variant('version', [
  v.object({ format: v.literal(DRILL_FORMAT), version: v.literal(1), exported, cards: drillCards }),
  v.object({
    format: v.literal(DRILL_FORMAT),
    version: v.literal(2),
    exported,
    cards: drillCards,
    mockTests: recordsInFile,
  }),
]);

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
function fromDrillFile(data: unknown): BackupContent | { problem: BackupProblem } {
  const file = v.safeParse(drillFile, data);
  if (!file.success) return { problem: 'damaged' };
  const { cards, exported } = file.output;
  const values: BackupContent['values'] = { 'b1.drill.v1': serializeProgress(cards) };
  if (file.output.version === 2) values['b1.mock-tests.v1'] = serializeRecords(file.output.mockTests);
  return { values, replacesAll: false, exported };
}

/** Reads a backup file; any doubt refuses the whole file (a refused file changes nothing). */
export function parseBackup(text: string): BackupContent | { problem: BackupProblem } {
  const data = parseJson(text);
  const head = v.safeParse(header, data);
  if (!head.success) return { problem: 'foreign' };
  const { format, version } = head.output;
  const newest = format === BACKUP_FORMAT ? BACKUP_VERSION : 2;
  if (typeof version === 'number' && version > newest) return { problem: 'newer' };
  if (format === DRILL_FORMAT) return fromDrillFile(data);
  const file = v.safeParse(backupFile, data);
  if (!file.success) return { problem: 'damaged' };
  return { values: file.output.stores, replacesAll: true, exported: file.output.exported };
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
