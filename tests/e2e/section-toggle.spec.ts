import { expect, type Page, type Route } from '@playwright/test';
import { otherLang } from '../../app/i18n/locales';
import { format } from '../../app/i18n/messages';
import { href, hydrated, type Lang, messages, test, toastWith, WIDTHS } from './support';

const ROUTE = 'oral-block-strategy';

/** Matches the request for the sheet's page data in `lang` (React Router's `.data` file). */
const pageDataIn = (lang: Lang) => (url: URL) => url.pathname === `${href.sheet(ROUTE, lang)}.data`;

/** The sheet in `lang`; its first section and that section's toggle to the other language. */
async function openWithToggles(page: Page, lang: Lang) {
  await page.goto(href.sheet(ROUTE, lang));
  await hydrated(page);
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
    desktop: page,
  }) => {
    const other = otherLang(lang);
    const otherData = pageDataIn(other);
    await page.route(otherData, fail);
    const { section, toOther, title } = await openWithToggles(page, lang);
    const sections = await page.locator('section[data-anchor-section]').count();

    await toOther.click();
    const text = messages(lang).language;
    await expect(
      toastWith(page, format(text.toastSectionFailed, { lang: text.langName[other] })),
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
  });
}

test('while the other language loads the toggle shows it, then the section switches', async ({
  phone: page,
}) => {
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
});

test('the failure toast never covers the heading of the section whose pill was pressed', async ({
  phone: page,
}) => {
  await page.route(pageDataIn('en'), (route) => route.abort('failed'));
  await page.goto(href.sheet(ROUTE, 'de'));
  await hydrated(page);
  const text = messages('de').language;
  const failed = format(text.toastSectionFailed, { lang: text.langName.en });
  const viewport = page.viewportSize()!;
  // A heading near the top of the screen, then one at the bottom edge, where toasts usually go.
  for (const [index, top] of [
    [1, 80],
    [2, viewport.height - 140],
  ] as const) {
    const section = page.locator('section[data-anchor-section]').nth(index);
    const heading = section.locator('h2');
    await heading.evaluate((el, y) => window.scrollBy(0, el.getBoundingClientRect().top - y), top);
    // Scrolling up brings the bottom bar back, as a reader would see it.
    await page.evaluate(() => window.scrollBy(0, -1));
    await section.getByRole('button', { name: /^EN:/ }).click();
    const toast = toastWith(page, failed);
    await expect(toast).toBeVisible();
    const a = (await toast.boundingBox())!;
    const b = (await heading.boundingBox())!;
    const overlap =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap, `toast ${JSON.stringify(a)} over heading ${JSON.stringify(b)}`).toBe(false);
    // The toast stays within the screen and clear of the bottom bar.
    const bar = (await page.getByTestId('floating-controls').boundingBox())!;
    expect(a.y + a.height).toBeLessThanOrEqual(bar.y);
    // It goes by itself after 5 s.
    await expect(toast).toHaveCount(0, { timeout: 8000 });
  }
});

test('a section of a freshly loaded page goes to the other language and back with all its content', async ({
  openPage,
  request,
}) => {
  // The page's hydration data holds no section markup (scripts/hydration-data.mjs): the section
  // takes its markup from the document, and must still have it when it returns to the page language.
  const raw = await (await request.get(href.sheet(ROUTE, 'de'))).text();
  const literal = /streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(raw)?.[1];
  expect(literal).toBeDefined();
  const values = JSON.parse((JSON.parse(literal!) as string).split('\n')[0]!) as unknown[];
  expect(values).toContain('html');
  expect(values.filter((v) => typeof v === 'string' && v.startsWith('<'))).toEqual([]);

  const page = await openPage(WIDTHS.mobile);
  await page.goto(href.sheet(ROUTE, 'de'));
  await hydrated(page);
  const section = page.locator('section[data-anchor-section]').nth(1);
  const blocks = section.locator('[data-section-blocks]');
  const german = (await blocks.textContent()) ?? '';
  expect(german.length).toBeGreaterThan(200);
  await section.getByRole('button', { name: /^EN:/ }).click();
  await expect(section).toHaveAttribute('lang', 'en');
  await expect(blocks).not.toHaveText(german);
  await section.getByRole('button', { name: /^DE:/ }).click();
  await expect(section).not.toHaveAttribute('lang');
  await expect(blocks).toHaveText(german);
});
