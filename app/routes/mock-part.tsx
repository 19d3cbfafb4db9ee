import { data } from 'react-router';
import { modelTestPartPage } from '~/site/model-test-pages.server';
import { PartPage } from '~/features/model-tests/part-page';
import { PageDataNotFound } from '~/features/sheet/sheet-states';
import { usePageLang } from '~/i18n/language-context';
import { format } from '~/i18n/messages';
import { modelTestMessages } from '~/i18n/model-test-messages';
import { classifyPath } from '~/site/paths';
import { langFromPath, withoutTrailingSlash } from '~/i18n/lang-path';
import { testPageMeta } from '~/features/model-tests/page-meta';
import { missingPageMeta, testPageData, TestRouteError } from './mock-route-states';
import type { Route } from './+types/mock-part';

/** Runs at build time only: one part of one test (its page data carries nothing else). */
export function loader({ url }: Route.LoaderArgs) {
  const pathname = withoutTrailingSlash(url.pathname);
  const target = classifyPath(pathname);
  const part =
    target.kind === 'mock-part' ? modelTestPartPage(target.id, target.part, langFromPath(pathname)) : null;
  if (!part) throw data(null, { status: 404 });
  return { part };
}

/**
 * In the browser: a path that names no part is the 404 page; a failed data request (offline, server
 * error) shows "Page Data Not Found", not the error page.
 */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return testPageData(request, 'mock-part', serverLoader, { part: null });
}

/** The running head of every printed page (read by the document in root.tsx). */
export const handle = {
  printTitle: (loaderData: Route.ComponentProps['loaderData'] | undefined) =>
    loaderData?.part &&
    `${format(modelTestMessages(loaderData.part.lang).testTitle, { id: loaderData.part.test })} · ${loaderData.part.name}`,
};

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData?.part) return missingPageMeta(location.pathname, 'mock-part');
  const { part } = loaderData;
  const text = modelTestMessages(langFromPath(location.pathname));
  return testPageMeta(
    location.pathname,
    part.test,
    part.name,
    format(text.metaPart, { id: part.test, part: part.name }),
  );
}

/** `/mock-tests/<id>/<part>`: the part as the booklet prints it, the answer sheet, the check. */
export default function MockPartRoute({ loaderData }: Route.ComponentProps) {
  const lang = usePageLang();
  return loaderData.part ? <PartPage lang={lang} part={loaderData.part} /> : <PageDataNotFound lang={lang} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TestRouteError error={error} />;
}
