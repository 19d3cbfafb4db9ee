import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, RELOAD_RETRY_MS, RELOAD_TRIES, SKIP_WAITING } from './service-worker';

/** A service worker as the page sees it: a state and its changes. */
class FakeWorker extends EventTarget {
  postMessage = vi.fn();
  constructor(public state: ServiceWorkerState) {
    super();
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  active: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve());
  /** The browser found a new version and starts installing it. */
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null;
  constructor(
    public registration: FakeRegistration,
    controller: FakeWorker | null,
  ) {
    super();
    this.controller = controller;
  }
  register = vi.fn(() => Promise.resolve(this.registration));
  /** A new worker takes control of the page. */
  controlledBy(worker: FakeWorker) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'hidden';
}

let registration: FakeRegistration;
let reload: ReturnType<typeof vi.fn<() => void>>;
let offers: (() => void)[];
let ready: boolean[];
let doc: FakeDocument;

async function start(controller: FakeWorker | null) {
  const container = new FakeContainer(registration, controller);
  await registerServiceWorker({
    container: container as unknown as ServiceWorkerContainer,
    url: '/sw.js',
    reload,
    onUpdateReady: (apply) => offers.push(apply),
    onOfflineReady: (firstTime) => ready.push(firstTime),
    doc,
  });
  return container;
}

beforeEach(() => {
  registration = new FakeRegistration();
  reload = vi.fn<() => void>();
  offers = [];
  ready = [];
  doc = new FakeDocument();
});

describe('service worker registration', () => {
  it('registers the worker for the whole site', async () => {
    const container = await start(null);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('says nothing and reloads nothing on the first install', async () => {
    const container = await start(null);
    const first = new FakeWorker('installing');
    registration.found(first);
    first.become('installed');
    first.become('activated');
    container.controlledBy(first);
    expect(offers).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a new version once it waits, and switches only when the reader takes the offer', async () => {
    const container = await start(new FakeWorker('activated'));
    const next = new FakeWorker('installing');
    registration.found(next);
    next.become('installed');
    expect(offers).toHaveLength(1);
    expect(next.postMessage).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    offers[0]!();
    expect(next.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
    expect(reload).not.toHaveBeenCalled();
    next.become('activated');
    container.controlledBy(next);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks for the reload again while the page is still there, a few times at most', async () => {
    vi.useFakeTimers();
    try {
      const container = await start(new FakeWorker('activated'));
      const next = new FakeWorker('installing');
      registration.found(next);
      next.become('installed');
      offers[0]!();
      next.become('activated');
      container.controlledBy(next);
      expect(reload).toHaveBeenCalledTimes(1);
      // A reload that happens ends the page and its timer; a lost one is asked again.
      vi.advanceTimersByTime(RELOAD_RETRY_MS - 1);
      expect(reload).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      expect(reload).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(RELOAD_RETRY_MS * 10);
      expect(reload).toHaveBeenCalledTimes(RELOAD_TRIES);
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers a version that was already waiting or installing when the page loaded', async () => {
    registration.waiting = new FakeWorker('installed');
    const installing = new FakeWorker('installing');
    registration.installing = installing;
    await start(new FakeWorker('activated'));
    expect(offers).toHaveLength(1);
    installing.become('installed');
    expect(offers).toHaveLength(2);
  });

  it('when another tab switched versions, offers a reload instead of reloading', async () => {
    const container = await start(new FakeWorker('activated'));
    const next = new FakeWorker('installing');
    registration.found(next);
    next.become('installed');
    next.become('activated'); // the other tab took its offer
    container.controlledBy(next);
    expect(reload).not.toHaveBeenCalled();
    expect(offers).toHaveLength(2);
    // Either offer now only reloads: the new version is already in control.
    offers[0]!();
    expect(next.postMessage).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reports the site ready offline for the first time once the first worker has stored it', async () => {
    const container = await start(null);
    const first = new FakeWorker('installing');
    registration.installing = first;
    registration.found(first);
    first.become('installed');
    // Installed is not yet in charge: the site reads offline once the worker is active.
    expect(ready).toEqual([]);
    first.become('activated');
    container.controlledBy(first);
    expect(ready).toEqual([true]);
  });

  it('does not report the first time when the worker fails to store the site', async () => {
    await start(null);
    const first = new FakeWorker('installing');
    registration.found(first);
    first.become('redundant');
    expect(ready).toEqual([]);
  });

  it('reports a site stored before as ready, never as news, also when a new version comes', async () => {
    const old = new FakeWorker('activated');
    registration.active = old;
    const container = await start(old);
    expect(ready).toEqual([false]);
    const next = new FakeWorker('installing');
    registration.found(next);
    next.become('installed');
    offers[0]!();
    next.become('activated');
    container.controlledBy(next);
    expect(ready).toEqual([false]);
  });

  it('counts an active worker as ready on a page it does not control (a hard reload)', async () => {
    registration.active = new FakeWorker('activated');
    await start(null);
    expect(ready).toEqual([false]);
  });

  it('looks for a new version when the reader comes back to the tab', async () => {
    await start(new FakeWorker('activated'));
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalledTimes(1);
  });
});
