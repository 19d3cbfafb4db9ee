import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './content/catalogue';
import { MODEL_TEST_IDS } from './content/model-tests/parts';
import { ALIASES } from './content/url-table';
import { LANGS } from './i18n/locales';
import routes from './routes';

interface RouteEntry {
  id?: string;
  path?: string;
  file: string;
}
const table = routes as unknown as RouteEntry[];

describe('the route table every page loads', () => {
  it('has one route per kind of model-test page, whatever the number of tests (issue 37)', () => {
    const testRoutes = table.filter((r) => r.file.startsWith('routes/mock-'));
    // The list, a test, its part, its whole written exam and its oral exam, in each language.
    expect(testRoutes).toHaveLength(5 * LANGS.length);
    // No route names a test: a new test adds pages to prerender, not routes.
    for (const id of MODEL_TEST_IDS)
      expect(testRoutes.filter((r) => r.path?.split('/').includes(id)).map((r) => r.path)).toEqual([]);
  });

  it('has one route for all sheets and their aliases, whatever the number of sheets (issue 37)', () => {
    const sheetRoutes = table.filter((r) => r.file === 'routes/sheet.tsx');
    expect(sheetRoutes.map((r) => r.path)).toEqual(LANGS.map((l) => (l === 'de' ? ':sheet' : `${l}/:sheet`)));
    const slugs = [...CATALOGUE.map((e) => e.route), ...Object.keys(ALIASES)];
    expect(table.filter((r) => slugs.some((s) => r.path?.split('/').includes(s)))).toEqual([]);
  });

  it("gives the prerendered 404 page its own route, so the sheets' parameter does not take it", () => {
    const notFound = table.filter((r) => r.file === 'routes/not-found.tsx').map((r) => r.path);
    expect(notFound).toEqual(expect.arrayContaining(['404', 'en/404']));
  });
});
