import { expect, type Page } from '@playwright/test';
import { projectSheet } from '../../app/content/project-sheet';
import { SHEETS } from '../../app/content/sheets/index.server';
import { expectNoAxeViolations, href, hydrated, type Lang, LANGS, messages, test, WIDTHS } from './support';

// A reference sheet's summary holds what it promises: the grammar sheet's "at a glance" shows its
// core tables, on screen and on its one-page printout (docs/decisions/0029).

/** The captions of the grammar sheet's core tables, from its content. */
const captions = (lang: Lang) =>
  (projectSheet(SHEETS['b1-core-grammar']!, lang).summary?.tables ?? []).map((t) => t.caption);

const summary = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: messages(lang).sheet.summaryTitle, exact: true });

/** Pages in a PDF written by Chromium: one `/Type /Page` object per page. */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

const print = (page: Page) => page.pdf({ format: 'A4', preferCSSPageSize: true });

test.describe('the grammar sheet at a glance', () => {
  for (const lang of LANGS)
    for (const width of [WIDTHS.mobile, WIDTHS.desktop])
      test(`shows the core tables as tables under their heading (${lang}, ${width} px)`, async ({
        openPage,
      }) => {
        const page = await openPage(width);
        await page.goto(href.sheet('b1-core-grammar', lang));
        const region = summary(page, lang);
        await expect(
          region.getByRole('heading', { level: 3, name: messages(lang).sheet.summaryTables }),
        ).toBeVisible();
        const fold = region.locator('summary', { hasText: lang === 'de' ? 'Tabellen zeigen' : 'Show' });
        if (width === WIDTHS.mobile) {
          // Folded on a phone under their heading (decision 0046): one tap opens them.
          await expect(region.locator('[data-summary-tables]')).toBeHidden();
          await fold.click();
        } else await expect(fold).toBeHidden();
        const expected = captions(lang);
        expect(expected.length).toBeGreaterThanOrEqual(4);
        for (const caption of expected) {
          const table = region.getByRole('table', { name: caption });
          await expect(table, caption).toBeVisible();
          expect(await table.evaluate((t) => getComputedStyle(t).display), caption).toBe('table');
        }
        // A copy to look things up: the listen controls are on the sections' tables below.
        await expect(region.locator('[data-summary-tables] [data-say]')).toHaveCount(0);
        if (width === WIDTHS.desktop) {
          // Side by side on a wide screen: the tables take two columns.
          const lefts = await region
            .locator('[data-summary-tables] table')
            .evaluateAll((tables) => tables.map((t) => Math.round(t.getBoundingClientRect().left)));
          expect(new Set(lefts).size).toBe(2);
        }
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
      });

  for (const lang of LANGS)
    test(`prints the core tables on the one-page summary, and not again in the whole sheet (${lang})`, async ({
      desktop: page,
    }) => {
      await page.goto(href.sheet('b1-core-grammar', lang));
      await page.evaluate(() => (document.documentElement.dataset.printMode = 'summary'));
      expect(pageCount(await print(page))).toBe(1);
      await page.emulateMedia({ media: 'print' });
      const region = summary(page, lang);
      for (const caption of captions(lang))
        await expect(region.getByRole('table', { name: caption })).toBeVisible();
      await expect(page.locator('[data-print-flow]')).toBeHidden();
      // On paper the tables stand in two columns and stay on the page's one sheet of paper.
      const lefts = await region
        .locator('[data-summary-tables] table')
        .evaluateAll((tables) => tables.map((t) => Math.round(t.getBoundingClientRect().left)));
      expect(new Set(lefts).size).toBe(2);

      await page.evaluate(() => delete document.documentElement.dataset.printMode);
      await expect(region.locator('[data-summary-tables]')).toBeHidden();
      await page.emulateMedia({ media: null });
      expect(pageCount(await print(page))).toBeLessThanOrEqual(4);
    });

  test('has no axe violations with the core tables (375 px, dark)', async ({ openPage }) => {
    const page = await openPage(WIDTHS.mobile, { colorScheme: 'dark' });
    await page.goto(href.sheet('b1-core-grammar', 'en'));
    await hydrated(page);
    await summary(page, 'en').locator('summary').click();
    await summary(page, 'en').locator('[data-summary-tables] [role="group"]').first().focus();
    await expectNoAxeViolations(page, { include: '[data-testid="sheet-summary"]' });
  });

  test('a sheet without core tables keeps its summary as it was', async ({ page }) => {
    await page.goto(href.sheet('speaking-part-1-who-system', 'en'));
    await expect(summary(page, 'en')).toBeVisible();
    await expect(summary(page, 'en').getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: messages('en').sheet.summaryTables })).toHaveCount(0);
  });
});
