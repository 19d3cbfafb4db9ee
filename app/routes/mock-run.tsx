import { lazy } from 'react';
import { data } from 'react-router';
import { modelTestPrint, modelTestWriting } from '~/site/model-test-pages.server';
import { RunPage } from '~/features/model-tests/run/run-page';
import type { RunTrainerTools } from '~/features/model-tests/run/run-trainer';
import { PageDataNotFound } from '~/features/sheet/sheet-states';
import { usePageLang } from '~/i18n/language-context';
import { format } from '~/i18n/messages';
import { modelTestMessages } from '~/i18n/model-test-messages';
import { classifyPath } from '~/site/paths';
import { langFromPath, withoutTrailingSlash } from '~/i18n/lang-path';
import { testPageMeta } from '~/features/model-tests/page-meta';
import { missingPageMeta, testPageData, TestRouteError } from './mock-route-states';
import type { Route } from './+types/mock-run';

/**
 * The writing trainer (with the writing coach) for the run's e-mail: composed here, since features
 * do not import each other. Both parts load only when the run reaches the e-mail.
 */
const TRAINER: RunTrainerTools = {
  Trainer: lazy(() => import('./writing-trainer-coached').then((m) => ({ default: m.CoachedTrainer }))),
  letter: () => import('~/features/writing-trainer/hosted-letter').then((m) => m.hostedLetter),
};

/** Runs at build time only: every written part of one test and its writing task. */
export function loader({ url }: Route.LoaderArgs) {
  const pathname = withoutTrailingSlash(url.pathname);
  const target = classifyPath(pathname);
  const lang = langFromPath(pathname);
  const writing = target.kind === 'mock-run' ? modelTestWriting(target.id, lang) : null;
  if (target.kind !== 'mock-run' || !writing) throw data(null, { status: 404 });
  return { test: target.id, parts: modelTestPrint(target.id, lang), writing };
}

/**
 * In the browser: a path that names no test is the 404 page; a failed data request (offline, server
 * error) shows "Page Data Not Found", not the error page.
 */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return testPageData(request, 'mock-run', serverLoader, { test: null, parts: [], writing: null });
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData?.test) return missingPageMeta(location.pathname, 'mock-run');
  const text = modelTestMessages(langFromPath(location.pathname));
  return testPageMeta(
    location.pathname,
    loaderData.test,
    text.run.title,
    format(text.run.meta, { id: loaderData.test }),
  );
}

/** `/mock-tests/<id>/exam`: the whole written block on the clock, then the estimate. */
export default function MockRunRoute({ loaderData }: Route.ComponentProps) {
  const lang = usePageLang();
  return loaderData.test && loaderData.writing ? (
    <RunPage
      lang={lang}
      test={loaderData.test}
      parts={loaderData.parts}
      writing={loaderData.writing}
      trainer={TRAINER}
    />
  ) : (
    <PageDataNotFound lang={lang} />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TestRouteError error={error} />;
}
