import { isSlow, setSlow, subscribeRate } from '~/lib/speech/rate';

/** The speed toggle of a page (rendered by `ListenRateToggle`). */
const TOGGLE = '[data-listen-rate]';
let storageReported = false;

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
