import { ArrowLeft, CalendarCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClass, linkClass } from '~/components/ui/button';
import type { Lang } from '~/i18n/locales';
import { drillMessages } from '~/i18n/drill-messages';
import { formatCount, messages } from '~/i18n/messages';
import { href } from '~/site/paths';
import { hasStoredPlan } from '~/stores/plan-key';
import { useHydrated } from '~/lib/use-hydrated';
import type { Round } from './round';

interface RoundEndProps {
  lang: Lang;
  /** The drill's title, said when a round ends before any card was marked. */
  title: string;
  round: Round<unknown>;
  /** Cards due now, for the next round. */
  due: number;
  /** Whether today's new cards are used up while there are new cards left. */
  limitReached: boolean;
  /** Cards the learner may practise although none is due (0: not offered). */
  anyway: number;
  /** Starts the next round: the due cards, or all of them (`true`). */
  onNext: (all: boolean) => void;
  sheetHref?: string | undefined;
}

/** The end of a round (or a drill with nothing due): what was known, and where to go next. */
export function RoundEnd({
  lang,
  title,
  round,
  due,
  limitReached,
  anyway,
  onNext,
  sheetHref,
}: RoundEndProps) {
  const text = drillMessages(lang);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const marked = round.known + round.notKnown > 0;
  // With a study plan in this browser, the round leads back to it (today's next task).
  const hasPlan = useHydrated() && hasStoredPlan();
  // The card the focus was on is gone: the heading says what happened instead.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby="drill-done-title" data-testid="drill-done" className="space-y-4">
      <h2
        id="drill-done-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 outline-none md:text-2xl"
      >
        {marked ? text.roundDone : title}
      </h2>
      {marked && (
        <p className="text-lg text-slate-800" data-testid="drill-result">
          {formatCount(lang, text.result, round.known, { notKnown: round.notKnown })}
        </p>
      )}
      {due === 0 && <p className="text-slate-800">{text.nothingDue}</p>}
      {limitReached && (
        <p className="text-slate-800" data-testid="drill-limit-reached">
          {text.limitReached}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {due > 0 && (
          <button type="button" className={buttonClass.primary} onClick={() => onNext(false)}>
            {formatCount(lang, text.nextRound, due)}
          </button>
        )}
        {due === 0 && anyway > 0 && (
          <button type="button" className={buttonClass.secondary} onClick={() => onNext(true)}>
            {formatCount(lang, text.practiseAnyway, anyway)}
          </button>
        )}
      </div>
      <nav className="flex flex-wrap gap-x-6" aria-label={messages(lang).drill.title}>
        {hasPlan && (
          <Link to={href.plan(lang)} className={linkClass.action} data-testid="drill-to-plan">
            <CalendarCheck aria-hidden="true" className="size-4" />
            {messages(lang).plan.todayTitle}
          </Link>
        )}
        {sheetHref && (
          <Link to={sheetHref} className={linkClass.action}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {text.backToSheet}
          </Link>
        )}
        <Link to={href.drill(lang)} className={linkClass.action}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {text.backToDrill}
        </Link>
      </nav>
    </section>
  );
}
