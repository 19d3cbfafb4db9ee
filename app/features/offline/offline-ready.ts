import { useSyncExternalStore } from 'react';

/**
 * Whether the site is stored for reading offline, as the service worker reported it on this visit,
 * and whether that is news (stored just now, for the first time) the reader has not been told yet.
 * Module state: the worker's report outlives any one shell (the error boundary mounts its own).
 */
let ready = false;
let news = false;
const listeners = new Set<() => void>();

/** The worker reported the site stored; `firstTime` when it has just stored it for the first time. */
export function reportOfflineReady(firstTime: boolean): void {
  ready = true;
  if (firstTime) news = true;
  for (const listener of listeners) listener();
}

/** Takes the news once: true only for the first caller after the first store. */
export function takeOfflineNews(): boolean {
  const had = news;
  news = false;
  return had;
}

/** Calls `listener` whenever the worker reports; returns the unsubscribe. */
export function subscribeOfflineReady(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the site reads offline; false in the prerendered HTML and until the worker reports. */
export function useOfflineReady(): boolean {
  return useSyncExternalStore(
    subscribeOfflineReady,
    () => ready,
    () => false,
  );
}

/** The version of the site this page belongs to (React Router's build), or undefined without one. */
export function siteVersion(): string | undefined {
  return (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version;
}
