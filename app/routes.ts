import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { REDIRECTS } from './content/url-table';
import { DEFAULT_LANG, LANGS, type Lang } from './i18n/locales';
import {
  DRILL_SLUG,
  MOCK_ORAL_SLUG,
  MOCK_RUN_SLUG,
  MOCK_TESTS_SLUG,
  OFFLINE_SLUG,
  OVERVIEW_SLUG,
  PROGRESS_SLUG,
  PLAN_SLUG,
  SEARCH_SLUG,
  notFoundPath,
} from './site/paths';
import { localizePath } from './i18n/lang-path';

/** Route paths relative to the root (React Router wants them without the leading slash). */
function at(neutralPath: string, lang: Lang): string {
  return localizePath(neutralPath, lang).replace(/^\//, '');
}

function routesFor(lang: Lang): RouteConfig {
  const home =
    lang === DEFAULT_LANG
      ? index('routes/home.tsx', { id: `${lang}:home` })
      : route(at('/', lang), 'routes/home.tsx', { id: `${lang}:home` });
  return [
    home,
    route(at(`/${OVERVIEW_SLUG}`, lang), 'routes/overview.tsx', { id: `${lang}:overview` }),
    route(at(`/${DRILL_SLUG}`, lang), 'routes/phrase-drill.tsx', { id: `${lang}:drill` }),
    route(at(`/${PROGRESS_SLUG}`, lang), 'routes/progress.tsx', { id: `${lang}:progress` }),
    route(at(`/${PLAN_SLUG}`, lang), 'routes/study-plan.tsx', { id: `${lang}:plan` }),
    route(at(`/${SEARCH_SLUG}`, lang), 'routes/search.tsx', { id: `${lang}:search` }),
    route(at(`/${MOCK_TESTS_SLUG}`, lang), 'routes/mock-tests.tsx', { id: `${lang}:mock-tests` }),
    // The model tests: one route per kind of page, whatever the number of tests, so the route table
    // every page loads does not grow with each test (issue 37). Every test is still prerendered
    // (`prerenderPaths`); a path that names no test or part is the 404 page (the routes' loaders).
    route(at(`/${MOCK_TESTS_SLUG}/:test`, lang), 'routes/mock-test.tsx', { id: `${lang}:mock-test` }),
    route(at(`/${MOCK_TESTS_SLUG}/:test/${MOCK_RUN_SLUG}`, lang), 'routes/mock-run.tsx', {
      id: `${lang}:mock-run`,
    }),
    route(at(`/${MOCK_TESTS_SLUG}/:test/${MOCK_ORAL_SLUG}`, lang), 'routes/mock-oral.tsx', {
      id: `${lang}:mock-oral`,
    }),
    route(at(`/${MOCK_TESTS_SLUG}/:test/:part`, lang), 'routes/mock-part.tsx', { id: `${lang}:mock-part` }),
    // The sheets and their aliases: one route, whatever the number of sheets (issue 37, as for the
    // model tests). Every other one-segment path above and below is static, so ranks above it; a
    // path that names no sheet is the 404 page (the route's loaders).
    route(at('/:sheet', lang), 'routes/sheet.tsx', { id: `${lang}:sheet` }),
    ...Object.keys(REDIRECTS).map((r) =>
      route(at(`/${r}`, lang), 'routes/redirect.tsx', { id: `${lang}:redirect:${r}` }),
    ),
    route(at(`/${OFFLINE_SLUG}`, lang), 'routes/offline.tsx', { id: `${lang}:offline` }),
    // The prerendered 404 page the server sends for any unknown path: its own static route, or the
    // sheets' parameter would take it.
    route(notFoundPath(lang).replace(/^\//, ''), 'routes/not-found.tsx', { id: `${lang}:not-found-page` }),
    route(at('/*', lang), 'routes/not-found.tsx', { id: `${lang}:not-found` }),
  ] as RouteConfig;
}

/** The only route table: both languages derived from the catalogue and the URL table. */
export default LANGS.flatMap((lang) => routesFor(lang) as unknown[]) as RouteConfig;
