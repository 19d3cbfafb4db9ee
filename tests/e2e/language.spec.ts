import { expect, test } from '@playwright/test';
import { hydrated, messages, openPage, turnGlobalModeOff, WIDTHS } from './support';

const SHEET = '/oral-block-strategy';

test.describe('language system', () => {
  test('German is the default and the global switch goes to the same page in English, keeping the place', async ({
    browser,
  }) => {
    const page = await openPage(browser, WIDTHS.desktop);
    await page.goto(SHEET);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const section = page.locator('section[data-anchor-section]').nth(3);
    const id = await section.getAttribute('id');
    await section.scrollIntoViewIfNeeded();
    await page.evaluate((sid) => document.getElementById(sid!)!.scrollIntoView({ block: 'start' }), id);
    const before = await page.evaluate(
      (sid) => document.getElementById(sid!)!.getBoundingClientRect().top,
      id,
    );
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(new RegExp(`/en${SHEET}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('status').filter({ hasText: messages('en').language.toastSwitched }),
    ).toBeVisible();
    const after = await page.evaluate(
      (sid) => document.getElementById(sid!)!.getBoundingClientRect().top,
      id,
    );
    expect(Math.abs(after - before)).toBeLessThan(40);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    // And back again.
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(new RegExp(`${SHEET}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('the switch works without scripts as a plain link', async ({ browser }) => {
    const page = await openPage(browser, WIDTHS.mobile, { javaScriptEnabled: false });
    await page.goto('/cheat-sheets');
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(/\/en\/cheat-sheets$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('section toggles appear only with global mode off and change one section alone', async ({
    browser,
  }) => {
    const page = await openPage(browser, WIDTHS.desktop);
    await page.goto(SHEET);
    await hydrated(page);
    await expect(page.getByTestId('section-toggle')).toHaveCount(0);
    await turnGlobalModeOff(page, 'de');
    const sections = page.locator('section[data-anchor-section]');
    const count = await sections.count();
    await expect(page.getByTestId('section-toggle')).toHaveCount(count);

    const first = sections.nth(0);
    const second = sections.nth(1);
    const firstTitleDe = await first.locator('h2').innerText();
    const secondTitleDe = await second.locator('h2').innerText();
    await first.getByRole('button', { name: /^EN:/ }).click();
    await expect(first).toHaveAttribute('lang', 'en');
    await expect(first.locator('h2')).not.toHaveText(firstTitleDe);
    await expect(first.getByRole('button', { name: /^EN:/ })).toHaveAttribute('aria-pressed', 'true');
    // The other sections and the page stay German.
    await expect(second.locator('h2')).toHaveText(secondTitleDe);
    await expect(second).not.toHaveAttribute('lang', /.+/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // Back to German.
    await first.getByRole('button', { name: /^DE:/ }).click();
    await expect(first.locator('h2')).toHaveText(firstTitleDe);
  });

  test('switching globally turns global mode on and clears every override', async ({ browser }) => {
    const page = await openPage(browser, WIDTHS.desktop);
    await page.goto(SHEET);
    await hydrated(page);
    await turnGlobalModeOff(page, 'de');
    const first = page.locator('section[data-anchor-section]').first();
    await first.getByRole('button', { name: /^EN:/ }).click();
    await expect(first).toHaveAttribute('lang', 'en');
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(/\/en\/oral-block-strategy$/);
    await expect(page.getByTestId('global-mode-switch')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('section-toggle')).toHaveCount(0);
    await expect(page.locator('section[data-anchor-section][lang]')).toHaveCount(0);
  });

  test('global mode off is remembered across pages and reloads', async ({ browser }) => {
    const page = await openPage(browser, WIDTHS.desktop);
    await page.goto(SHEET);
    await hydrated(page);
    await turnGlobalModeOff(page, 'de');
    await page.goto('/reading-mastery');
    await hydrated(page);
    await expect(page.getByTestId('global-mode-switch')).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByTestId('section-toggle').first()).toBeVisible();
  });

  test('with storage unavailable the site still works and says preferences are not saved', async ({
    browser,
  }) => {
    const page = await openPage(browser, WIDTHS.desktop);
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    await page.goto('/en/oral-block-strategy');
    await hydrated(page);
    await page.getByTestId('global-mode-switch').click();
    await expect(
      page.getByRole('status').filter({ hasText: messages('en').language.toastStorage }),
    ).toBeVisible();
    await expect(page.getByTestId('section-toggle').first()).toBeVisible();
  });
});
