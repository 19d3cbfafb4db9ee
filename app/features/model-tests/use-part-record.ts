import { useCallback, useSyncExternalStore } from 'react';
import { NEW_PART, type PartRecord } from '~/lib/model-test-records';
import {
  addAttempt,
  emptySnapshot,
  modelTestSnapshot,
  partId,
  subscribeModelTests,
  updatePart,
} from '~/lib/model-test-store';
import type { ModelTestRecords } from '~/lib/model-test-records';

let storageWarned = false;

/** Every record and attempt of the model tests; empty in the prerendered HTML and until hydration. */
export function useModelTestRecords(): ModelTestRecords {
  return useSyncExternalStore(subscribeModelTests, modelTestSnapshot, emptySnapshot);
}

/**
 * One part's record and the changes a page makes to it. `onStorageFailed` is called once per visit
 * when storage refuses a write (the part goes on in memory).
 */
export function usePartRecord(test: string, part: string, onStorageFailed: () => void) {
  const records = useModelTestRecords();
  const id = partId(test, part);
  const record: PartRecord = records.parts[id] ?? NEW_PART;
  const report = useCallback(
    (stored: boolean) => {
      if (stored || storageWarned) return;
      storageWarned = true;
      onStorageFailed();
    },
    [onStorageFailed],
  );
  const change = useCallback(
    (update: (part: PartRecord) => PartRecord) => report(updatePart(id, update)),
    [id, report],
  );
  const attempt = useCallback(
    (result: { right: number; count: number; points: number; max: number }) =>
      report(addAttempt({ test, part, date: new Date().toISOString(), ...result })),
    [test, part, report],
  );
  return { record, change, attempt, attempts: records.attempts };
}
