import { expect } from '@playwright/test';
import { hydrated, messages, test } from './support';

// The search page of each language: its words and stage in the URL, the dialog's hand-over, the
// page without scripts, and what it says to search engines. The dialog is in search.spec.ts.
test.describe('search page', () => {
  test('/ types a slash in a text field instead of opening the search', async ({ page }) => {
    await page.goto('/search');
    await hydrated(page);
    const field = page.getByRole('combobox', { name: messages('de').search.inputLabel });
    await field.click();
    await page.keyboard.type('a/b');
    await expect(field).toHaveValue('a/b');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the search page keeps its words and stage in the URL, and shows them again after a reload', async ({
    page,
  }) => {
    const text = messages('de');
    await page.goto('/search');
    await hydrated(page);
    const field = page.getByRole('combobox', { name: text.search.inputLabel });
    const options = page.getByRole('option');
    const inStage = (stage: 'foundation' | 'oral-block') =>
      options.filter({ hasText: ` · ${text.stage[stage]}` });
    await field.fill('Meinung');
    await expect(page).toHaveURL(/\/search\?q=Meinung$/);
    await expect(inStage('foundation').first()).toBeVisible();

    await page.getByTestId('search-stage-oral-block').click();
    await expect(page).toHaveURL(/\/search\?q=Meinung&stage=oral-block$/);
    await expect(page.getByTestId('search-stage-oral-block')).toHaveAttribute('aria-pressed', 'true');
    await expect(inStage('foundation')).toHaveCount(0);
    await expect(inStage('oral-block').first()).toBeVisible();
    await expect(options).toHaveCount(await inStage('oral-block').count());

    await page.reload();
    await hydrated(page);
    await expect(field).toHaveValue('Meinung');
    await expect(page.getByTestId('search-stage-oral-block')).toHaveAttribute('aria-pressed', 'true');
    await expect(inStage('oral-block').first()).toBeVisible();
    await expect(inStage('foundation')).toHaveCount(0);

    // Escape on the page clears the words (and the URL follows).
    await field.focus();
    await page.keyboard.press('Escape');
    await expect(field).toHaveValue('');
    await expect(page).toHaveURL(/\/search\?stage=oral-block$/);
  });

  test('the dialog hands its words to the search page', async ({ page }) => {
    await page.goto('/en/cheat-sheets');
    await hydrated(page);
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: messages('en').search.title });
    await dialog.getByRole('combobox').fill('letter');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/search\?q=letter$/);
    const pageField = page.getByRole('combobox', { name: messages('en').search.inputLabel });
    await expect(pageField).toHaveValue('letter');
    await expect(pageField).toBeFocused();
    await expect(page.getByRole('option').first()).toBeVisible();
  });

  test('without scripts the search page says that search needs them and links to the overview', async ({
    noScript: page,
  }) => {
    await page.goto('/en');
    await page.getByTestId('header-search').click();
    await expect(page).toHaveURL(/\/en\/search$/);
    const text = messages('en').search;
    await expect(page.getByTestId('search-noscript')).toContainText(text.noScript);
    await page.getByRole('link', { name: text.toOverview }).click();
    await expect(page).toHaveURL(/\/en\/cheat-sheets$/);
  });

  test('the home page offers the search page to search engines; the search page is not indexed', async ({
    request,
  }) => {
    for (const [home, search] of [
      ['/', '/search'],
      ['/en', '/en/search'],
    ] as const) {
      const html = await (await request.get(home)).text();
      const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
        (m) =>
          JSON.parse(m[1]!) as { '@type': string; potentialAction?: { target: { urlTemplate: string } } },
      );
      const website = data.find((d) => d['@type'] === 'WebSite');
      expect(website?.potentialAction?.target.urlTemplate).toMatch(
        new RegExp(`^https?://[^/]+${search}\\?q=\\{search_term_string\\}$`),
      );
      const page = await request.get(`${search}?q=Pr%C3%BCfung`);
      expect(page.status()).toBe(200);
      expect(await page.text()).toContain('<meta name="robots" content="noindex"/>');
    }
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/search<');
  });
});
