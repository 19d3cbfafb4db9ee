import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useToast } from '~/components/ui/toast';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { afterLoadAndIdle } from '~/lib/idle';
import type { ListenSession } from './listen-controls';

/**
 * Listen controls on the German of a sheet. Nothing of the feature is in the first-visit bundle
 * but this hook and the speed toggle's markup: after hydration, when the browser is idle, and only
 * where the browser has speech synthesis, the controls' code loads (`listen-controls`); it adds
 * them once a German voice is known. Speaking stops on every navigation (hash links included) and
 * when the sheet is left.
 */
export function useListen(lang: Lang): void {
  const session = useRef<ListenSession | null>(null);
  const { key } = useLocation();
  const toast = useToast();

  useEffect(() => {
    if (!('speechSynthesis' in window)) return;
    let left = false;
    void afterLoadAndIdle()
      .then(() => (left ? undefined : import('./listen-controls')))
      .then((module) => {
        if (module && !left)
          session.current = module.startListen(lang, () => toast(messages(lang).language.toastStorage));
      })
      // Offline before the chunk was ever loaded: the sheet simply has no listen controls.
      .catch(() => undefined);
    return () => {
      left = true;
      session.current?.dispose();
      session.current = null;
    };
  }, [lang, toast]);

  // The cleanup runs when the location changes: a navigation silences the voice.
  useEffect(() => () => session.current?.stop(), [key]);
}
