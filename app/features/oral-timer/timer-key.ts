import * as v from 'valibot';
import { safeStorage } from '~/lib/storage';
import { parseJson } from '~/lib/stored-json';

/** Where the timer keeps its settings in this browser (`timer-store.ts`). */
export const TIMER_KEY = 'b1.oral-timer.v1';

/**
 * Whether the timer was open when the reader left: then the sheet loads the timer's code at once.
 * Kept apart from the store so that the sheet's own bundle carries only this check.
 */
export function storedOpen(): boolean {
  return v.is(v.looseObject({ open: v.literal(true) }), parseJson(safeStorage.get(TIMER_KEY)));
}
