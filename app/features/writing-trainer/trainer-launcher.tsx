import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useToast } from '~/components/ui/toast';
import type { WritingPractice } from '~/content/writing-practice';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { TRAINER_TRIGGER } from '~/lib/writing-trainer-trigger';
import { sessionKey, trainerWasOpen } from './trainer-key';
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

/**
 * The task a button opens: its attribute holds the task's number from 0 (the task's own button); the
 * card among the practice at the sheet's end leaves it empty and opens the first task.
 */
function taskOf(button: HTMLElement, tasks: number): number {
  const task = Number(button.getAttribute(TRAINER_TRIGGER) || 0);
  return Number.isInteger(task) && task >= 0 && task < tasks ? task : 0;
}

interface LauncherProps {
  route: string;
  lang: Lang;
  /** Every task the trainer practises on the sheet, in the sheet's order (at least one). */
  practices: readonly WritingPractice[];
  /** Loads the trainer: the route composes it (features do not import each other). */
  load: LoadTrainer;
}

/**
 * Connects the "Practise this task" buttons of the prerendered tasks to the writing trainer: each
 * opens it on its own task, with its own session (`sessionKey`). Only this small part is in the
 * sheet's bundle; the trainer itself is rendered once its code is there. A trainer left open (a
 * reload, a crash) opens again on its task when the page is back.
 */
export function WritingTrainerLauncher({ route, lang, practices, load }: LauncherProps) {
  const toast = useToast();
  const [Trainer, setTrainer] = useState<ComponentType<WritingTrainerProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [task, setTask] = useState(0);
  const opener = useRef<HTMLElement | null>(null);
  const tasks = practices.length;

  const show = useCallback(
    (trigger: HTMLElement | null, chosen: number) => {
      opener.current = trigger;
      loadOnce(load).then(
        (component) => {
          setTrainer(() => component);
          setTask(chosen);
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
      if (button) show(button, taskOf(button, tasks));
    };
    const prepare = (event: Event) => {
      if (trigger(event)) loadOnce(load).catch(() => {});
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', prepare);
    document.addEventListener('focusin', prepare);
    const wasOpen = Array.from({ length: tasks }, (_, i) => i).find((i) =>
      trainerWasOpen(sessionKey(route, i)),
    );
    if (wasOpen !== undefined) show(null, wasOpen);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', prepare);
      document.removeEventListener('focusin', prepare);
    };
  }, [route, tasks, show, load]);

  // Focus goes back to the button that opened the trainer, or to its task's button when the
  // trainer opened by itself or the section was swapped to the other language meanwhile.
  const onClosed = useCallback(() => {
    const back = opener.current?.isConnected
      ? opener.current
      : (document.querySelector<HTMLElement>(`[${TRAINER_TRIGGER}="${task}"]`) ??
        document.querySelector<HTMLElement>(SELECTOR));
    back?.focus();
  }, [task]);

  const practice = practices[task];
  if (!Trainer || !practice) return null;
  const key = sessionKey(route, task);
  return (
    // One trainer per task: another task, or another writing sheet, starts from its own session.
    <Trainer
      key={key}
      route={key}
      lang={lang}
      practice={practice}
      open={open}
      onOpenChange={setOpen}
      onClosed={onClosed}
    />
  );
}
