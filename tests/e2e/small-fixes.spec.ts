import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, href, hydrated, type Lang, LANGS, messages, test, WIDTHS } from './support';

// Smaller things seen on the way (issue 23): nothing in a sheet's title block is cut off on a
// phone; the sticky section title speaks the section's language; the sections list starts with the
// summary; the theme's "system" choice in plain words; the chosen DE/EN visible in both themes;
// the floating controls beside the content, not over it.

// On a phone no sheet cuts its subtitle, its exam line or its cards' texts: checked on the load of
// the walk over every page (tests/e2e/accessibility.spec.ts, decision 0034).

/** The sheet every section test reads: its fifth section is switched to the other language. */
const SHEET = 'reading-mastery';

for (const lang of LANGS)
  test(`the sticky title and the sections list name a switched section in its own language (${lang})`, async ({
    openPage,
  }) => {
    const other: Lang = lang === 'de' ? 'en' : 'de';
    const page = await openPage(WIDTHS.mobile);
    await page.goto(href.sheet(SHEET, lang));
    await hydrated(page);
    const section = page.locator('section[data-anchor-section]').nth(4);
    const pageTitle = await section.locator('h2').innerText();
    await section.getByRole('button', { name: new RegExp(`^${other.toUpperCase()}:`) }).click();
    await expect(section).toHaveAttribute('lang', other);
    await expect(section.locator('h2')).not.toHaveText(pageTitle);
    const shownTitle = await section.locator('h2').innerText();

    await section.evaluate((el) => el.scrollIntoView());
    const current = page.getByTestId('current-section');
    await expect(current).toContainText(shownTitle);
    await expect(current.getByText(shownTitle, { exact: true })).toHaveAttribute('lang', other);
    // The words around it stay in the page's language.
    await expect(current).not.toHaveAttribute('lang', /./);

    await page
      .getByTestId('sections-bar')
      .getByRole('button', { name: messages(lang).sheet.sections })
      .click();
    const dialog = page.getByRole('dialog', { name: messages(lang).sheet.sectionsTitle });
    const entry = dialog.getByRole('link', { name: shownTitle, exact: true });
    await expect(entry.locator('span')).toHaveAttribute('lang', other);
    await expect(dialog.getByRole('link').first().locator('span')).not.toHaveAttribute('lang', /./);
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  });

