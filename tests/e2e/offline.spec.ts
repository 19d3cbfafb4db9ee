import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { MODEL_TEST_IDS } from '../../app/content/model-tests/parts';
import { format } from '../../app/i18n/messages';
import { modelTestMessages } from '../../app/i18n/model-test-messages';
import { webManifestPath } from '../../app/site/paths';
import type { WebManifest } from '../../app/site/web-manifest';
import { readSiteManifest } from '../../server/build-output.mjs';
import {
  clientNavigate,
  expectNoAxeViolations,
  href,
  hydrated,
  type Lang,
  messages,
  offlineReady,
  test,
  WIDTHS,
} from './support';
import { panel } from './oral-timer-support';
import { openTrainer } from './writing-trainer-support';

// These tests watch the network: every page in a fresh context, so no warm cache answers for the server.
test.use({ freshContexts: true });

// Each test waits for the service worker to store the whole site first: three times the usual
// limit, so a busy machine cannot fail them by time alone.
test.slow();

// The service worker is blocked in every other spec (playwright.config.ts); here it is the subject.
test.use({ serviceWorkers: 'allow' });
// Each test first lets the worker store the whole site (about 250 files, 2.8 MB) and then walks
// several pages; under a full parallel run that alone can take most of the default 30 s.
test.setTimeout(90_000);

const manifest = readSiteManifest();

/** The `<title>` of a page as the build wrote it. */
function builtTitle(path: string): string {
  const page = manifest.pages.find((p) => p.path === path);
  if (!page) throw new Error(`no page ${path}`);
  const title = /<title>([^<]*)<\/title>/.exec(readFileSync(`build/client/${page.file}`, 'utf8'))?.[1];
  if (!title) throw new Error(`no title in ${page.file}`);
  return title.replace(/&amp;/g, '&');
}

/** Expects the page of `path` on screen: its title, its language, its heading. */
async function expectPage(page: Page, path: string, lang: Lang): Promise<void> {
  await expect(page).toHaveTitle(builtTitle(path));
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('after one visit the site reads offline in both languages, by link, address and reload', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await offlineReady(page);
  await context.setOffline(true);

  // Inside the app: the header's link to the overview, then a sheet card (React Router fetches the
  // sheet's page data).
  await hydrated(page);
  await page
    .getByRole('banner')
    .getByRole('link', { name: messages('de').nav.cheatSheets, exact: true })
    .click();
  await expectPage(page, href.overview('de'), 'de');
  await page
    .locator(`main a[href="${href.sheet('reading-mastery', 'de')}"]`)
    .first()
    .click();
  await expectPage(page, href.sheet('reading-mastery', 'de'), 'de');
  await expect(page.locator('section[data-anchor-section]').first()).toBeVisible();

  // The language switch: the same sheet in English, its data from the store.
  await page.getByTestId('language-switch').click();
  await expectPage(page, href.sheet('reading-mastery', 'en'), 'en');

  // Typed addresses (full page loads) in both languages, and a reload.
  for (const [path, lang] of [
    [href.overview('en'), 'en'],
    [href.sheet('writing-task-complaint', 'en'), 'en'],
    [href.sheet('b1-core-grammar', 'de'), 'de'],
    [href.home('en'), 'en'],
  ] as const) {
    await page.goto(path);
    await expectPage(page, path, lang);
  }
  await hydrated(page);
  await clientNavigate(page, href.sheet('speaking-topic-technology', 'en'));
  await expectPage(page, href.sheet('speaking-topic-technology', 'en'), 'en');
  await page.reload();
  await expectPage(page, href.sheet('speaking-topic-technology', 'en'), 'en');
  await hydrated(page);
});

