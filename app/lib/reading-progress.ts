import { persisted } from './persisted';

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

const KEY = 'b1.progress.v1';
const EMPTY: ReadingProgress = { learned: [], last: null };

/** Parses stored progress, dropping anything that is not of the expected shape. */
export function parseProgress(raw: string | null): ReadingProgress {
  if (!raw) return EMPTY;
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null) return EMPTY;
    const { learned, last } = data as Record<string, unknown>;
    const routes = Array.isArray(learned) ? learned.filter((r): r is string => typeof r === 'string') : [];
    const lastOk =
      typeof last === 'object' && last !== null && typeof (last as Record<string, unknown>).route === 'string'
        ? {
            route: (last as { route: string }).route,
            ...(typeof (last as Record<string, unknown>).section === 'string'
              ? { section: (last as { section: string }).section }
              : {}),
          }
        : null;
    return { learned: [...new Set(routes)], last: lastOk };
  } catch {
    return EMPTY;
  }
}

const store = persisted<ReadingProgress>({
  key: KEY,
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
