import { expect } from '@playwright/test';
import { LEARNING_PATH, pathStep } from '../../app/content/catalogue';
import {
  expectNoAxeViolations,
  href,
  hydrated,
  type Lang,
  LANGS,
  messages,
  test,
  type OpenPage,
  WIDTHS,
} from './support';

const ROUTE = 'speaking-part-1-who-system';
const PHONE = { width: 375, height: 812 };

function phonePage(openPage: OpenPage, options: { javaScriptEnabled?: boolean } = {}) {
  return openPage(PHONE.width, { height: PHONE.height, ...options });
}

// On a phone every sheet starts teaching within the first 400 px: checked on the load of the walk
// over every page (tests/e2e/accessibility.spec.ts, decision 0034).

test('the title block names the step in the learning path and the end links to both neighbours', async ({
  page,
}) => {
  for (const lang of LANGS) {
    const step = pathStep(ROUTE)!;
    await page.goto(href.sheet(ROUTE, lang));
    await expect(page.getByTestId('sheet-step')).toHaveText(
      messages(lang)
        .sheet.pathStep.other.replace('{step}', String(step.step))
        .replace('{count}', String(step.of))
        .replace('{stage}', messages(lang).stage[step.category]),
    );
    await expect(page.getByTestId('path-prev')).toHaveAttribute(
      'href',
      href.sheet(step.previous!.route, lang),
    );
    await expect(page.getByTestId('path-next')).toHaveAttribute('href', href.sheet(step.next!.route, lang));
  }
  await page.goto(href.sheet(LEARNING_PATH[0]!.route, 'de'));
  await expect(page.getByTestId('path-prev')).toHaveCount(0);
  await expect(page.getByTestId('path-next')).toHaveAttribute(
    'href',
    href.sheet(LEARNING_PATH[1]!.route, 'de'),
  );
  await page.goto(href.sheet(LEARNING_PATH.at(-1)!.route, 'en'));
  await expect(page.getByTestId('path-next')).toHaveCount(0);
});

test('"learned" is a pressed button that survives a reload', async ({ page }) => {
  await page.goto(href.sheet(ROUTE, 'en'));
  await hydrated(page);
  const toggle = page.getByRole('button', { name: messages('en').sheet.learned });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('button', { name: messages('en').sheet.learned })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

for (const lang of LANGS satisfies readonly Lang[])
  test(`on a phone the sections dialog lists every section and jumps to one (${lang})`, async ({
    openPage,
  }) => {
    const page = await phonePage(openPage);
    await page.goto(href.sheet(ROUTE, lang));
    await hydrated(page);
    const titles = await page.locator('section[data-anchor-section] h2').allInnerTexts();
    expect(titles.length).toBeGreaterThan(3);
    // The title block's own button (the bottom bar's item is named "Abschnitte: …").
    await page
      .getByRole('button', { name: messages(lang).sheet.sections, exact: true })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: messages(lang).sheet.sectionsTitle });
    // The summary first, then the sections.
    await expect(dialog.getByRole('link')).toHaveText([messages(lang).sheet.summaryTitle, ...titles]);
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    await dialog.getByRole('link', { name: titles[4] }).click();
    await expect(dialog).toBeHidden();
    const target = page.locator('section[data-anchor-section]').nth(4);
    // The section starts just under the thin bar fixed at the top (about 52 px high).
    await expect.poll(async () => (await target.boundingBox())?.y).toBeGreaterThanOrEqual(52);
    expect((await target.boundingBox())?.y).toBeLessThanOrEqual(100);
    await expect(target.locator('h2 a')).toBeFocused();
    await expect(page.getByTestId('current-section')).toContainText(titles[4]!);
    // The bottom bar's "sections" item sends this event; the page opens the same list.
    await page.evaluate(() => window.dispatchEvent(new Event('b1:open-sections')));
    await expect(dialog).toBeVisible();
  });

test('without scripts the sections button is a list that opens and links every section', async ({
  openPage,
}) => {
  const page = await phonePage(openPage, { javaScriptEnabled: false });
  await page.goto(href.sheet(ROUTE, 'de'));
  const count = await page.locator('section[data-anchor-section]').count();
  await page.locator('details > summary', { hasText: messages('de').sheet.sections }).click();
  // Every section, after the summary.
  await expect(page.locator('details[open] a[href^="#"]')).toHaveCount(count + 1);
});

test('on a wide screen the contents in the margin follow the reader', async ({ openPage }) => {
  const page = await openPage(WIDTHS.desktop);
  await page.goto(href.sheet(ROUTE, 'de'));
  await hydrated(page);
  const aside = page.getByTestId('contents-aside');
  await expect(aside).toBeVisible();
  const ids = await page.locator('section[data-anchor-section]').evaluateAll((els) => els.map((el) => el.id));
  for (const index of [2, 5, 1]) {
    await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), ids[index]!);
    await expect(aside.locator('[aria-current="location"]')).toHaveAttribute('href', `#${ids[index]}`);
  }
  await expect(aside.locator('[aria-current="location"]')).toHaveCount(1);
  await expectNoAxeViolations(page, { include: '[data-testid="contents-aside"]' });
});

test('a sheet loads on a phone without any layout shift', async ({ openPage }) => {
  const page = await phonePage(openPage);
  await page.goto(href.sheet(ROUTE, 'de'));
  await hydrated(page);
  // eslint-disable-next-line playwright/no-wait-for-timeout -- late work (fonts, idle callbacks) runs before the shifts are summed
  await page.waitForTimeout(1000);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) sum += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 200);
      }),
  );
  expect(shift).toBe(0);
});
