import { safeStorage } from '~/lib/storage';

/**
 * The reading speed of every German voice on the site (the listen controls and the phrase drill):
 * the voice's own speed or a slower one, remembered in this browser.
 */

/** Speech rate of the slower speed: clearly slower, still natural (1 is the voice's own speed). */
export const SLOW_RATE = 0.7;

const KEY = 'b1.listen.v1';
const listeners = new Set<() => void>();
let slow: boolean | undefined;

/** Whether the reader asked for the slower speed (remembered in this browser). */
export function isSlow(): boolean {
  if (slow === undefined) {
    try {
      slow = (JSON.parse(safeStorage.get(KEY) ?? '{}') as { slow?: unknown }).slow === true;
    } catch {
      slow = false;
    }
  }
  return slow;
}

/** The rate for the next utterance. */
export function currentRate(): number {
  return isSlow() ? SLOW_RATE : 1;
}

/**
 * Switches the slower speed at once (speech in progress follows) and remembers it; returns
 * whether it was stored. When storage fails the choice still holds until the page is closed.
 */
export function setSlow(value: boolean): boolean {
  slow = value;
  for (const listener of listeners) listener();
  return safeStorage.set(KEY, JSON.stringify({ slow: value }));
}

/** Calls `listener` whenever the speed changes. */
export function subscribeRate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
