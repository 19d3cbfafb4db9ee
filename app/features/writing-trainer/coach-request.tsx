import { MessageSquareText, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { buttonClass } from '~/components/ui/button';
import type { WritingPractice } from '~/content/writing-practice';
import type { Lang } from '~/i18n/locales';
import { trainerMessages } from '~/i18n/writing-trainer-messages';
import { cn } from '~/lib/cn';
import { afterLoadAndIdle } from '~/lib/idle';
import type { CoachFeedbackProps, CoachModule, LoadCoach } from './coach-slot';

/** The coach's code, once loaded: shared by every trainer of the visit. A failed load is forgotten. */
let loaded: Promise<CoachModule> | null = null;
/** The tasks whose analysis has run once this visit (warm), by their task object. */
const warmed = new WeakSet<object>();

/** The coach as the trainer asks for it: loaded once, tried again after a failure. */
function useCoach(load: LoadCoach | undefined) {
  const [Feedback, setFeedback] = useState<ComponentType<CoachFeedbackProps> | null>(null);
  const [failed, setFailed] = useState(false);
  // `quiet`: a load she did not ask for (the warm-up) says nothing when it fails.
  const fetchCoach = useCallback(
    (quiet = false) => {
      if (!load) return Promise.resolve(null);
      if (!quiet) setFailed(false);
      return (loaded ??= load()).then(
        (coach) => {
          setFeedback(() => coach.Feedback);
          return coach;
        },
        () => {
          loaded = null;
          if (!quiet) setFailed(true);
          return null;
        },
      );
    },
    [load],
  );
  return { Feedback, failed, fetchCoach };
}

/**
 * The writing coach in the trainer. While writing (`onRequest`): a button that computes the feedback
 * for the text as it is now, and says when the text has changed since. On the self-assessment
 * (`atOnce`): the feedback of the finished letter, at once. The button sits in the bar above the text
 * so it stays in reach while typing on a phone; the feedback is rendered where `target` says.
 */
export function useCoachRequest({
  load,
  text,
  atOnce,
  practice,
}: {
  load: LoadCoach | undefined;
  text: string;
  atOnce: boolean;
  /** While writing: the task, whose analysis is warmed once she has started to write. */
  practice?: WritingPractice;
}) {
  const { Feedback, failed, fetchCoach } = useCoach(load);
  // She has started to write: the coach's code loads and its analysis runs once on a short letter
  // while the browser is idle, so her first request is as quick as an update (issue 31's budget).
  // A failed load here says nothing: her request tries again and says so.
  const writing = text.trim() !== '';
  useEffect(() => {
    if (!writing || !practice || !load || warmed.has(practice.task)) return;
    let live = true;
    void afterLoadAndIdle()
      .then(() => (live ? fetchCoach(true) : null))
      .then((coach) => {
        if (!coach || warmed.has(practice.task)) return;
        warmed.add(practice.task);
        coach.warm(practice);
      });
    return () => {
      live = false;
    };
  }, [writing, practice, load, fetchCoach]);
  // The text the feedback shown is about (null: none asked for yet).
  const [asked, setAsked] = useState<string | null>(null);
  // On the self-assessment the letter is finished: its feedback is always the one shown.
  const askedFor = atOnce ? text : asked;
  const [pending, setPending] = useState(false);
  const focusPanelRef = useRef(false);
  useEffect(() => {
    if (atOnce) void fetchCoach();
  }, [atOnce, fetchCoach]);
  const request = () => {
    setPending(true);
    void fetchCoach().then((coach) => {
      setPending(false);
      if (!coach) return;
      focusPanelRef.current = true;
      setAsked(text);
    });
  };
  return { Feedback, failed, pending, askedFor, request, focusPanelRef, available: load !== undefined };
}

type CoachState = ReturnType<typeof useCoachRequest>;

/** The request button (and "update" once the text has changed since the feedback shown). */
export function CoachButton({ lang, coach, text }: { lang: Lang; coach: CoachState; text: string }) {
  const t = trainerMessages(lang).coach;
  // Nothing written, nothing to say: the button comes with the first words.
  if (!coach.available || text.trim() === '') return null;
  const stale = coach.askedFor !== null && coach.askedFor !== text;
  if (coach.askedFor !== null && !stale) return null;
  const Icon = stale ? RefreshCw : MessageSquareText;
  return (
    <button
      type="button"
      className={cn(buttonClass.secondary, 'text-sm')}
      onClick={coach.request}
      aria-disabled={coach.pending || undefined}
      data-print="hide"
    >
      <Icon aria-hidden="true" className="size-4" />
      {stale ? t.update : t.request}
    </button>
  );
}

/** Where the feedback shows: the panel, or what stands in its way (loading, a failed load). */
export function CoachArea({
  lang,
  coach,
  text,
  practice,
  handled,
}: {
  lang: Lang;
  coach: CoachState;
  text: string;
  practice: WritingPractice;
  handled: readonly number[];
}) {
  const t = trainerMessages(lang).coach;
  const area = useRef<HTMLDivElement>(null);
  const { Feedback, askedFor, focusPanelRef } = coach;
  useEffect(() => {
    if (!Feedback || askedFor === null || !focusPanelRef.current) return;
    focusPanelRef.current = false;
    area.current?.focus();
  }, [Feedback, askedFor, focusPanelRef]);
  if (!coach.available) return null;
  const stale = askedFor !== null && askedFor !== text;
  const status = coach.failed
    ? t.loadFailed
    : coach.pending || (askedFor !== null && !Feedback)
      ? t.loading
      : '';
  return (
    <div ref={area} tabIndex={-1} className="scroll-mt-24 space-y-2 outline-none" data-testid="coach-area">
      {/* Loading and a failure are said (otherwise easy to miss), only while there is something to
          say: the trainer's clock has the dialog's one lasting live region. */}
      {status && (
        <p role="status" className="text-sm text-slate-700">
          {status}
        </p>
      )}
      {stale && <p className="text-sm font-semibold text-amber-800">{t.changed}</p>}
      {Feedback && askedFor !== null && askedFor.trim() !== '' && (
        <Feedback lang={lang} text={askedFor} practice={practice} handled={handled} />
      )}
    </div>
  );
}
