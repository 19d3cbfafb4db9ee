import { expect, test, type Page, type Route } from '@playwright/test';
import { otherLang } from '../../app/i18n/locales';
import { format } from '../../app/i18n/messages';
import { href, hydrated, messages, openPage, turnGlobalModeOff, WIDTHS, type Lang } from './support';

const ROUTE = 'oral-block-strategy';

/** Matches the request for the sheet's page data in `lang` (React Router's `.data` file). */
const pageDataIn = (lang: Lang) => (url: URL) => url.pathname === `${href.sheet(ROUTE, lang)}.data`;

/** The sheet in `lang` with global mode off; its first section and that section's toggle to the other language. */
async function openWithToggles(page: Page, lang: Lang) {
  await page.goto(href.sheet(ROUTE, lang));
  await hydrated(page);
  await turnGlobalModeOff(page, lang);
  const section = page.locator('section[data-anchor-section]').first();
  const other = otherLang(lang);
  const toOther = section.getByRole('button', { name: new RegExp(`^${other.toUpperCase()}:`) });
  return { section, toOther, title: await section.locator('h2').innerText() };
}

const FAILURES = [
  {
    lang: 'de',
    kind: 'an error status',
    fail: (route: Route) => route.fulfill({ status: 500, body: 'down' }),
  },
  { lang: 'en', kind: 'a network failure', fail: (route: Route) => route.abort('failed') },
] as const;

for (const { lang, kind, fail } of FAILURES) {
  test(`${kind} for the other language keeps the page, says so in its language (${lang}) and can be retried`, async ({
    browser,
  }) => {
    const page = await openPage(browser, WIDTHS.desktop);
    const other = otherLang(lang);
    const otherData = pageDataIn(other);
    await page.route(otherData, fail);
    const { section, toOther, title } = await openWithToggles(page, lang);
    const sections = await page.locator('section[data-anchor-section]').count();

    await toOther.click();
    const text = messages(lang).language;
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: format(text.toastSectionFailed, { lang: text.langName[other] }) }),
    ).toBeVisible();
    // The sheet is still there, unchanged, and the toggle does not claim the other language.
    await expect(page.getByTestId('page-data-not-found')).toHaveCount(0);
    await expect(page.locator('section[data-anchor-section]')).toHaveCount(sections);
    await expect(section.locator('h2')).toHaveText(title);
    await expect(section).not.toHaveAttribute('lang', /.+/);
    await expect(toOther).toHaveAttribute('aria-pressed', 'false');
    await expect(toOther).not.toHaveAttribute('aria-busy', 'true');

    // The connection is back: pressing again switches the section.
    await page.unroute(otherData);
    await toOther.click();
    await expect(section).toHaveAttribute('lang', other);
    await expect(section.locator('h2')).not.toHaveText(title);
    await expect(toOther).toHaveAttribute('aria-pressed', 'true');
    await page.context().close();
  });
}

test('while the other language loads the toggle shows it, then the section switches', async ({ browser }) => {
  const page = await openPage(browser, WIDTHS.mobile);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pageDataIn('en'), async (route) => {
    await released;
    await route.continue();
  });
  const { section, toOther, title } = await openWithToggles(page, 'de');

  await toOther.click();
  await expect(toOther).toHaveAttribute('aria-busy', 'true');
  await expect(toOther.getByTestId('section-toggle-loading')).toBeVisible();
  await expect(toOther).toHaveAttribute('aria-pressed', 'false');
  await expect(section.locator('h2')).toHaveText(title);

  release();
  await expect(section).toHaveAttribute('lang', 'en');
  await expect(section.locator('h2')).not.toHaveText(title);
  await expect(toOther).toHaveAttribute('aria-pressed', 'true');
  await expect(toOther).not.toHaveAttribute('aria-busy', 'true');
  await expect(toOther.getByTestId('section-toggle-loading')).toHaveCount(0);
  await page.context().close();
});
