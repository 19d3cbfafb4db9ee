import { expect, type Locator } from '@playwright/test';
import {
  axeViolations,
  CATALOGUE,
  expectNoAxeViolations,
  expectUniqueIds,
  href,
  hydrated,
  LANGS,
  markRestyled,
  messages,
  noteColours,
  RESTYLED,
  test,
  WIDTHS,
} from './support';

const PAGES = LANGS.flatMap((lang) => [
  href.home(lang),
  href.overview(lang),
  href.search(lang),
  ...CATALOGUE.map((e) => href.sheet(e.route, lang)),
  lang === 'de' ? '/gibt-es-nicht' : '/en/does-not-exist',
]);

/** The sheet pages of PAGES, by path. */
const SHEET_PATHS = new Map(
  LANGS.flatMap((lang) =>
    CATALOGUE.map((e) => [href.sheet(e.route, lang), { route: e.route, lang }] as const),
  ),
);

/** The sheets whose reworked blocks are checked again with a worked example's solution open. */
const SOLUTION_OPEN = new Set<string>(['functional-language', 'oral-block-strategy', 'reading-mastery']);

/** Texts in `elements` that the browser cuts (an ellipsis, a clamp, or more text than room). */
async function cutTexts(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((els) =>
    els
      .filter((el) => {
        const style = getComputedStyle(el);
        return (
          style.textOverflow === 'ellipsis' ||
          style.webkitLineClamp !== 'none' ||
          el.scrollWidth > el.clientWidth + 1 ||
          el.scrollHeight > el.clientHeight + 1 ||
          el.getBoundingClientRect().right > document.documentElement.clientWidth
        );
      })
      .map((el) => el.textContent ?? ''),
  );
}

// Every page once, in a context the worker keeps (nothing of one page is left for the next: see
// `OpenPage`), at 375 px and then, without a second load, at 1280 px (decision 0034, 2026-11-29):
// - at 375 px every rule in the light theme, then the colour rules again in the dark theme (the
//   system's setting, which remaps every colour: contrast is checked on every page);
// - at 1280 px every rule but the colour ones on the whole page, and the colour rules on what the
//   wider layout shows or colours differently (`markRestyled`): the rest has the colours it had.
// Failures of all passes are reported together. The other walks over every page that need a
// browser ask the same load:
// - at 375 px, as soon as the document is parsed (the prerendered layout): no sheet cuts its
//   subtitle, its exam line or (on the overview) its cards' texts, and every sheet starts teaching
//   within the first 400 px (were small-fixes.spec.ts and sheet-reading.spec.ts);
// - at 1280 px, no sheet of the catalogue shows the coming-soon block (was screens.spec.ts);
// - on three sheets with reworked blocks, every rule again with a worked example's solution open at
//   375 px, which stays open for the 1280 px pass (was reading-blocks.spec.ts).
for (const path of PAGES) {
  const sheet = SHEET_PATHS.get(path);
  const overview = LANGS.some((lang) => path === href.overview(lang));

  test(`${path} has no axe violations at ${WIDTHS.mobile} px (light and dark) and ${WIDTHS.desktop} px`, async ({
    openPage,
  }) => {
    const page = await openPage(WIDTHS.mobile);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    if (sheet) {
      const title = page.getByRole('heading', { level: 1 });
      const stats = page.getByTestId('sheet-stats');
      expect(await cutTexts(title.locator('span')), `${sheet.route} title`).toEqual([]);
      expect(await cutTexts(stats.locator('dd').or(stats)), `${sheet.route} stats`).toEqual([]);
      // The exam line is there whole, not only for screen readers.
      await expect(stats.locator('dd').last()).toBeVisible();
      const first = page
        .locator('[data-testid="sheet-summary"], section[data-anchor-section], [data-testid="coming-soon"]')
        .first();
      const box = await first.boundingBox();
      expect(box?.y, `${sheet.lang} ${sheet.route}: the first teaching block's top`).toBeLessThanOrEqual(400);
    }
    if (overview) {
      const cards = page.getByTestId('sheet-card');
      await expect(cards).toHaveCount(CATALOGUE.length);
      expect(await cutTexts(cards.locator('h3, p, dd, li'))).toEqual([]);
    }
    await page.waitForLoadState('load');
    await hydrated(page);
    const light = await axeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
    const dark = await axeViolations(page, { colours: true });
    await page.emulateMedia({ colorScheme: 'light' });
    // The reworked blocks, a worked example's solution open (was reading-blocks.spec.ts).
    let solutionOpen: string[] = [];
    if (sheet && SOLUTION_OPEN.has(sheet.route)) {
      const solution = page.getByTestId('example-solution').first();
      if ((await solution.count()) > 0)
        await solution.getByText(messages(sheet.lang).sheet.showSolution, { exact: true }).click();
      solutionOpen = await axeViolations(page);
    }

    await noteColours(page);
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await page.waitForFunction((width) => window.innerWidth === width, WIDTHS.desktop);
    if (sheet) {
      await expect(page.locator('section[data-anchor-section]').first(), sheet.route).toBeVisible();
      await expect(page.getByTestId('coming-soon'), sheet.route).toHaveCount(0);
    }
    const desktop = await axeViolations(page, { withoutColours: true });
    const restyled = await markRestyled(page);
    const desktopColours =
      restyled > 0 ? await axeViolations(page, { colours: true, include: `[${RESTYLED}]` }) : [];
    expect({ light, dark, solutionOpen, desktop, desktopColours }, `axe violations on ${path}`).toEqual({
      light: [],
      dark: [],
      solutionOpen: [],
      desktop: [],
      desktopColours: [],
    });
  });
}

