import { describe, expect, it } from 'vitest';
import { MODEL_TEST_IDS } from './content/model-tests/parts';
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
});
