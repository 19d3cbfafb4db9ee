/** The message Workbox's generated worker answers by activating at once (see scripts/service-worker.mjs). */
export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

/**
 * A reload the reader asked for is asked again after this long if the page is still here (a timer
 * dies with its page): on a slow phone the reload that follows the switch to a new worker was seen
 * to be lost, leaving the old page and no toast (offline-update.spec.ts, the CPU slowed 10×).
 */
export const RELOAD_RETRY_MS = 8000;
/** How many times in all the page asks for the reload. */
export const RELOAD_TRIES = 3;

/** What the registration needs from the browser; a parameter so the flow can be tested without one. */
export interface ServiceWorkerDeps {
  container: ServiceWorkerContainer;
  /** Where the worker is served (`/sw.js`). */
  url: string;
  /** Reloads the page (`location.reload`). */
  reload: () => void;
  /** Offers the reader a new version; `apply` switches to it and reloads. Never called on first install. */
  onUpdateReady: (apply: () => void) => void;
  /**
   * The site is stored for reading offline: `firstTime` when the first worker of this browser has
   * just finished storing it (once), not when a worker was active already as the page loaded.
   */
  onOfflineReady?: (firstTime: boolean) => void;
  /** The document, for checking for a new version when the reader comes back to the tab. */
  doc?: Pick<Document, 'visibilityState' | 'addEventListener'>;
}

/**
 * Registers the service worker and watches for new deployments. A new worker installs beside the
 * old one and waits; the reader is offered a reload and nothing reloads unless they take it.
 */
export async function registerServiceWorker({
  container,
  url,
  reload,
  onUpdateReady,
  onOfflineReady = () => {},
  doc = document,
}: ServiceWorkerDeps): Promise<ServiceWorkerRegistration> {
  const registration = await container.register(url, { scope: '/' });
  let applying = false;
  let reloads = 0;
  const reloadAsked = () => {
    reload();
    reloads += 1;
    if (reloads < RELOAD_TRIES) setTimeout(reloadAsked, RELOAD_RETRY_MS);
  };
  let controlled = container.controller !== null;
  // A worker becomes active only once it has stored every file of its precache: an active one
  // means the site reads offline. One active already as the page loaded is no news.
  let ready = registration.active !== null || controlled;
  if (ready) onOfflineReady(false);

  const offer = (waiting: ServiceWorker) =>
    onUpdateReady(() => {
      // Another tab may have switched to this version already: then only the reload is left.
      if (waiting.state !== 'installed') return reloadAsked();
      applying = true;
      waiting.postMessage(SKIP_WAITING);
    });

  container.addEventListener('controllerchange', () => {
    // The reader asked for the new version: show it once it controls the page.
    if (applying) reloadAsked();
    // Another tab switched to a new version: this page's scripts are from the old one.
    else if (controlled) onUpdateReady(reloadAsked);
    // Otherwise the first worker has just taken the page: nothing changed for the reader.
    controlled = true;
  });

  const watch = (installing: ServiceWorker | null) =>
    installing?.addEventListener('statechange', () => {
      // Installed with a controller present means "waiting"; without one it is the first install.
      if (installing.state === 'installed' && container.controller) offer(installing);
      if (installing.state === 'activated' && !ready) {
        ready = true;
        onOfflineReady(true);
      }
    });
  // The visit that brought this page may have found a new version already: waiting or installing.
  if (registration.waiting && container.controller) offer(registration.waiting);
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));

  // A phone keeps a tab for days: look for a new version whenever the reader comes back to it.
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
  return registration;
}
