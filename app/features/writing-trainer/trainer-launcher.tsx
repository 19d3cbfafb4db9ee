import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '~/components/ui/toast';
import type { WritingPractice } from '~/content/writing-practice';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { TRAINER_TRIGGER } from '~/lib/writing-trainer-trigger';
import { trainerWasOpen } from './trainer-key';
import type * as Trainer from './writing-trainer';

// The trainer (its dialog, timer and editor) loads when the reader reaches for the button. A failed
// load is forgotten, so the next press tries again instead of repeating the failure.
let loading: Promise<typeof Trainer> | null = null;
function loadTrainer() {
  return (loading ??= import('./writing-trainer').catch((error: unknown) => {
    loading = null;
    throw error;
  }));
}
const WritingTrainer = lazy(() => loadTrainer().then((m) => ({ default: m.WritingTrainer })));

const SELECTOR = `[${TRAINER_TRIGGER}]`;

interface LauncherProps {
  route: string;
  lang: Lang;
  practice: WritingPractice;
}

/**
 * Connects the "Practise this task" button of the prerendered task to the writing trainer. Only this
 * small part is in the sheet's bundle; the trainer itself is rendered once its code is there. A
 * trainer left open (a reload, a crash) opens again when the page is back.
 */
export function WritingTrainerLauncher({ route, lang, practice }: LauncherProps) {
  const toast = useToast();
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const show = useCallback(
    (trigger: HTMLElement | null) => {
      opener.current = trigger;
      loadTrainer().then(
        () => {
          setLoaded(true);
          setOpen(true);
        },
        () => toast(messages(lang).trainer.loadFailed),
      );
    },
    [lang, toast],
  );

  useEffect(() => {
    const trigger = (event: Event) =>
      event.target instanceof Element ? event.target.closest<HTMLElement>(SELECTOR) : null;
    const onClick = (event: MouseEvent) => {
      const button = trigger(event);
      if (button) show(button);
    };
    const prepare = (event: Event) => {
      if (trigger(event)) loadTrainer().catch(() => {});
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', prepare);
    document.addEventListener('focusin', prepare);
    if (trainerWasOpen(route)) show(null);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', prepare);
      document.removeEventListener('focusin', prepare);
    };
  }, [route, show]);

  // Focus goes back to the button that opened the trainer, or to the task's button when the
  // trainer opened by itself or the section was swapped to the other language meanwhile.
  const onClosed = useCallback(() => {
    const back = opener.current?.isConnected ? opener.current : document.querySelector<HTMLElement>(SELECTOR);
    back?.focus();
  }, []);

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      {/* One trainer per sheet: moving to another writing sheet starts from that sheet's session. */}
      <WritingTrainer
        key={route}
        route={route}
        lang={lang}
        practice={practice}
        open={open}
        onOpenChange={setOpen}
        onClosed={onClosed}
      />
    </Suspense>
  );
}