test('offline, search (dialog and page, both languages), the phrase drill, the writing trainer and the oral timer work from the store', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await offlineReady(page);
  await context.setOffline(true);

  // The dialog: its code and the German index come from the store.
  await hydrated(page);
  await page.getByTestId('header-search').click();
  const dialog = page.getByRole('dialog', { name: messages('de').search.title });
  await dialog.getByRole('combobox', { name: messages('de').search.inputLabel }).fill('Hörverstehen');
  await expect(dialog.getByRole('option').first().locator('mark').first()).toHaveText(/^Hörverstehen/);
  await dialog.getByRole('option').first().click();
  await expect(page.locator('section[data-anchor-section]').first()).toBeVisible();

  // The search page under an address with its words (a full load), in English.
  await page.goto(href.search('en', 'complaint'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await hydrated(page);
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.first().getAttribute('href')).toMatch(/^\/en\//);

  // The drill of one sheet: the page and its cards from the store.
  await page.goto(href.drill('de', 'reading-mastery'));
  await hydrated(page);
  await expect(page.getByTestId('drill-prompt')).toBeVisible();

  // The writing trainer and the oral timer load their code on first use: from the store.
  await page.goto(href.sheet('writing-task-apology', 'en'));
  const trainer = await openTrainer(page, 'en');
  await expect(trainer.getByTestId('trainer-clock')).toHaveText('30:00');
  await page.goto(href.sheet('speaking-part-2-pave-system', 'de'));
  await hydrated(page);
  await page.getByTestId('oral-timer-button').click();
  await expect(panel(page)).toBeVisible();
});

for (const [lang, path] of [
  ['de', '/gibt-es-nicht'],
  ['en', '/en/does-not-exist'],
] as const) {
  test(`offline, a page that is not stored shows the offline page in its language (${lang})`, async ({
    openPage,
  }) => {
    const text = messages(lang).offline;
    const page = await openPage(WIDTHS.mobile);
    const context = page.context();
    await page.goto(href.home(lang));
    await offlineReady(page);
    await context.setOffline(true);
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
    // The page stays what it is (no app takes it over) and its links lead on, offline too.
    await page.waitForLoadState('load');
    await expect(page.getByTestId('offline-page')).toBeVisible();
    // The phone's bar: the items that work without the app spread over it, "to the top" among them.
    const bar = page.getByTestId('floating-controls');
    await expect(bar.getByTestId('bar-top')).toBeVisible();
    const items = await bar
      .locator(':scope > *:visible')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => [r.left, r.right]));
    expect(items).toHaveLength(4);
    expect(items[0]![0]).toBeLessThan(20);
    expect(items.at(-1)![1]).toBeGreaterThan(WIDTHS.mobile - 20);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: text.overview }).click();
    await expectPage(page, href.overview(lang), lang);
    // Back online, "try again" on the offline page loads the address from the server.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
    await context.setOffline(false);
    const retried = page.waitForResponse((r) => new URL(r.url()).pathname === path);
    await page.getByRole('link', { name: text.retry }).click();
    expect((await retried).status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(messages(lang).notFound.title);
    await context.close();
  });
}

test('online, with the worker in control, the server still answers redirects and unknown paths', async ({
  page,
}) => {
  await page.goto('/');
  await offlineReady(page);
  const response = await page.goto('/en/gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(messages('en').notFound.title);
  const { from, to } = manifest.redirects[0]!;
  await page.goto(from);
  await expect(page).toHaveURL(new RegExp(`${to}$`));
});

test('the worker is registered only after the page has loaded, from a chunk of its own', async ({ page }) => {
  const events: string[] = [];
  page.on('load', () => events.push('load'));
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname === '/sw.js' || /\/assets\/service-worker-[^/]+\.js$/.test(pathname)) events.push(pathname);
  });
  await page.goto('/cheat-sheets');
  await offlineReady(page);
  expect(events[0]).toBe('load');
  expect(events.filter((e) => e.startsWith('/assets/service-worker-'))).toHaveLength(1);
});

