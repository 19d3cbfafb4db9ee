import { persisted } from '~/lib/persisted';
import { parseStoredProgress, serializeProgress } from '~/stores/drill-cards';
import type { Day } from '~/lib/day';
import { review, type Progress } from './schedule';

/** Versioned like every key of the site; the value is `{ version, cards }` (`~/stores/drill-cards`). */
export const DRILL_KEY = 'b1.drill.v1';
const EMPTY: Progress = {};

const store = persisted<Progress>({
  key: DRILL_KEY,
  parse: parseStoredProgress,
  serialize: (progress) => (Object.keys(progress).length > 0 ? serializeProgress(progress) : null),
  initial: EMPTY,
});

/** Records that a card was marked known or not on `today`; returns whether it could be stored. */
export function recordReview(id: string, known: boolean, today: Day): boolean {
  return store.update((progress) => ({ ...progress, [id]: review(progress[id], known, today) }));
}

/** The progress now (for the backup file). */
export const readDrillProgress = store.read;

/** The learner's drill progress; empty in the prerendered HTML and until hydration. */
export const useDrillProgress = store.useValue;
