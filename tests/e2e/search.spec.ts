import { expect, type Page } from '@playwright/test';
import { format, formatCount } from '../../app/i18n/messages';
import { hydrated, type Lang, messages, test, WIDTHS } from './support';

// These tests watch the network: every page in a fresh context, so no warm cache answers for the server.
test.use({ freshContexts: true });

/** The search dialog of a page and its parts. */
function searchDialog(page: Page, lang: Lang) {
  const text = messages(lang).search;
  const dialog = page.getByRole('dialog', { name: text.title });
  return {
    dialog,
    field: dialog.getByRole('combobox', { name: text.inputLabel }),
    options: dialog.getByRole('option'),
    status: dialog.getByTestId('search-status'),
  };
}

/** The first result's link, once results are there. */
async function firstHref(page: Page, lang: Lang): Promise<string> {
  const { options } = searchDialog(page, lang);
  await expect(options.first()).toBeVisible();
  return (await options.first().getAttribute('href'))!;
}

const SECTION_LINK = /^(\/en)?\/[a-z0-9-]+#[a-z0-9-]+$/;

test.describe('search', () => {
  test('nothing of the search loads before it is opened; opening loads the index of the page language', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/en/reading-mastery');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((p) => /pagefind|search-(dialog|panel)/.test(p))).toEqual([]);

    await page.getByTestId('header-search').click();
    await expect(searchDialog(page, 'en').field).toBeFocused();
    await expect.poll(() => requested).toContain('/pagefind/pagefind.js');
    await expect.poll(() => requested).toContain('/pagefind/wasm.en.pagefind');
    expect(requested).not.toContain('/pagefind/wasm.de.pagefind');
  });

  test('a German word with an umlaut finds its section, highlighted, and the result opens that section', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByTestId('header-search').click();
    const { dialog, field, options, status } = searchDialog(page, 'de');
    await field.fill('Hörverstehen');
    await expect(options.first().locator('mark').first()).toHaveText(/^Hörverstehen/);
    await expect(status).toContainText('Spickzettel');
    const href = await firstHref(page, 'de');
    expect(href).toMatch(SECTION_LINK);
    // The sheet, its stage and the section are named on every result.
    await expect(options.first()).toContainText(messages('de').stage['written-block']);

    // Without the umlaut the same section comes first (Pagefind folds diacritics).
    await field.fill('Horverstehen');
    await expect(options.first().locator('mark').first()).toHaveText(/^Hörverstehen/);
    expect(await firstHref(page, 'de')).toBe(href);

    await options.first().click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(href);
    const id = href.split('#')[1]!;
    await expect(page.locator(`section#${id}`)).toBeInViewport();
    await expect(page.locator(`section#${id} a[href="#${id}"]`)).toBeFocused();
  });

  test('compound words: a part finds the compound, a compound that is not in the text finds its parts', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('/');
    const { field, options } = searchDialog(page, 'de');
    // "OHR-Methode", "SCAN-SKIM-SEARCH-Methode": hyphenated compounds are indexed with their parts.
    await field.fill('Methode');
    await expect(options.first()).toBeVisible();
    await expect(
      searchDialog(page, 'de')
        .dialog.locator('mark', { hasText: /\w-Methode/ })
        .first(),
    ).toBeVisible();
    // No sheet has the word "Prüfungsvorbereitung"; Pagefind splits the query and finds "Prüfung".
    await field.fill('Prüfungsvorbereitung');
    await expect(options.first().locator('mark').first()).toHaveText(/^Prüfung/);
  });

  test('an English query on the English site finds English sections under /en', async ({ page }) => {
    await page.goto('/en');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    const { field, options } = searchDialog(page, 'en');
    await expect(field).toBeFocused();
    await field.fill('complaint');
    await expect(options.first().locator('mark').first()).toHaveText(/^complaint/i);
    const hrefs = await options.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/en\/[a-z0-9-]+(#[a-z0-9-]+)?$/);
    expect(hrefs[0]).toMatch(/^\/en\/writing-task-complaint#/);
  });

  test('more than ten matching sheets: the best ten first, the others on request, the first new one chosen', async ({
    page,
  }) => {
    const text = messages('de').search;
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    const { field, options, status } = searchDialog(page, 'de');
    await field.fill('Prüfung');
    await expect(status).toHaveText(/^Die besten 10 von \d+ Spickzetteln\.$/);
    const total = Number((await status.innerText()).match(/von (\d+)/)![1]);
    expect(total).toBeGreaterThan(10);
    const sheets = async () =>
      new Set(
        (await options.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))).map(
          (h) => h.split('#')[0],
        ),
      );
    const first = await sheets();
    expect(first.size).toBe(10);
    const before = await options.count();

    await page.getByRole('button', { name: formatCount('de', text.showRest, total - 10) }).click();
    await expect(status).toHaveText(formatCount('de', text.found, total));
    expect((await sheets()).size).toBe(total);
    await expect(field).toBeFocused();
    const chosen = options.nth(before);
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id'))!);
    expect(first.has((await chosen.getAttribute('href'))!.split('#')[0])).toBe(false);
    await expect(page.getByRole('button', { name: /weiteren Spickzettel/ })).toHaveCount(0);

    // New words start again with the best ten.
    await field.fill('Prüfungen');
    await expect(status).toHaveText(/^Die besten 10 von \d+ Spickzetteln\.$/);
  });

  test('an excerpt of a table shows where each cell ends', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    const { field, options } = searchDialog(page, 'de');
    // The typical-mistakes tables end their header row with "Warum?" ("Nicht so | Besser so | Warum?").
    await field.fill('Warum');
    await expect(options.first()).toBeVisible();
    const excerpts = await options.allInnerTexts();
    expect(excerpts.some((text) => /\S · Warum\? · \S/.test(text))).toBe(true);
  });

  for (const lang of ['de', 'en'] as const) {
    test(`no results: the page says so in its language (${lang})`, async ({ page }) => {
      const text = messages(lang).search;
      await page.goto(lang === 'de' ? '/' : '/en');
      await hydrated(page);
      await page.getByTestId('header-search').click();
      const { field, options, status } = searchDialog(page, lang);
      await field.fill('qqqzzz');
      await expect(status).toHaveText(`${format(text.noResults, { query: 'qqqzzz' })} ${text.noResultsHint}`);
      await expect(options).toHaveCount(0);
      await expect(field).toHaveAttribute('aria-expanded', 'false');
      // A word in no sheet whose first letter is a word of its own ("x", the answer letter of
      // reading part 3): Pagefind splits it like a compound; a stray letter is no result.
      await field.fill('xyzzyqq');
      await expect(status).toHaveText(
        `${format(text.noResults, { query: 'xyzzyqq' })} ${text.noResultsHint}`,
      );
      await expect(options).toHaveCount(0);
    });
  }

  test('keyboard: arrows choose, Enter opens, Escape closes and gives focus back, / and Ctrl+K open', async ({
    page,
  }) => {
    await page.goto('/reading-mastery');
    await hydrated(page);
    const { dialog, field, options } = searchDialog(page, 'de');
    const button = page.getByTestId('header-search');
    await button.click();
    await field.fill('Konjunktiv');
    await expect(options.nth(1)).toBeVisible();
    const count = await options.count();
    const ids = await options.evaluateAll((all) => all.map((o) => o.id));
    const expectActive = async (index: number) => {
      await expect(field).toHaveAttribute('aria-activedescendant', ids[index]!);
      await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
    };
    await expect(field).not.toHaveAttribute('aria-activedescendant');
    await page.keyboard.press('ArrowDown');
    await expectActive(0);
    await page.keyboard.press('ArrowDown');
    await expectActive(1);
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await expectActive(0);
    await page.keyboard.press('ArrowUp');
    await expectActive(count - 1);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    // `/` from the page opens it again with the words kept and selected (typing replaces them).
    await page.locator('main').focus();
    await page.keyboard.press('/');
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('Konjunktiv');
    expect(await field.evaluate((el: HTMLInputElement) => el.selectionEnd! - el.selectionStart!)).toBe(10);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.keyboard.press('Control+k');
    await expect(field).toBeFocused();
    await expect(options.first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const href = (await options.first().getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(href);
    const id = href.split('#')[1]!;
    await expect(page.locator(`section#${id} a[href="#${id}"]`)).toBeFocused();
  });

  test('a failed index load is said in the page language and can be retried', async ({ page }) => {
    const text = messages('en').search;
    await page.route('**/pagefind/**', (route) => route.abort());
    await page.goto('/en');
    await hydrated(page);
    await page.getByTestId('header-search').click();
    const { dialog, field, options, status } = searchDialog(page, 'en');
    await expect(status).toHaveText(text.failed);
    await page.unroute('**/pagefind/**');
    await dialog.getByRole('button', { name: text.retry }).click();
    await field.fill('letter');
    await expect(options.first()).toBeVisible();
  });

  test('on a phone the bottom bar opens the search over the whole screen; every bar label fits', async ({
    phone: page,
  }) => {
    for (const lang of ['de', 'en'] as const) {
      await page.goto(lang === 'de' ? '/reading-mastery' : '/en/reading-mastery');
      await hydrated(page);
      // Each item at least 44 px wide, and no label wider than its item.
      const overflowing = await page
        .getByTestId('floating-controls')
        .evaluate((bar) =>
          [...bar.children]
            .filter((item) => item.clientWidth < 44 || item.scrollWidth > item.clientWidth)
            .map((item) => item.textContent),
        );
      expect(overflowing, lang).toEqual([]);
    }
    const item = page.getByTestId('bar-search');
    await expect(item).toContainText(messages('en').nav.barSearch);
    await item.click();
    const { dialog, field } = searchDialog(page, 'en');
    await expect(field).toBeFocused();
    expect((await dialog.boundingBox())!.width).toBe(WIDTHS.mobile);
  });
});
