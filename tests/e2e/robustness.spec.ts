import { MODEL_TEST_IDS, MODEL_TEST_PARTS } from '../../app/content/model-tests/parts';
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { getSheetPage } from '../../app/content/sheet-pages.server';
import { readSiteManifest } from '../../server/build-output.mjs';
import { pick } from '../../app/i18n/locales';
import { CATALOGUE, href, hydrated, LANGS, messages, test } from './support';

const manifest = readSiteManifest();

test.describe('without JavaScript', () => {
  // Every sheet's language, title and closing in the served HTML: tests/built/sheet-pages.built.test.ts
  // (decision 0034). Here, with the real stylesheet, the home page and the first sheet.
  for (const lang of LANGS) {
    test(`the home page and a sheet are readable, in the right language, with working links (${lang})`, async ({
      noScript: page,
    }) => {
      await page.goto(href.home(lang));
      // The finder's controls need scripts: hidden, while all sheets stay listed as links.
      await expect(page.getByTestId('finder-dimension-stage')).toBeHidden();
      await expect(page.locator('#finder').getByTestId('sheet-card')).toHaveCount(CATALOGUE.length);
      await page
        .locator('#finder')
        .getByRole('link', { name: pick(CATALOGUE[0]!.title, lang) })
        .click();
      await expect(page).toHaveURL(new RegExp(`${CATALOGUE[0]!.route}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        getSheetPage(CATALOGUE[0]!.route, lang)!.pageTitle.main,
      );
      await expect(page.getByTestId('sheet-closing')).toBeVisible();
      // The section pills need scripts: hidden, and the page language link is there instead.
      await expect(page.getByTestId('section-toggle').first()).toBeHidden();
      await expect(page.getByTestId('language-switch')).toBeVisible();
    });
  }
});

test.describe('when scripts fail', () => {
  test('a failed script load leaves the page readable', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/en/reading-mastery');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('section[data-anchor-section]').first()).toBeVisible();
    await page.getByRole('link', { name: messages('en').sheet.backToOverview }).click();
    await expect(page).toHaveURL(/\/en\/cheat-sheets$/);
  });

  test('a slow script load does not hold back the content', async ({ page }) => {
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 3000));
      await route.continue();
    });
    await page.goto('/cheat-sheets', { waitUntil: 'commit' });
    await expect(page.getByTestId('sheet-card').first()).toBeVisible({ timeout: 2000 });
  });
});

test.describe('internal links', () => {
  test('every href on every page resolves to a page or a known redirect', async ({ request }) => {
    const known = new Set(manifest.pages.map((p) => p.path));
    const redirects = new Set(manifest.redirects.map((r) => r.from));
    const checked = new Map<string, number>();
    // Each page's HTML and ids read once: a hash link to another page looks its target up here
    // (re-reading the file per link took over a minute with both cores busy).
    const html = new Map(manifest.pages.map((p) => [p.path, readFileSync(`build/client/${p.file}`, 'utf8')]));
    const ids = new Map<string, Set<string>>();
    const idsOf = (path: string) => {
      let found = ids.get(path);
      if (!found) {
        found = new Set([...html.get(path)!.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!));
        ids.set(path, found);
      }
      return found;
    };
    // Every broken link of every page, reported together (and one assertion, not 80,000).
    const problems: string[] = [];
    for (const page of manifest.pages) {
      const hrefs = [...html.get(page.path)!.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!);
      if (hrefs.length <= 5) problems.push(`${page.path}: only ${hrefs.length} links`);
      for (const raw of hrefs) {
        const link = `${page.path} → ${raw}`;
        if (raw.startsWith('#')) {
          if (!idsOf(page.path).has(raw.slice(1))) problems.push(`${link}: no such id on the page`);
          continue;
        }
        if (!raw.startsWith('/')) {
          problems.push(`${link}: links off-site`);
          continue;
        }
        const [target, hash] = raw.split('#') as [string, string | undefined];
        // A query (the phrase drill's `?sheet=`) picks what a page shows; the page is the path.
        const pathPart = target.split('?')[0]!;
        if (!known.has(pathPart) && !redirects.has(pathPart)) {
          problems.push(`${link}: neither a page nor a redirect`);
          continue;
        }
        if (!checked.has(pathPart))
          checked.set(pathPart, (await request.get(pathPart, { maxRedirects: 0 })).status());
        const status = checked.get(pathPart)!;
        const expected = redirects.has(pathPart) ? 301 : 200;
        if (status !== expected) problems.push(`${link}: answers ${status}, not ${expected}`);
        if (hash && !(known.has(pathPart) && idsOf(pathPart).has(hash)))
          problems.push(`${link}: no such id on the target page`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('no page is unreachable from the menu, the search or the overview', async ({ page }) => {
    const reachable = new Set<string>();
    const collect = async (dialogName: string) => {
      await expect(page.getByRole('dialog', { name: dialogName })).toBeVisible();
      for (const a of await page
        .getByRole('dialog')
        .locator('a')
        .evaluateAll((links) => links.map((l) => l.getAttribute('href')!)))
        reachable.add(a.split(/[#?]/)[0]!);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    };
    for (const lang of LANGS) {
      await page.goto(href.overview(lang));
      for (const a of await page
        .locator('main a[href^="/"]')
        .evaluateAll((links) => links.map((l) => l.getAttribute('href')!)))
        reachable.add(a.split('#')[0]!);
      await hydrated(page);
      await page.getByRole('button', { name: messages(lang).nav.openMenu }).click();
      await collect(messages(lang).nav.menuTitle);
      // The search dialog links to the search page once there are words to search for.
      await page.getByTestId('header-search').click();
      await page.getByRole('combobox', { name: messages(lang).search.inputLabel }).fill('B1');
      await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
      await collect(messages(lang).search.title);
      // The model tests: the menu leads to their list, the list to each test, a test to its parts.
      for (const path of [href.mockTests(lang), ...MODEL_TEST_IDS.map((id) => href.mockTest(id, lang))]) {
        await page.goto(path);
        for (const a of await page
          .locator('main a[href^="/"]')
          .evaluateAll((links) => links.map((l) => l.getAttribute('href')!)))
          reachable.add(a.split('#')[0]!);
      }
    }
    // Aliases are other names of a reachable page (their canonical is the target) and the offline
    // pages are for the service worker only; the rest (home, overview, drill, search, plan, progress, the sheets,
    // the model tests and their parts) must be linked.
    const offline = new Set(Object.values(manifest.offline));
    const canonicalPages = manifest.pages.filter((p) => p.canonical === p.path && !offline.has(p.path));
    // The list, and per test its page, its parts, its written run and its oral exam.
    const mockTests = 1 + MODEL_TEST_IDS.length * (3 + MODEL_TEST_PARTS.length);
    // Home, overview, drill, search, study plan and progress.
    expect(canonicalPages).toHaveLength(2 * (CATALOGUE.length + 6 + mockTests));
    for (const p of canonicalPages) expect(reachable.has(p.path), p.path).toBe(true);
  });
});

test('a printed sheet shows the content without the controls, header and footer', async ({ page }) => {
  await page.goto('/reading-mastery');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('floating-controls')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('section[data-anchor-section]').first()).toBeVisible();
});
