import { expect, type Page } from '@playwright/test';
import { pick } from '../../app/i18n/locales';
import { CATALOGUE, firstAccessibleTable, hydrated, LANGS, messages, test, WIDTHS } from './support';

test.describe('home', () => {
  for (const lang of LANGS) {
    test(`hero, learning path with catalogue counts and working buttons (${lang})`, async ({ page }) => {
      await page.goto(lang === 'de' ? '/' : '/en');
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('25');
      const counts = { foundation: 7, 'written-block': 10, 'oral-block': 8 };
      for (const [category, count] of Object.entries(counts))
        await expect(page.getByTestId(`path-${category}`).getByTestId('path-count')).toContainText(
          String(count),
        );
      await page.getByTestId(`path-oral-block`).getByRole('link').click();
      await expect(page).toHaveURL(/cheat-sheets#oral$/);
      await expect(page.getByTestId('overview-oral')).toBeInViewport();
      await page.goBack();
      await page.getByTestId('hero-start').click();
      await expect(page).toHaveURL(/functional-language$/);
    });
  }
});

test.describe('finder', () => {
  test('filters by each dimension, combines dimensions, clears, and keeps its state in the URL', async ({
    page,
  }) => {
    await page.goto('/en');
    await hydrated(page);
    const count = page.getByTestId('finder-count');
    const cards = page.locator('#finder').getByTestId('sheet-card');
    await expect(count).toHaveText('Showing 25 of 25 cheat sheets');
    await expect(page.getByTestId('finder-dimension-stage')).toHaveAttribute('aria-pressed', 'true');

    await page.getByTestId('finder-value-written-block').click();
    await expect(page.getByTestId('finder-value-written-block')).toHaveAttribute('aria-pressed', 'true');
    await expect(count).toHaveText('Showing 10 of 25 cheat sheets');
    await expect(cards).toHaveCount(10);
    await expect(page).toHaveURL(/\?stage=written-block$/);

    await page.getByTestId('finder-dimension-skill').click();
    await page.getByTestId('finder-value-writing').click();
    await expect(count).toHaveText('Showing 5 of 25 cheat sheets');
    await page.getByTestId('finder-dimension-difficulty').click();
    await page.getByTestId('finder-value-intermediate').click();
    await expect(count).toHaveText('Showing 2 of 25 cheat sheets');
    await expect(cards.first()).toHaveAttribute('data-route', 'writing-task-complaint');

    // Survives reload and the back button.
    await page.reload();
    await hydrated(page);
    await expect(count).toHaveText('Showing 2 of 25 cheat sheets');
    await expect(page.getByTestId('finder-dimension-difficulty')).toHaveAttribute('aria-pressed', 'true');
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(/writing-task-complaint$/);
    await page.goBack();
    await hydrated(page);
    await expect(count).toHaveText('Showing 2 of 25 cheat sheets');

    // Toggle off, then clear all.
    await page.getByTestId('finder-value-intermediate').click();
    await expect(count).toHaveText('Showing 5 of 25 cheat sheets');
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(count).toHaveText('Showing 25 of 25 cheat sheets');
    await expect(page.getByRole('button', { name: 'Clear all filters' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/en\?view=difficulty$/);
  });

  test('any one value within a dimension matches', async ({ page }) => {
    await page.goto('/?stage=foundation,oral-block');
    await hydrated(page);
    await expect(page.getByTestId('finder-count')).toHaveText('15 von 25 Spickzetteln werden angezeigt');
  });

  test('shows the empty state and clears from it', async ({ page }) => {
    await page.goto('/en?stage=foundation&skill=listening');
    await hydrated(page);
    const empty = page.getByTestId('finder-empty');
    await expect(empty).toContainText('No cheat sheets found');
    await expect(empty).toContainText('Try adjusting your filters or check our complete collection.');
    await empty.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByTestId('finder-count')).toHaveText('Showing 25 of 25 cheat sheets');
  });

  test('announces the count politely and labels stage and step in German', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByTestId('finder-count')).toHaveAttribute('aria-live', 'polite');
    const card = page.locator('#finder [data-route="functional-language"]');
    await expect(card).toContainText('Grundlagen · Schritt 1 von 7');
    await expect(page.locator('#finder [data-route="reading-mastery"]')).toContainText(
      'Schriftliche Prüfung · Schritt',
    );
    await expect(page.locator('#finder [data-route="oral-block-strategy"]')).toContainText(
      'Mündliche Prüfung · Schritt',
    );
  });

  test('an odd query does not break the finder', async ({ page }) => {
    const response = await page.goto('/en?stage=%3Cscript%3E&skill=nope&view=x');
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByTestId('finder-count')).toHaveText('Showing 25 of 25 cheat sheets');
  });
});

