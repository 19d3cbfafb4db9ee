import { data, isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { NotFound } from '~/features/errors/not-found';
import { PageDataNotFound } from '~/features/sheet/sheet-states';
import { usePageLang } from '~/i18n/language-context';
import { withoutTrailingSlash } from '~/i18n/lang-path';
import { classifyPath, type PathKind } from '~/site/paths';
import { notFoundMeta } from '~/site/seo';

/**
 * Shared by the model tests' routes and the sheets' route, composed here because features do not
 * import each other. Not a route. Their paths have parameters (`/mock-tests/:test/:part`, `/:sheet`,
 * issue 37), so a route also matches a test, part or sheet that does not exist: in the browser its
 * page is the 404 page, as the server's is.
 */

/**
 * In the browser: the page's data; a path that names no page of this kind is a 404 (the error
 * boundary below shows the 404 page); a failed data request (offline, server error) gives `failed`,
 * which the page shows as "Page Data Not Found".
 */
export async function testPageData<T, F>(
  request: Request,
  kind: PathKind['kind'],
  serverLoader: () => Promise<T>,
  failed: F,
): Promise<T | F> {
  if (classifyPath(withoutTrailingSlash(new URL(request.url).pathname)).kind !== kind)
    throw data(null, { status: 404 });
  try {
    return await serverLoader();
  } catch {
    return failed;
  }
}

/** The head of a page without data: the 404 page's for a path that names no page of this kind. */
export function missingPageMeta(pathname: string, kind: PathKind['kind']): MetaDescriptor[] {
  return classifyPath(withoutTrailingSlash(pathname)).kind === kind ? [] : notFoundMeta(pathname);
}

/** A path that names no test page: the 404 page; any other failure: "Page Data Not Found". */
export function TestRouteError({ error }: { error: unknown }) {
  const lang = usePageLang();
  return isRouteErrorResponse(error) && error.status === 404 ? (
    <NotFound lang={lang} />
  ) : (
    <PageDataNotFound lang={lang} />
  );
}
