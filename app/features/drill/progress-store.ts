import { useSyncExternalStore } from 'react';
import { safeStorage } from '~/lib/storage';
import { parseStoredProgress, serializeProgress } from './progress-file';
import type { Day } from '~/lib/day';
import { review, type Progress } from './schedule';

/** Versioned like every key of the site; the value is `{ version, cards }` (progress-file.ts). */
const KEY = 'b1.drill.v1';
const EMPTY: Progress = {};
const listeners = new Set<() => void>();

/**
 * The progress of this visit. Storage is read once and then mirrors every change, so when
 * storage fails (private mode, quota) the drill still schedules correctly until the page closes.
 */
let memory: Progress | null = null;

function current(): Progress {
  memory ??= parseStoredProgress(safeStorage.get(KEY));
  return memory;
}

/** Keeps the new progress for this visit; returns whether it could also be stored. */
function commit(next: Progress): boolean {
  memory = next;
  const stored =
    Object.keys(next).length > 0 ? safeStorage.set(KEY, serializeProgress(next)) : safeStorage.remove(KEY);
  for (const listener of listeners) listener();
  return stored;
}

/** Records that a card was marked known or not on `today`; returns whether it could be stored. */
export function recordReview(id: string, known: boolean, today: Day): boolean {
  const progress = current();
  return commit({ ...progress, [id]: review(progress[id], known, today) });
}

/** Replaces all progress (an imported file); returns whether it could be stored. */
export function replaceProgress(progress: Progress): boolean {
  return commit(progress);
}

/** Forgets all progress: every card is new again. */
export function resetProgress(): boolean {
  return commit(EMPTY);
}

/** The progress now (for the export). */
export function readDrillProgress(): Progress {
  return current();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab drilled: take its progress, so this tab neither shows stale counts nor overwrites it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY && event.key !== null) return;
    memory = parseStoredProgress(event.newValue);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The learner's drill progress; empty in the prerendered HTML and until hydration. */
export function useDrillProgress(): Progress {
  return useSyncExternalStore(subscribe, current, () => EMPTY);
}
