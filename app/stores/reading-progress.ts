import * as v from 'valibot';
import { persisted } from '~/lib/persisted';
import { readJson, someOf } from '~/lib/stored-json';

/**
 * What a reader has done on this device: the sheets marked as learned and the last place read.
 * Kept in localStorage only (nothing leaves the browser); broken or foreign data reads as empty.
 */
export interface ReadingProgress {
  /** Routes of the sheets the reader marked as learned. */
  learned: string[];
  /** The last sheet read, and the section the reader was in. */
  last: { route: string; section?: string } | null;
}

/** Where the reading progress is kept (the progress page checks it before its first paint). */
export const READING_PROGRESS_KEY = 'b1.progress.v1';
const EMPTY: ReadingProgress = { learned: [], last: null };

/** Stored progress: anything but strings dropped from the routes, a broken last place forgotten. */
const storedProgress = v.object({
  learned: v.fallback(
    v.pipe(
      someOf(v.string()),
      v.transform((routes) => [...new Set(routes)]),
    ),
    [],
  ),
  last: v.fallback(
    v.nullable(v.object({ route: v.string(), section: v.fallback(v.optional(v.string()), undefined) })),
    null,
  ),
});

/** Parses stored progress, dropping anything that is not of the expected shape. */
export const parseProgress: (raw: string | null) => ReadingProgress = readJson(storedProgress, EMPTY);

const store = persisted<ReadingProgress>({
  key: READING_PROGRESS_KEY,
  parse: parseProgress,
  serialize: (progress) => JSON.stringify(progress),
  initial: EMPTY,
});

/** The stored progress (the same object until it changes, as useSyncExternalStore needs). */
export const readProgress = store.read;

/** Marks a sheet as learned or not; returns whether it could be stored. */
export function setLearned(route: string, learned: boolean): boolean {
  return store.update((current) => {
    const others = current.learned.filter((r) => r !== route);
    return { ...current, learned: learned ? [...others, route] : others };
  });
}

/** Remembers the sheet (and section) being read, for "continue where you left off". */
export function recordVisit(route: string, section?: string): boolean {
  return store.update((current) => ({ ...current, last: section ? { route, section } : { route } }));
}

/** The reader's progress; empty in the prerendered HTML and until hydration. */
export const useReadingProgress = store.useValue;
