import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useToast } from '~/components/ui/toast';
import type { WritingPractice } from '~/content/writing-practice';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { TRAINER_TRIGGER } from '~/lib/writing-trainer-trigger';
import { trainerWasOpen } from './trainer-key';
import type { WritingTrainerProps } from './writing-trainer';

/** The trainer as its route composes it (with the writing coach), loaded on first use. */
export type LoadTrainer = () => Promise<ComponentType<WritingTrainerProps>>;

// The trainer (its dialog, timer and editor) loads when the reader reaches for the button. A failed
// load is forgotten, so the next press tries again instead of repeating the failure.
let loading: ReturnType<LoadTrainer> | null = null;
function loadOnce(load: LoadTrainer) {
  return (loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  }));
}

const SELECTOR = `[${TRAINER_TRIGGER}]`;

interface LauncherProps {
  route: string;
  lang: Lang;
  practice: WritingPractice;
  /** Loads the trainer: the route composes it (features do not import each other). */
  load: LoadTrainer;
}

/**
 * Connects the "Practise this task" button of the prerendered task to the writing trainer. Only this
 * small part is in the sheet's bundle; the trainer itself is rendered once its code is there. A
 * trainer left open (a reload, a crash) opens again when the page is back.
 */
export function WritingTrainerLauncher({ route, lang, practice, load }: LauncherProps) {
  const toast = useToast();
  const [Trainer, setTrainer] = useState<ComponentType<WritingTrainerProps> | null>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const show = useCallback(
    (trigger: HTMLElement | null) => {
      opener.current = trigger;
      loadOnce(load).then(
        (component) => {
          setTrainer(() => component);
          setOpen(true);
        },
        () => toast(messages(lang).trainer.loadFailed),
      );
    },
    [lang, toast, load],
  );

  useEffect(() => {
    const trigger = (event: Event) =>
      event.target instanceof Element ? event.target.closest<HTMLElement>(SELECTOR) : null;
    const onClick = (event: MouseEvent) => {
      const button = trigger(event);
      if (button) show(button);
    };
    const prepare = (event: Event) => {
      if (trigger(event)) loadOnce(load).catch(() => {});
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
  }, [route, show, load]);

  // Focus goes back to the button that opened the trainer, or to the task's button when the
  // trainer opened by itself or the section was swapped to the other language meanwhile.
  const onClosed = useCallback(() => {
    const back = opener.current?.isConnected ? opener.current : document.querySelector<HTMLElement>(SELECTOR);
    back?.focus();
  }, []);

  if (!Trainer) return null;
  return (
    // One trainer per sheet: moving to another writing sheet starts from that sheet's session.
    <Trainer
      key={route}
      route={route}
      lang={lang}
      practice={practice}
      open={open}
      onOpenChange={setOpen}
      onClosed={onClosed}
    />
  );
}
