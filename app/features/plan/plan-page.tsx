import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { useToast } from '~/components/ui/toast';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { planMessages } from '~/i18n/plan-messages';
import { dayOf } from '~/lib/day';
import { href } from '~/site/paths';
import { savePlan } from '~/stores/plan-store';
import { PlanForm } from './plan-form';
import { PlanNotes, PlanSummary } from './plan-notes';
import { PlanTools } from './plan-tools';
import { PlanWeeks } from './plan-weeks';
import { usePlanState } from './use-plan-state';

let warned = false;

/**
 * `/study-plan`: the prerendered page explains the plan (and, without scripts, that it needs
 * them); in the browser the form for the exam dates, then the plan week by week with today
 * marked, the notes the learner needs, and the tools to print it or take it into a calendar.
 */
export function PlanPage({ lang }: { lang: Lang }) {
  const text = planMessages(lang);
  const toast = useToast();
  const { state, hydrated, done, tick } = usePlanState();
  const [editing, setEditing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const onStored = useCallback(
    (stored: boolean) => {
      if (stored || warned) return;
      warned = true;
      toast(text.tools.storage);
    },
    [toast, text],
  );
  const onTick = useCallback((id: string, on: boolean) => onStored(tick(id, on)), [tick, onStored]);
  // After the form, the plan (or the form again) starts at the page's heading.
  const [moved, setMoved] = useState(0);
  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [moved]);

  const showForm = hydrated && (!state || editing);
  return (
    <div className="pb-12">
      <section
        className="bg-gradient-to-b from-blue-50 to-white pt-6 pb-4 md:pt-10"
        aria-labelledby="plan-title"
      >
        <div className="mx-auto max-w-3xl px-4">
          <h1
            id="plan-title"
            ref={heading}
            tabIndex={-1}
            className="text-3xl font-extrabold tracking-tight text-slate-900 outline-none md:text-4xl"
          >
            {messages(lang).plan.title}
          </h1>
          <p className="mt-2 text-slate-700 md:text-lg" data-print="hide">
            {text.intro}
          </p>
          <noscript>
            <p className="mt-4 rounded-xl bg-amber-50 p-4 text-slate-900" data-testid="plan-noscript">
              {text.noScript}{' '}
              <Link to={href.overview(lang)} className="font-semibold text-blue-800 underline">
                {text.toOverview}
              </Link>
            </p>
          </noscript>
        </div>
      </section>
      {/* Everything below needs scripts and this browser's storage: it takes its place after
          hydration, in space held for it (the footer stays below the screen until then). */}
      <div className="js-only mx-auto mt-4 min-h-[80vh] max-w-3xl space-y-8 px-4" data-testid="plan-app">
        {showForm && (
          <PlanForm
            key={state?.stored.id ?? 'new'}
            lang={lang}
            today={state?.today ?? dayOf(new Date())}
            stored={state?.stored ?? null}
            done={done}
            onDone={(stored) => {
              if (stored !== null) onStored(stored);
              setEditing(false);
              setMoved((n) => n + 1);
            }}
          />
        )}
        {state && !editing && (
          <>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <PlanSummary state={state} lang={lang} />
              <button
                type="button"
                className={buttonClass.secondary}
                data-print="hide"
                onClick={() => setEditing(true)}
              >
                {text.summary.change}
              </button>
            </div>
            <div data-print="hide">
              <PlanNotes state={state} lang={lang} />
            </div>
            {state.plan.days.length > 0 && (
              <PlanWeeks
                plan={state.plan}
                today={state.today}
                lang={lang}
                done={state.done}
                onTick={onTick}
              />
            )}
            <PlanTools
              state={state}
              lang={lang}
              onStored={onStored}
              onRemove={() => {
                onStored(savePlan(null));
                toast(text.tools.removed);
                setMoved((n) => n + 1);
              }}
            />
          </>
        )}
      </div>
    </div>
  );
}