test.describe('overview', () => {
  test('has the three stage sections with anchors and a card per sheet', async ({ page }) => {
    await page.goto('/en/cheat-sheets');
    for (const [anchor, count] of [
      ['foundation', 7],
      ['written', 10],
      ['oral', 8],
    ] as const) {
      const section = page.locator(`section#${anchor}`);
      await expect(section.getByTestId('sheet-card')).toHaveCount(count);
    }
    const card = page.locator('[data-route="reading-mastery"]');
    await expect(card).toContainText('#01');
    await expect(card).toContainText('Reading Mastery');
    await expect(card).toContainText('60 min');
    await expect(card).toContainText('B1');
    await expect(card).toContainText('Written Block · Step');
  });

  test('shows 1, 2 or 3 columns by width', async ({ openPage }) => {
    for (const [width, columns] of [
      [375, 1],
      [700, 2],
      [1280, 3],
    ] as const) {
      const page = await openPage(width);
      await page.goto('/cheat-sheets');
      const tops = await page
        .locator('#written [data-testid="sheet-card"]')
        .evaluateAll((cards) => cards.slice(0, 3).map((c) => Math.round(c.getBoundingClientRect().top)));
      expect(new Set(tops.slice(0, columns)).size, `width ${width}`).toBe(1);
      if (columns < 3) expect(tops[columns]).toBeGreaterThan(tops[0]!);
      await page.close();
    }
  });

  test('an anchor link lands on its section', async ({ page }) => {
    await page.goto('/cheat-sheets#written');
    await expect(page.locator('section#written h2')).toBeInViewport();
  });
});

