import { ArrowRight } from 'lucide-react';
import { lazy, Suspense, useLayoutEffect } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { href } from '~/site/paths';
import { hasStoredPlan, PLAN_KEY } from '~/stores/plan-key';
import { useHydrated } from '~/lib/use-hydrated';

// The plan's rules and texts load only where a plan exists: a first visit carries none of them.
const TodayList = lazy(() => import('./today-list').then((m) => ({ default: m.TodayList })));

/**
 * Before the first paint: a browser with a plan gets `data-plan` on `<html>`, and the home page
 * shows today's tasks first (app.css), so they are on the first screen at once and nothing moves.
 */
const BEFORE_PAINT = `try{if(localStorage.getItem('${PLAN_KEY}')!==null)document.documentElement.dataset.plan=''}catch(e){}`;

/** The inline script that marks a browser with a plan before the first paint. */
export function TodayFirstScript() {
  // eslint-disable-next-line react/no-danger -- a constant of this module, no input; hashed into the CSP
  return <script dangerouslySetInnerHTML={{ __html: BEFORE_PAINT }} />;
}

/** The height of the card: the same before and after the scripts run, so nothing below it moves. */
const CARD = 'flex h-80 flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm';

/**
 * The home page's card for today: without a plan (and in the prerendered page) an invitation to
 * make one; with a plan today's tasks, ticked as they are done. One fixed height for every state.
 */
export function TodayTasks({ lang }: { lang: Lang }) {
  const text = messages(lang).plan;
  const hydrated = useHydrated();
  const hasPlan = hydrated && hasStoredPlan();
  // After a client-side navigation the inline script does not run (React inserts it inert).
  useLayoutEffect(() => {
    if (hasStoredPlan()) document.documentElement.dataset.plan = '';
    else delete document.documentElement.dataset.plan;
  }, []);
  return (
    <section
      aria-labelledby="today-plan-title"
      className="mx-auto mt-4 max-w-3xl px-4"
      data-testid="today-tasks"
    >
      <div className={CARD}>
        {hasPlan ? (
          <Suspense
            fallback={
              <>
                <h2 id="today-plan-title" className="text-lg font-bold text-slate-900">
                  {text.todayTitle}
                </h2>
                <p className="mt-2 text-slate-700">{text.loading}</p>
              </>
            }
          >
            <TodayList lang={lang} />
          </Suspense>
        ) : (
          <>
            <h2 id="today-plan-title" className="text-lg font-bold text-slate-900">
              {text.todayTitle}
            </h2>
            <p className="mt-2 text-slate-700">{text.invite}</p>
            <Link
              to={href.plan(lang)}
              className={`${buttonClass.primary} mt-auto self-start`}
              data-testid="today-make-plan"
            >
              {text.make}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