for (const lang of ['de', 'en'] as const) {
  test(`the site can be installed from a ${lang} page, in that language`, async ({ page, context }) => {
    await page.goto(href.sheet('reading-mastery', lang));
    await offlineReady(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Playwright's contexts are incognito ones, where Chromium never installs: the one error that
    // is the test's own. Anything about the manifest, its icons or the worker would be listed too.
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
    const { url, data } = await cdp.send('Page.getAppManifest');
    expect(new URL(url).pathname).toBe(webManifestPath(lang));
    const manifest = JSON.parse(data ?? '{}') as WebManifest;
    expect(manifest.lang).toBe(lang);
    expect(manifest.start_url).toBe(href.home(lang));
    for (const icon of manifest.icons) {
      const res = await page.request.get(icon.src);
      expect(res.headers()['content-type'], icon.src).toBe('image/png');
    }
  });
}

test('a model test is not in the first download; once one of its pages is opened, the whole test works offline and keeps its answers; the list stores every test on request', async ({
  page,
  context,
}) => {
  await page.goto(href.mockTests('en'));
  await offlineReady(page);
  const stored = async (path: string) =>
    page.evaluate(async (url) => (await caches.match(url, { ignoreSearch: true })) !== undefined, path);
  // The first visit stored the list of tests, not the tests themselves.
  expect(await stored(href.mockTests('en'))).toBe(true);
  expect(await stored(href.mockPart('2', 'language-elements-1', 'en'))).toBe(false);

  // Opening the test's own page stores every page of the test (in this language) and its data.
  await page.goto(href.mockTest('2', 'en'));
  await hydrated(page);
  for (const path of [
    href.mockPart('2', 'language-elements-1', 'en'),
    `${href.mockPart('2', 'listening-3', 'en')}.data`,
    href.mockRun('2', 'en'),
    href.mockOral('2', 'en'),
  ])
    await expect.poll(() => stored(path), { message: path, timeout: 30_000 }).toBe(true);

  await context.setOffline(true);
  await page.goto(href.mockPart('2', 'language-elements-1', 'en'));
  await expectPage(page, href.mockPart('2', 'language-elements-1', 'en'), 'en');
  await hydrated(page);
  const first = page.getByRole('group', { name: 'Item 21', exact: true }).getByRole('radio').first();
  await first.check();
  // Inside the app: another page of the same test, its data from the opened tests' cache.
  await clientNavigate(page, href.mockOral('2', 'en'));
  await expectPage(page, href.mockOral('2', 'en'), 'en');
  await page.goBack();
  await expect(
    page.getByRole('group', { name: 'Item 21', exact: true }).getByRole('radio').first(),
  ).toBeChecked();

  // A test never opened answers like any page not stored: the offline page of its language.
  await page.goto(href.mockPart('3', 'reading-1', 'en'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages('en').offline.title);

  // Online again, the list of tests says what is stored and stores every test on request.
  await context.setOffline(false);
  await page.goto(href.mockTests('en'));
  await hydrated(page);
  const text = modelTestMessages('en').offline;
  const all = String(MODEL_TEST_IDS.length);
  const section = page.getByRole('region', { name: text.title });
  const status = section.getByRole('status');
  await expect(status).toHaveText(format(text.stored, { count: '1', total: all }));
  await expectNoAxeViolations(page, { include: '[data-testid="offline-tests"]' });
  await section.getByRole('button', { name: text.save }).click();
  await expect(status).toHaveText(format(text.done, { total: all }), { timeout: 60_000 });
  await expect(section.getByRole('button')).toHaveCount(0);
  // The tests never opened now work offline too.
  await context.setOffline(true);
  await page.goto(href.mockPart('3', 'reading-1', 'en'));
  await expectPage(page, href.mockPart('3', 'reading-1', 'en'), 'en');
  await page.goto(href.mockOral(MODEL_TEST_IDS.at(-1)!, 'en'));
  await expectPage(page, href.mockOral(MODEL_TEST_IDS.at(-1)!, 'en'), 'en');
});
