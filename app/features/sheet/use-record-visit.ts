import { useEffect } from 'react';
import { recordVisit } from '~/stores/reading-progress';

/** A section counts as "where the reader is" once they stay in it this long. */
const SETTLE_MS = 1500;

/**
 * Remembers the sheet at once and the section being read once the reader settles in it, so
 * scrolling past a dozen sections writes to storage once, not a dozen times.
 */
export function useRecordVisit(route: string, section: string | null): void {
  useEffect(() => {
    if (!section) {
      recordVisit(route);
      return;
    }
    const timer = window.setTimeout(() => recordVisit(route, section), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [route, section]);
}
