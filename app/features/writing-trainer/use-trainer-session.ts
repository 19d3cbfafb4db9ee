import { useCallback, useEffect, useState } from 'react';
import { useToast } from '~/components/ui/toast';
import type { Lang } from '~/i18n/locales';
import { trainerMessages } from '~/i18n/writing-trainer-messages';
import { loadSession, saveSession, type TrainerSession } from './trainer-session';

// Storage failure is told once per visit, not at every keystroke or every sheet.
let failureReported = false;

/**
 * The trainer session of a sheet: read once, saved after every change (every keystroke: the text
 * survives a crash). When the browser refuses to store it, the reader hears so once and the
 * session lives on for the visit.
 */
export function useTrainerSession(
  route: string,
  lang: Lang,
): [TrainerSession, (change: (session: TrainerSession) => TrainerSession) => void] {
  const toast = useToast();
  const [session, setSession] = useState(() => loadSession(route));
  useEffect(() => {
    if (saveSession(route, session) || failureReported) return;
    failureReported = true;
    toast(trainerMessages(lang).storageFailed);
  }, [route, session, lang, toast]);
  const update = useCallback((change: (session: TrainerSession) => TrainerSession) => setSession(change), []);
  return [session, update];
}
