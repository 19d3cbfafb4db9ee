import * as v from 'valibot';
import { persisted } from '../persisted';
import { readJson } from '../stored-json';

/**
 * The reading speed of every German voice on the site (the listen controls and the phrase drill):
 * the voice's own speed or a slower one, remembered in this browser.
 */

/** Speech rate of the slower speed: clearly slower, still natural (1 is the voice's own speed). */
export const SLOW_RATE = 0.7;

const KEY = 'b1.listen.v1';

/** When storage fails the choice still holds until the page is closed. */
const store = persisted<boolean>({
  key: KEY,
  parse: readJson(
    v.pipe(
      v.looseObject({ slow: v.fallback(v.boolean(), false) }),
      v.transform(({ slow }) => slow),
    ),
    false,
  ),
  serialize: (slow) => JSON.stringify({ slow }),
  initial: false,
});

/** Whether the reader asked for the slower speed (remembered in this browser). */
export const isSlow = store.read;

/** The rate for the next utterance. */
export function currentRate(): number {
  return isSlow() ? SLOW_RATE : 1;
}

/** Switches the slower speed at once (speech in progress follows) and remembers it; returns whether it was stored. */
export const setSlow = store.write;

/** Calls `listener` whenever the speed changes (here or in another tab). */
export const subscribeRate = store.subscribe;

/** The speed choice for a component; the voice's own speed until hydration. */
export const useSlow = store.useValue;
