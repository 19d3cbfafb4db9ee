import { expect, type Page } from '@playwright/test';
import { CATALOGUE, clientNavigate, href, hydrated, LANGS, test, WIDTHS } from './support';

// The browser side of the contract with React Router's output (the build side, on the framework's
// own output, is scripts/framework-output.built.test.mjs): after the two rewrites of the build (the
// bootstrap deferred to the first paint, the sections' markup dropped from the hydration data) a
// page still hydrates without an error and keeps every section's content.

/** Errors the page reports: uncaught exceptions and console errors (React's hydration errors among them). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The text of every section's blocks, in page order. */
const sectionTexts = (page: Page) =>
  page.locator('section[data-anchor-section] [data-section-blocks]').allTextContents();

const [first, second] = CATALOGUE;

for (const lang of LANGS) {
  test(`${lang}: a sheet hydrates after the deferred bootstrap with every section's content, and a client navigation still loads the next`, async ({
    openPage,
  }) => {
    const path = href.sheet(first!.route, lang);
    const still = await openPage(WIDTHS.mobile, { javaScriptEnabled: false });
    await still.goto(path);
    const prerendered = await sectionTexts(still);
    expect(prerendered.length).toBeGreaterThan(2);
    await still.context().close();

    const page = await openPage(WIDTHS.mobile);
    const errors = watchErrors(page);
    await page.goto(path);
    await hydrated(page);
    expect(await sectionTexts(page)).toEqual(prerendered);
    const heading = page.getByRole('heading', { level: 1 });
    const firstHeading = (await heading.textContent()) ?? '';
    await clientNavigate(page, href.sheet(second!.route, lang));
    await expect(page).toHaveURL(new RegExp(`${href.sheet(second!.route, lang)}$`));
    await expect(heading).not.toHaveText(firstHeading);
    const next = await sectionTexts(page);
    expect(next.length).toBeGreaterThan(2);
    expect(next.every((text) => text.trim().length > 0)).toBe(true);
    expect(next).not.toEqual(prerendered);
    expect(errors).toEqual([]);
  });

  test(`${lang}: home hydrates after the deferred bootstrap without an error`, async ({ phone: page }) => {
    const errors = watchErrors(page);
    await page.goto(href.home(lang));
    await hydrated(page);
    expect(errors).toEqual([]);
  });
}