test.describe('sheet layout', () => {
  for (const lang of LANGS) {
    test(`icon, badge, title, stats, sections with anchors, closing and back link (${lang})`, async ({
      page,
    }) => {
      const entry = CATALOGUE.find((e) => e.route === 'reading-mastery')!;
      await page.goto(lang === 'de' ? '/reading-mastery' : '/en/reading-mastery');
      const text = messages(lang);
      await expect(page.getByTestId('sheet-badge')).toHaveText(pick(entry.badgeText, lang));
      await expect(page.getByTestId('sheet-badge')).toContainText('#01');
      await expect(page.locator('[data-icon="study"]')).toBeVisible();
      await expect(page.getByTestId('sheet-stats')).toContainText(pick(entry.estimatedTime, lang));
      await expect(page.getByTestId('sheet-stats')).toContainText('B1');
      const sections = page.locator('section[data-anchor-section]');
      expect(await sections.count()).toBeGreaterThan(3);
      const id = await sections.nth(2).getAttribute('id');
      await page.locator(`nav a[href="#${id}"]`).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.getByTestId('sheet-closing')).toContainText(text.sheet.goodLuck);
      await page.getByRole('link', { name: text.sheet.backToOverview }).click();
      await expect(page).toHaveURL(lang === 'de' ? /\/cheat-sheets$/ : /\/en\/cheat-sheets$/);
    });
  }

  test('the speaking sheets use the speaking icon and a two-digit badge', async ({ page }) => {
    await page.goto('/en/speaking-part-2-pave-system');
    await expect(page.locator('[data-icon="speaking"]')).toBeVisible();
    await expect(page.getByTestId('sheet-badge')).toHaveText('Cheat Sheet #06');
  });

  // No sheet of the catalogue shows the coming-soon block, in either language: checked on the
  // 1280 px load of the walk over every page (tests/e2e/accessibility.spec.ts, decision 0034).

  test('a sheet with a summary shows it first under the title, with German marked on the English page', async ({
    page,
  }) => {
    await page.goto('/en/speaking-part-1-who-system');
    const first = page.locator('article > header + div > :first-child > :first-child');
    await expect(first).toHaveAttribute('data-testid', 'sheet-summary');
    await expect(first.getByRole('heading', { level: 2 })).toHaveText('At a glance');
    await expect(first.getByTestId('summary-phrases').locator('[lang="de"]').first()).toBeVisible();
    await page.goto('/speaking-part-1-who-system');
    await expect(page.getByRole('region', { name: 'Auf einen Blick', exact: true })).toBeVisible();
    await expect(page.getByTestId('summary-phrases').locator('[lang="en"]').first()).toBeVisible();
  });

  test('German phrases stay German on the English page, with their translation', async ({ page }) => {
    await page.goto('/en/functional-language');
    const german = page.locator('[data-testid="phrase-list"] [lang="de"], td[lang="de"]').first();
    await expect(german).toBeVisible();
    await page.goto('/functional-language');
    await expect(page.locator('[data-testid="phrase-list"] [lang="en"]').first()).toBeVisible();
  });
});

/** The first responsive table reaches screen readers as a table: caption, column headers, cells. */
async function expectExposedAsTable(page: Page) {
  const table = page.getByTestId('responsive-table').first();
  const headers = (await table.locator('th').allInnerTexts()).map((h) => h.trim());
  const exposed = await firstAccessibleTable(page);
  expect(exposed?.name).toBe((await table.locator('caption').innerText()).trim());
  expect(exposed?.rows).toHaveLength((await table.locator('tbody tr').count()) + 1);
  expect(exposed?.rows[0]).toEqual(headers.map((name) => ({ role: 'columnheader', name })));
  for (const row of exposed!.rows.slice(1)) expect(row.map((c) => c.role)).toEqual(headers.map(() => 'cell'));
  // The repeated header label of the card form is not read out as part of the cell.
  const first = table.locator('tbody tr').first().locator('td').first();
  const label = await first.locator('span[aria-hidden="true"]').textContent();
  const content = (await first.textContent())!.slice(label!.length).trim();
  expect(exposed!.rows[1]![0]!.name).toBe(content);
}

test.describe('responsive table', () => {
  test('is a table at 1280 px and a card per row with header labels at 375 px', async ({
    desktop,
    openPage,
  }) => {
    await desktop.goto('/en/oral-block-strategy');
    const table = desktop.getByTestId('responsive-table').first();
    await expect(table.locator('thead')).toBeVisible();
    expect(await table.locator('table').evaluate((t) => getComputedStyle(t).display)).toBe('table');
    await expect(table.locator('td span[aria-hidden="true"]').first()).toBeHidden();

    const mobile = await openPage(WIDTHS.mobile);
    await mobile.goto('/en/oral-block-strategy');
    const cards = mobile.getByTestId('responsive-table').first();
    expect(await cards.locator('table').evaluate((t) => getComputedStyle(t).display)).toBe('block');
    expect(
      await cards
        .locator('tbody tr')
        .first()
        .evaluate((r) => getComputedStyle(r).display),
    ).toBe('block');
    const label = cards.locator('td span[aria-hidden="true"]').first();
    await expect(label).toBeVisible();
    await expect(label).toHaveText(await cards.locator('th').first().innerText());
    // Still a table for assistive technology, in the browser's own accessibility tree.
    await expectExposedAsTable(desktop);
    await expectExposedAsTable(mobile);
    const overflow = await mobile.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