for (const lang of LANGS)
  test(`the sections list starts with the summary and jumps to it (${lang})`, async ({ openPage }) => {
    const text = messages(lang).sheet;
    const page = await openPage(WIDTHS.mobile);
    await page.goto(href.sheet(SHEET, lang));
    await hydrated(page);
    await page
      .locator('section[data-anchor-section]')
      .nth(3)
      .evaluate((el) => el.scrollIntoView());
    await page.getByTestId('sections-bar').getByRole('button', { name: text.sections }).click();
    const dialog = page.getByRole('dialog', { name: text.sectionsTitle });
    const titles = await page.locator('section[data-anchor-section] h2').allInnerTexts();
    await expect(dialog.getByRole('link')).toHaveText([text.summaryTitle, ...titles]);
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    await dialog.getByRole('link', { name: text.summaryTitle, exact: true }).click();
    await expect(dialog).toBeHidden();
    const summary = page.getByTestId('sheet-summary');
    await expect(summary).toBeInViewport();
    await expect(summary.getByRole('heading', { name: text.summaryTitle })).toBeFocused();
    await expect(page).toHaveURL(/#summary-title$/);
  });

test('without scripts the sections list starts with the summary too', async ({ noScript: page }) => {
  await page.goto(href.sheet(SHEET, 'de'));
  await page.locator('details > summary', { hasText: messages('de').sheet.sections }).click();
  const first = page.locator('details[open] a[href^="#"]').first();
  await expect(first).toHaveText(messages('de').sheet.summaryTitle);
  await first.click();
  await expect(page.getByTestId('sheet-summary')).toBeInViewport();
});

for (const lang of LANGS)
  test(`the theme choices are short plain words, each on one line on a phone (${lang})`, async ({
    phone: page,
  }) => {
    await page.goto(href.home(lang));
    await hydrated(page);
    await page.getByRole('button', { name: messages(lang).nav.openMenu }).click();
    const radios = page.getByRole('dialog').getByRole('radio');
    await expect(radios).toHaveCount(3);
    const names = await radios.evaluateAll((els) => els.map((el) => el.closest('label')!.innerText.trim()));
    expect(names).toEqual(lang === 'de' ? ['System', 'Hell', 'Dunkel'] : ['System', 'Light', 'Dark']);
    for (const label of await page.getByRole('dialog').locator('label span').all()) {
      const lines = await label.evaluate(
        (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
      );
      // One line of text in a 44 px target.
      expect(lines).toBeLessThan(2.5);
    }
  });

/**
 * WCAG contrast between an element's own background and what shows behind it (its ancestors'
 * backgrounds, composited), read from the painted colours through a canvas.
 */
async function fillContrast(element: Locator): Promise<{ contrast: number; filled: boolean }> {
  return element.evaluate((el) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgba = (color: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = ctx.getImageData(0, 0, 1, 1).data;
      return { r, g, b, a: a / 255 };
    };
    /** The colour behind `from` and its ancestors' layers, down to the page. */
    const behind = (from: Element | null) => {
      const layers: { r: number; g: number; b: number; a: number }[] = [];
      for (let n = from; n; n = n.parentElement) {
        const c = rgba(getComputedStyle(n).backgroundColor);
        if (c.a > 0) layers.push(c);
        if (c.a >= 1) break;
      }
      return layers.reduceRight(
        (under, top) => ({
          r: top.r * top.a + under.r * (1 - top.a),
          g: top.g * top.a + under.g * (1 - top.a),
          b: top.b * top.a + under.b * (1 - top.a),
          a: 1,
        }),
        { r: 255, g: 255, b: 255, a: 1 },
      );
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const own = rgba(getComputedStyle(el).backgroundColor);
    const [a, b] = [luminance(behind(el)), luminance(behind(el.parentElement))].sort((x, y) => y - x);
    return { contrast: (a! + 0.05) / (b! + 0.05), filled: own.a > 0 };
  });
}

const weight = (element: Locator) => element.evaluate((el) => Number(getComputedStyle(el).fontWeight));

/** The chosen one of two: a fill in 3:1 contrast with its surroundings, the other without, and bolder. */
async function expectClearChoice(chosen: Locator, other: Locator, where: string) {
  const { contrast, filled } = await fillContrast(chosen);
  expect(filled, `${where}: the chosen one is filled`).toBe(true);
  expect(contrast, `${where}: contrast of the chosen one`).toBeGreaterThanOrEqual(3);
  expect((await fillContrast(other)).filled, `${where}: the other one has no fill`).toBe(false);
  expect(await weight(chosen), `${where}: the chosen one is bolder`).toBeGreaterThan(await weight(other));
}

for (const colorScheme of ['light', 'dark'] as const)
  for (const lang of LANGS)
    test(`the chosen language stands out in the ${colorScheme} theme (${lang})`, async ({ openPage }) => {
      const other: Lang = lang === 'de' ? 'en' : 'de';
      for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
        const page = await openPage(width, { colorScheme });
        await page.goto(href.sheet(SHEET, lang));
        await hydrated(page);
        const where = `${colorScheme} ${width} px`;
        const pill = page.getByTestId('language-switch').locator('span[aria-hidden]');
        await expectClearChoice(
          pill.locator('> span[data-current]'),
          pill.locator('> span:not([data-current])'),
          `${where} page`,
        );

        const toggle = page.getByTestId('section-toggle').nth(1);
        await toggle.scrollIntoViewIfNeeded();
        await toggle.getByRole('button', { name: new RegExp(`^${other.toUpperCase()}:`) }).click();
        const pressed = toggle.locator('button[aria-pressed="true"]');
        await expect(pressed).toHaveText(other);
        await expectClearChoice(pressed, toggle.locator('button[aria-pressed="false"]'), `${where} section`);
        await expectNoAxeViolations(page, {
          include: '[data-testid="language-switch"], [data-testid="section-toggle"]',
        });
      }
    });

test('the theme choice in the menu stands out in the dark theme too', async ({ openPage }) => {
  const page = await openPage(WIDTHS.mobile, { colorScheme: 'dark' });
  await page.goto('/en');
  await hydrated(page);
  await page.getByRole('button', { name: messages('en').nav.openMenu }).click();
  const faces = page.getByRole('dialog').locator('label > span');
  await expect(page.getByRole('radio', { name: 'System' })).toBeChecked();
  const { contrast, filled } = await fillContrast(faces.first());
  expect(filled).toBe(true);
  expect(contrast).toBeGreaterThanOrEqual(3);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
});

/** The right edge of the text of the site's content column (its header's), in px. */
const textEdge = (page: Page) =>
  page
    .locator('header')
    .first()
    .locator(':scope > div')
    .evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.right - parseFloat(getComputedStyle(el).paddingRight);
    });

for (const [width, lang] of [
  [1280, 'de'],
  [1440, 'en'],
  [1024, 'de'],
] as const)
  test(`the floating controls sit beside the content column, not over its edge (${width} px, ${lang})`, async ({
    openPage,
  }) => {
    const page = await openPage(width);
    await page.goto(href.sheet(SHEET, lang));
    await hydrated(page);
    const controls = (await page.getByTestId('floating-controls').boundingBox())!;
    const edge = await textEdge(page);
    const viewport = await page.evaluate(() => document.documentElement.clientWidth);
    // The column keeps the page's 1rem from the right edge, as the text does.
    expect(viewport - (controls.x + controls.width)).toBeCloseTo(16, 0);
    // From 1280 px up, where the margin has room for it, it stays off the content.
    if (width >= 1280) expect(controls.x).toBeGreaterThanOrEqual(edge);
    if (width === 1280) expect(controls.x).toBeCloseTo(edge, 0);
    // Narrower, it floats over the content, its right edge on the text's.
    if (width < 1280) expect(controls.x + controls.width).toBeCloseTo(edge, 0);
  });
