import { safeStorage } from '~/lib/storage';

/** Speech rate of the slower speed: clearly slower, still natural (1 is the voice's own speed). */
export const SLOW_RATE = 0.7;

const KEY = 'b1.listen.v1';
/** The speed toggle of a page (rendered by `ListenRateToggle`). */
const TOGGLE = '[data-listen-rate]';
const listeners = new Set<() => void>();
let slow: boolean | undefined;
let storageReported = false;

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

/** Switches the slower speed at once and remembers it; returns whether it was stored. */
function setSlow(value: boolean): boolean {
  slow = value;
  for (const listener of listeners) listener();
  return safeStorage.set(KEY, JSON.stringify({ slow: value }));
}

/** Calls `listener` whenever the speed changes. */
export function subscribeRate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Makes the speed toggles under `root` work: their pressed state shows the remembered speed, a
 * press switches it. When storage fails the choice still holds until the page is closed and
 * `onStorageFailure` runs, once a visit. Returns the undo.
 */
export function bindRateToggles(root: HTMLElement, onStorageFailure: () => void): () => void {
  const sync = () => {
    for (const toggle of root.querySelectorAll(TOGGLE)) toggle.setAttribute('aria-pressed', String(isSlow()));
  };
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest(TOGGLE)) return;
    if (!setSlow(!isSlow()) && !storageReported) {
      storageReported = true;
      onStorageFailure();
    }
  };
  root.addEventListener('click', onClick);
  const unsubscribe = subscribeRate(sync);
  sync();
  return () => {
    root.removeEventListener('click', onClick);
    unsubscribe();
  };
}
