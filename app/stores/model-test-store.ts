/**
 * The model tests' records in this browser (model-test-records.ts), with one rule for two tabs:
 * every change is made on what storage holds at that moment, one part at a time and one answer
 * at a time, and the other tab takes it over from the `storage` event. So two tabs on the same
 * part both keep their answers; neither overwrites the other silently.
 */
import {
  MODEL_TEST_KEY,
  NEW_PART,
  NO_RECORDS,
  parseStoredRecords,
  serializeRecords,
  type Attempt,
  type ModelTestRecords,
  type PartRecord,
  type OralResult,
  type OralRun,
  type Rehearsal,
  type RunResult,
  type WrittenRun,
} from './model-test-records';
import { persisted } from '~/lib/persisted';
import { recordActivity } from './study-activity';

const store = persisted<ModelTestRecords>({
  key: MODEL_TEST_KEY,
  parse: parseStoredRecords,
  serialize: (records) =>
    Object.keys(records.parts).length ||
    records.attempts.length ||
    records.run ||
    records.runs.length ||
    records.oral ||
    records.orals.length ||
    records.rehearsals?.length
      ? serializeRecords(records)
      : null,
  initial: NO_RECORDS,
});

/** The id of a part's record: `1/reading-3`. */
export const partId = (test: string, part: string) => `${test}/${part}`;

/** Changes one part's record; returns whether it could be stored. */
export function updatePart(id: string, change: (part: PartRecord) => PartRecord, now = Date.now()): boolean {
  return store.update((records) => {
    const next = { ...change(records.parts[id] ?? NEW_PART), updated: now };
    return { ...records, parts: { ...records.parts, [id]: next } };
  });
}

/** Adds a checked attempt to the history. */
export function addAttempt(attempt: Attempt): boolean {
  recordActivity('model-part');
  return store.update((records) => ({ ...records, attempts: [...records.attempts, attempt] }));
}

/** Changes the written run under way (`null`: none); returns whether it could be stored. */
export function updateRun(change: (run: WrittenRun | null) => WrittenRun | null): boolean {
  return store.update((records) => ({ ...records, run: change(records.run) }));
}

/** Ends the run under way with its result in the history. */
export function finishRun(result: RunResult): boolean {
  recordActivity('model-part');
  return store.update((records) => ({ ...records, run: null, runs: [...records.runs, result] }));
}

/** Changes the oral mock under way (`null`: none). */
export function updateOral(change: (oral: OralRun | null) => OralRun | null): boolean {
  return store.update((records) => ({ ...records, oral: change(records.oral) }));
}

/** Ends the oral mock under way with its checklist in the history. */
export function finishOral(result: OralResult): boolean {
  recordActivity('oral-run');
  return store.update((records) => ({ ...records, oral: null, orals: [...records.orals, result] }));
}

/** Keeps a finished solo oral rehearsal's fluency figures (they go into the backup file). */
export function addRehearsal(rehearsal: Rehearsal): boolean {
  recordActivity('oral-run');
  return store.update((records) => ({
    ...records,
    rehearsals: [...(records.rehearsals ?? []), rehearsal],
  }));
}

/** Replaces every record (a loaded backup file). */
export function replaceModelTestRecords(records: ModelTestRecords): boolean {
  return store.write(records);
}

/** Forgets every answer and attempt. */
export function resetModelTestRecords(): boolean {
  return store.write(NO_RECORDS);
}

/** The records now (for the backup file). */
export const readModelTestRecords = store.read;

/** The learner's records for a component; none in the prerendered HTML and until hydration. */
export const useModelTestRecords = store.useValue;
