import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useToast } from '~/components/ui/toast';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { afterLoadAndIdle } from '~/lib/idle';
import { SERVICE_WORKER_FILE } from '~/lib/web-app.mjs';
import {
  reportOfflineReady,
  siteVersion,
  subscribeOfflineReady,
  takeOfflineNews,
  useOfflineReady,
} from './offline-ready';

type Offer = (apply: () => void) => void;

// The worker's events outlive any one shell (the error boundary mounts its own), so they go to
// whichever shell is mounted now; an offer made between two shells waits for the next one.
let started = false;
let showOffer: Offer | null = null;
let pendingOffer: (() => void) | null = null;

/**
 * Offline reading, the update toast, and once, when the site has just been stored for the first
 * time, a toast that says it now reads offline (the footer keeps saying so: `OfflineStatus`).
 * Registers the service worker once the page has loaded and the browser is idle; its code is a
 * separate chunk, so a first visit never waits for it.
 */
export function OfflineSupport({ lang }: { lang: Lang }) {
  const toast = useToast();
  const text = messages(lang).offline;
  const { pathname } = useLocation();
  const ready = useOfflineReady();

  useEffect(() => {
    showOffer = (apply) => toast(text.updateReady, { action: { label: text.updateAction, run: apply } });
    if (pendingOffer) {
      showOffer(pendingOffer);
      pendingOffer = null;
    }
    return () => {
      showOffer = null;
    };
  }, [toast, text]);

  useEffect(() => {
    const tell = () => {
      if (takeOfflineNews()) toast(text.readyToast);
    };
    tell();
    return subscribeOfflineReady(tell);
  }, [toast, text]);

  useEffect(() => {
    if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    started = true;
    afterLoadAndIdle()
      .then(() => import('./service-worker'))
      .then(({ registerServiceWorker }) =>
        registerServiceWorker({
          container: navigator.serviceWorker,
          url: `/${SERVICE_WORKER_FILE}`,
          reload: () => window.location.reload(),
          onUpdateReady: (apply) => {
            if (showOffer) showOffer(apply);
            else pendingOffer = apply;
          },
          onOfflineReady: reportOfflineReady,
        }),
      )
      // Without a worker the site works as before, online; there is nothing to tell the reader.
      .catch(() => undefined);
  }, []);

  // Once the site is stored: the model test of this page too, with every page of it (they are not
  // in the first download), and after a new version every test stored before.
  useEffect(() => {
    const version = siteVersion();
    if (!ready || version === undefined || !('caches' in window)) return;
    import('./opened-tests')
      .then(({ keepOpenedTests }) => keepOpenedTests(pathname, version))
      // Without a connection or room the test is not stored; the next page tries again.
      .catch(() => undefined);
  }, [ready, pathname]);

  return null;
}
