import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, firstAccessibleTable, href, hydrated, LANGS, test, WIDTHS } from './support';

// Tables on a phone (docs/decisions/0029): a table of short cells stays a table at 375 px, a table
// of long text becomes a card per row; decided per table at build time.

/** A phone screen: the 375 × 667 phone the sheet lengths are measured on. */
const PHONE_SCREEN = { width: 375, height: 667 };

const CAPTIONS = {
  article: { de: 'Der bestimmte Artikel', en: 'The definite article' },
  pronouns: {
    de: 'Pronomen und Possessivartikel (Possessiv: Endungen wie bei kein)',
    en: 'Pronouns and possessive articles (possessives: endings as for kein)',
  },
  connectors: {
    de: 'Position 0 – keine Änderung: Danach folgt ein normaler Hauptsatz (Verb auf Position 2)',
    en: 'Position 0 – no change: a normal main clause follows (verb in position 2)',
  },
} as const;

/** The table in the grammar sheet's sections (the summary shows some tables again) with a caption. */
function sectionTable(page: Page, caption: string): Locator {
  return page
    .locator('section[data-anchor-section] [data-testid="responsive-table"]')
    .filter({ has: page.locator('caption', { hasText: caption }) })
    .first();
}

const display = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).display);

/** Horizontal overflow of the whole page, in px (0 or less: none). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('tables on a phone (375 px)', () => {
  for (const lang of LANGS)
    test(`a paradigm table of the grammar sheet is a table that fits; a table of sentences is cards (${lang})`, async ({
      phone: page,
    }) => {
      await page.goto(href.sheet('b1-core-grammar', lang));
      const articles = sectionTable(page, CAPTIONS.article[lang]);
      await expect(articles).toBeVisible();
      expect(await display(articles.locator('table'))).toBe('table');
      await expect(articles.locator('thead')).toBeVisible();
      expect(await display(articles.locator('tbody tr').first())).toBe('table-row');
      // Every column side by side in the page's width: nothing to scroll, no card labels.
      expect(await articles.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
      expect((await articles.boundingBox())!.width).toBeLessThanOrEqual(WIDTHS.mobile - 32);
      await expect(articles.locator('td span[aria-hidden="true"]')).toHaveCount(0);
      // The four cases are four rows of one screen, not four cards.
      expect((await articles.boundingBox())!.height).toBeLessThan(260);

      // The long connector table is folded on a phone (decision 0046): one tap opens it.
      await page
        .locator('details[data-fold="phone"]', { hasText: CAPTIONS.connectors[lang] })
        .locator('summary')
        .click();
      const connectors = sectionTable(page, CAPTIONS.connectors[lang]);
      expect(await display(connectors.locator('table'))).toBe('block');
      expect(await display(connectors.locator('tbody tr').first())).toBe('block');
      await expect(connectors.locator('td span[aria-hidden="true"]').first()).toBeVisible();
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    });

  test('a table that stays a table reaches screen readers as a table, with its caption, headers and cells', async ({
    phone: page,
  }) => {
    await page.goto(href.sheet('language-elements-patterns', 'de'));
    const first = page.getByTestId('responsive-table').first();
    await expect(first).toHaveAttribute('data-breakpoint', 'never');
    const exposed = await firstAccessibleTable(page);
    const headers = (await first.locator('th').allInnerTexts()).map((h) => h.trim());
    expect(exposed?.name).toBe((await first.locator('caption').innerText()).trim());
    expect(exposed?.rows[0]).toEqual(headers.map((name) => ({ role: 'columnheader', name })));
    expect(exposed?.rows).toHaveLength((await first.locator('tbody tr').count()) + 1);
  });

  test('a table too wide for a narrow phone scrolls in its own box, which the keyboard reaches by its caption', async ({
    openPage,
  }) => {
    const page = await openPage(320);
    await page.goto(href.sheet('b1-core-grammar', 'en'));
    const pronouns = sectionTable(page, CAPTIONS.pronouns.en);
    await expect(pronouns).toHaveAttribute('role', 'group');
    await expect(pronouns).toHaveAccessibleName(CAPTIONS.pronouns.en);
    expect(await pronouns.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeGreaterThan(0);
    await pronouns.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => pronouns.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('the cells of a phone table keep no room for listen controls on a phone, and keep it from sm up', async ({
    openPage,
  }) => {
    const room = (page: Page) =>
      sectionTable(page, CAPTIONS.article.de)
        .locator('[data-say]')
        .first()
        .evaluate((el) => getComputedStyle(el, '::after').display);
    const phone = await openPage(WIDTHS.mobile);
    await phone.goto(href.sheet('b1-core-grammar', 'de'));
    expect(await room(phone)).toBe('none');
    const desktop = await openPage(WIDTHS.desktop);
    await desktop.goto(href.sheet('b1-core-grammar', 'de'));
    expect(await room(desktop)).not.toBe('none');
    await phone.context().close();
  });

  test('the grammar sheet is at most 25 phone screens long (about 50 when every table was cards, 38.6 before the folds)', async ({
    openPage,
  }) => {
    for (const lang of LANGS) {
      const page = await openPage(PHONE_SCREEN.width, { height: PHONE_SCREEN.height });
      await page.goto(href.sheet('b1-core-grammar', lang));
      const screens = await page.evaluate(
        (h) => document.documentElement.scrollHeight / h,
        PHONE_SCREEN.height,
      );
      expect(screens, lang).toBeLessThanOrEqual(25);
      await page.context().close();
    }
  });
});

test.describe('long tables folded on a phone (decision 0046)', () => {
  for (const lang of LANGS)
    test(`a folded table shows its caption and row count on a phone, opens with one tap, and is open on a desktop (${lang})`, async ({
      openPage,
    }) => {
      const phone = await openPage(WIDTHS.mobile);
      await phone.goto(href.sheet('b1-core-grammar', lang));
      const fold = phone.locator('section#connectors-relative-clauses details[data-fold="phone"]').first();
      const summary = fold.locator('summary');
      await expect(summary).toBeVisible();
      await expect(summary).toContainText(CAPTIONS.connectors[lang]);
      await expect(fold.locator('table')).toBeHidden();
      await summary.click();
      await expect(fold.locator('table')).toBeVisible();
      // The summary's core tables fold on a phone too; the sections below show them again.
      await expect(phone.locator('[data-summary-tables]')).toBeHidden();

      const desktop = await openPage(WIDTHS.desktop);
      await desktop.goto(href.sheet('b1-core-grammar', lang));
      const open = desktop.locator('section#connectors-relative-clauses details[data-fold="phone"]').first();
      await expect(open.locator('summary')).toBeHidden();
      await expect(open.locator('table')).toBeVisible();
      await expect(desktop.locator('[data-summary-tables]')).toBeVisible();
      await phone.context().close();
    });
});

test.describe('no sheet overflows a phone with its tables', () => {
  for (const route of [
    'b1-core-grammar',
    'language-elements-patterns',
    'speaking-part-2-pave-system',
  ] as const)
    test(`${route}`, async ({ phone: page }) => {
      for (const lang of LANGS) {
        await page.goto(href.sheet(route, lang));
        expect(await pageOverflow(page), `${route} (${lang})`).toBeLessThanOrEqual(0);
      }
    });
});

// b1-core-grammar with its phone tables, both languages, 375 and 1280 px: the accessibility walk
// (accessibility.spec.ts) checks every sheet so.
test.describe('axe stays clean on the phone tables', () => {
  test('b1-core-grammar at 375 px in the dark theme (de), a table box focused', async ({ openPage }) => {
    const page = await openPage(WIDTHS.mobile, { colorScheme: 'dark' });
    await page.goto(href.sheet('b1-core-grammar', 'de'));
    await hydrated(page);
    await sectionTable(page, CAPTIONS.article.de).focus();
    await expectNoAxeViolations(page, { include: 'section[data-anchor-section]' });
  });
});