test('the open menu and the finder empty state have no axe violations', async ({ openPage }) => {
  for (const width of Object.values(WIDTHS)) {
    const page = await openPage(width);
    await page.goto('/en?stage=foundation&skill=listening');
    await hydrated(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test.describe('the open search', () => {
  for (const lang of LANGS) {
    for (const [width, colorScheme] of [
      [WIDTHS.mobile, 'light'],
      [WIDTHS.desktop, 'light'],
      [WIDTHS.mobile, 'dark'],
    ] as const) {
      test(`has no axe violations with results, a chosen result and no results (${lang}, ${width} px, ${colorScheme})`, async ({
        openPage,
      }) => {
        const text = messages(lang).search;
        const page = await openPage(width, { colorScheme });
        await page.goto(href.sheet('reading-mastery', lang));
        await hydrated(page);
        await page.keyboard.press('/');
        const dialog = page.getByRole('dialog', { name: text.title });
        await dialog.getByRole('combobox').fill(lang === 'de' ? 'Prüfung' : 'exam');
        await expect(dialog.getByRole('option').nth(2)).toBeVisible();
        await page.keyboard.press('ArrowDown');
        await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
        await expectUniqueIds(page);
        await expectNoAxeViolations(page);
        await dialog.getByRole('combobox').fill('qqqzzz');
        await expect(dialog.getByTestId('search-status')).toContainText('qqqzzz');
        await expectNoAxeViolations(page);
      });
    }
  }

  test('the search page with results has no axe violations', async ({ openPage }) => {
    for (const width of Object.values(WIDTHS)) {
      const page = await openPage(width);
      await page.goto(`${href.search('en')}?q=letter&stage=written-block`);
      await hydrated(page);
      await expect(page.getByRole('option').first()).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});

test.describe('the open menu on a sheet page', () => {
  for (const lang of LANGS) {
    for (const width of Object.values(WIDTHS)) {
      test(`has no axe violations and no repeated id (${lang}, ${width} px)`, async ({ openPage }) => {
        const page = await openPage(width);
        await page.goto(href.sheet('oral-block-strategy', lang));
        await hydrated(page);
        await page.getByRole('button', { name: messages(lang).nav.openMenu }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectUniqueIds(page);
        await expectNoAxeViolations(page);
      });
    }
  }
});

// The lang walk (every text in the other language carries `lang`) reads the served HTML:
// tests/built/sheet-pages.built.test.ts.
