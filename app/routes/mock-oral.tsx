import { data } from 'react-router';
import { modelTestOral } from '~/site/model-test-pages.server';
import { OralPage } from '~/features/model-tests/oral/oral-page';
import { oralTimerPlan, TIMER_SOURCE } from '~/features/oral-timer/timer-plan.server';
import { PageDataNotFound } from '~/features/sheet/sheet-states';
import { usePageLang } from '~/i18n/language-context';
import { format } from '~/i18n/messages';
import { modelTestMessages } from '~/i18n/model-test-messages';
import { classifyPath } from '~/site/paths';
import { langFromPath, withoutTrailingSlash } from '~/i18n/lang-path';
import { testPageMeta } from '~/features/model-tests/page-meta';
import { missingPageMeta, testPageData, TestRouteError } from './mock-route-states';
import type { Route } from './+types/mock-oral';

/** Runs at build time only: one test's oral task sheets and the oral timer's phases. */
export function loader({ url }: Route.LoaderArgs) {
  const pathname = withoutTrailingSlash(url.pathname);
  const target = classifyPath(pathname);
  const tasks = target.kind === 'mock-oral' ? modelTestOral(target.id) : null;
  const plan = oralTimerPlan(TIMER_SOURCE, langFromPath(pathname));
  if (target.kind !== 'mock-oral' || !tasks || !plan) throw data(null, { status: 404 });
  return { test: target.id, tasks, plan };
}

/**
 * In the browser: a path that names no test is the 404 page; a failed data request (offline, server
 * error) shows "Page Data Not Found", not the error page.
 */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return testPageData(request, 'mock-oral', serverLoader, { test: null, tasks: null, plan: null });
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData?.test) return missingPageMeta(location.pathname, 'mock-oral');
  const text = modelTestMessages(langFromPath(location.pathname));
  return testPageMeta(
    location.pathname,
    loaderData.test,
    text.oral.title,
    format(text.oral.meta, { id: loaderData.test }),
  );
}

/** `/mock-tests/<id>/oral`: the oral exam with the test's task sheets, the timer and a checklist. */
export default function MockOralRoute({ loaderData }: Route.ComponentProps) {
  const lang = usePageLang();
  return loaderData.test && loaderData.tasks && loaderData.plan ? (
    <OralPage lang={lang} test={loaderData.test} tasks={loaderData.tasks} plan={loaderData.plan} />
  ) : (
    <PageDataNotFound lang={lang} />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TestRouteError error={error} />;
}
