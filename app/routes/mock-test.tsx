import { data } from 'react-router';
import { modelTestPage, modelTestPrint } from '~/site/model-test-pages.server';
import { TestPage } from '~/features/model-tests/test-page';
import { PageDataNotFound } from '~/features/sheet/sheet-states';
import { usePageLang } from '~/i18n/language-context';
import { format, messages } from '~/i18n/messages';
import { modelTestMessages } from '~/i18n/model-test-messages';
import { classifyPath, href } from '~/site/paths';
import { langFromPath, withoutTrailingSlash } from '~/i18n/lang-path';
import { pageMeta } from '~/site/seo';
import { breadcrumbLd } from '~/site/structured-data';
import { missingPageMeta, testPageData, TestRouteError } from './mock-route-states';
import type { Route } from './+types/mock-test';

/** Runs at build time only: one test's parts. */
export function loader({ url }: Route.LoaderArgs) {
  const pathname = withoutTrailingSlash(url.pathname);
  const target = classifyPath(pathname);
  const lang = langFromPath(pathname);
  const test = target.kind === 'mock-test' ? modelTestPage(target.id, lang) : null;
  if (!test) throw data(null, { status: 404 });
  return { test, print: modelTestPrint(test.id, lang) };
}

/**
 * In the browser: a path that names no test is the 404 page; a failed data request (offline, server
 * error) shows "Page Data Not Found", not the error page.
 */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return testPageData(request, 'mock-test', serverLoader, { test: null, print: [] });
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData?.test) return missingPageMeta(location.pathname, 'mock-test');
  const lang = langFromPath(location.pathname);
  const text = modelTestMessages(lang);
  const title = format(text.testTitle, { id: loaderData.test.id });
  return pageMeta({
    pathname: location.pathname,
    title: `${title}: ${loaderData.test.themes}`,
    description: text.description,
    jsonLd: [
      breadcrumbLd([
        { name: messages(lang).nav.home, path: href.home(lang) },
        { name: text.title, path: href.mockTests(lang) },
        { name: title, path: href.mockTest(loaderData.test.id, lang) },
      ]),
    ],
  });
}

/** `/mock-tests/<id>`: a test's parts, the written subtests so far and the attempts. */
export default function MockTestRoute({ loaderData }: Route.ComponentProps) {
  const lang = usePageLang();
  return loaderData.test ? (
    <TestPage lang={lang} test={loaderData.test} print={loaderData.print} />
  ) : (
    <PageDataNotFound lang={lang} />
  );
}

/** The running head of every printed page (read by the document in root.tsx). */
export const handle = {
  printTitle: (loaderData: Route.ComponentProps['loaderData'] | undefined) =>
    loaderData?.test &&
    `${format(modelTestMessages(loaderData.print[0]?.lang ?? 'de').testTitle, { id: loaderData.test.id })}`,
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TestRouteError error={error} />;
}
