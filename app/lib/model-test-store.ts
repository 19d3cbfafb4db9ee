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
  type RunResult,
  type WrittenRun,
} from './model-test-records';
import { safeStorage } from './storage';
import { recordActivity } from './study-activity';

const listeners = new Set<() => void>();

/** The records of this visit: what storage had, then every change (also when storage fails). */
let memory: ModelTestRecords | null = null;
/** Whether storage has refused a write in this visit (then memory is ahead of it). */
let failed = false;

function current(): ModelTestRecords {
  memory ??= parseStoredRecords(safeStorage.get(MODEL_TEST_KEY));
  return memory;
}

/** The records to change: storage's (another tab may have written) unless storage has failed. */
function fresh(): ModelTestRecords {
  if (failed) return current();
  const raw = safeStorage.get(MODEL_TEST_KEY);
  memory = raw === null ? current() : parseStoredRecords(raw);
  return memory;
}

function commit(next: ModelTestRecords): boolean {
  memory = next;
  const stored =
    Object.keys(next.parts).length ||
    next.attempts.length ||
    next.run ||
    next.runs.length ||
    next.oral ||
    next.orals.length
      ? safeStorage.set(MODEL_TEST_KEY, serializeRecords(next))
      : safeStorage.remove(MODEL_TEST_KEY);
  if (!stored) failed = true;
  for (const listener of listeners) listener();
  return stored;
}

/** The id of a part's record: `1/reading-3`. */
export const partId = (test: string, part: string) => `${test}/${part}`;

/** Changes one part's record; returns whether it could be stored. */
export function updatePart(id: string, change: (part: PartRecord) => PartRecord, now = Date.now()): boolean {
  const records = fresh();
  const next = { ...change(records.parts[id] ?? NEW_PART), updated: now };
  return commit({ ...records, parts: { ...records.parts, [id]: next } });
}

/** Adds a checked attempt to the history. */
export function addAttempt(attempt: Attempt): boolean {
  const records = fresh();
  recordActivity('model-part');
  return commit({ ...records, attempts: [...records.attempts, attempt] });
}

/** Changes the written run under way (`null`: none); returns whether it could be stored. */
export function updateRun(change: (run: WrittenRun | null) => WrittenRun | null): boolean {
  const records = fresh();
  return commit({ ...records, run: change(records.run) });
}

/** Ends the run under way with its result in the history. */
export function finishRun(result: RunResult): boolean {
  const records = fresh();
  recordActivity('model-part');
  return commit({ ...records, run: null, runs: [...records.runs, result] });
}

/** Changes the oral mock under way (`null`: none). */
export function updateOral(change: (oral: OralRun | null) => OralRun | null): boolean {
  const records = fresh();
  return commit({ ...records, oral: change(records.oral) });
}

/** Ends the oral mock under way with its checklist in the history. */
export function finishOral(result: OralResult): boolean {
  const records = fresh();
  recordActivity('oral-run');
  return commit({ ...records, oral: null, orals: [...records.orals, result] });
}

/** Replaces every record (a loaded backup file). */
export function replaceModelTestRecords(records: ModelTestRecords): boolean {
  return commit(records);
}

/** Forgets every answer and attempt. */
export function resetModelTestRecords(): boolean {
  return commit(NO_RECORDS);
}

/** The records now (for the backup file). */
export function readModelTestRecords(): ModelTestRecords {
  return current();
}

/** Subscribes to changes here and in other tabs (for `useSyncExternalStore`). */
export function subscribeModelTests(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== MODEL_TEST_KEY && event.key !== null) return;
    if (!failed) memory = parseStoredRecords(event.newValue);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The snapshot for `useSyncExternalStore`: the same object until something changes. */
export const modelTestSnapshot = current;
export const emptySnapshot = () => NO_RECORDS;
