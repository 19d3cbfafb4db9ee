import { useCallback } from 'react';
import { NEW_PART, type PartRecord } from '~/stores/model-test-records';
import { addAttempt, partId, updatePart, useModelTestRecords } from '~/stores/model-test-store';

let storageWarned = false;

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
