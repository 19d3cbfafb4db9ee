import { expect, type Page } from '@playwright/test';
import { CATALOGUE, href, hydrated, LANGS, messages, test, WIDTHS } from './support';

// Printouts in Chromium on A4: the summary on exactly one page, the whole sheet on at most four,
// for every sheet in both languages; the print control picks which.

/** Pages in a PDF written by Chromium: one `/Type /Page` object per page. */
function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}

const print = (page: Page) => page.pdf({ format: 'A4', preferCSSPageSize: true });

test.describe('every sheet prints compactly', () => {
  test.describe.configure({ timeout: 120_000 });
  for (const lang of LANGS) {
    test(`the summary on one A4 page and the whole sheet on at most four (${lang})`, async ({
      desktop: page,
    }) => {
      const counts: string[] = [];
      for (const { route } of CATALOGUE) {
        await page.goto(href.sheet(route, lang));
        const full = pageCount(await print(page));
        await page.evaluate(() => (document.documentElement.dataset.printMode = 'summary'));
        const summary = pageCount(await print(page));
        if (full > 4 || full < 1 || summary !== 1) counts.push(`${route}: whole ${full}, summary ${summary}`);
      }
      expect(counts).toEqual([]);
    });
  }
});

test('a printed page carries the sheet title for its running head, the screen does not show it', async ({
  page,
}) => {
  await page.goto(href.sheet('reading-mastery', 'en'));
  const title = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--print-title').trim(),
  );
  expect(title).toBe('"Cheat Sheet #01 · Reading Mastery"');
  await page.goto(href.home('en'));
  expect(
    await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--print-title')),
  ).toBe('');
});

test.describe('the print control', () => {
  for (const [lang, width] of [
    ['de', WIDTHS.mobile],
    ['en', WIDTHS.desktop],
  ] as const) {
    test(`offers the summary and the whole sheet, and prints the one chosen (${lang}, ${width} px)`, async ({
      openPage,
    }) => {
      const page = await openPage(width);
      // The print dialog cannot be driven: record what the page looks like when it is asked for.
      await page.addInitScript(() => {
        const printed: string[] = [];
        Object.assign(window, { printed });
        window.print = () => {
          printed.push(document.documentElement.dataset.printMode ?? 'full');
          window.dispatchEvent(new Event('afterprint'));
        };
      });
      await page.goto(href.sheet('speaking-part-1-who-system', lang));
      await hydrated(page);
      // In the header from `md` up; at the end of the sheet on phones, after the learning content.
      const inHeader = page
        .locator('article > header')
        .getByRole('button', { name: messages(lang).print.button });
      await expect(inHeader).toHaveCount(width === WIDTHS.mobile ? 0 : 1);
      const text = messages(lang).print;
      const open = page.getByRole('button', { name: text.button });
      await open.click();
      const options = page.getByRole('group', { name: text.choose });
      await expect(options).toBeVisible();
      await options.getByRole('button', { name: new RegExp(text.summary) }).click();
      await expect(options).toBeHidden();
      await open.click();
      await options.getByRole('button', { name: new RegExp(text.full) }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: string[] }).printed)).toEqual([
        'summary',
        'full',
      ]);
      // After printing the page is as before.
      expect(await page.evaluate(() => document.documentElement.dataset.printMode)).toBeUndefined();
    });
  }

  test('is hidden without JavaScript, where the browser prints the whole sheet', async ({ openPage }) => {
    const page = await openPage(WIDTHS.desktop, { javaScriptEnabled: false });
    await page.goto(href.sheet('reading-mastery', 'de'));
    await expect(page.getByRole('button', { name: messages('de').print.button })).toBeHidden();
    expect(pageCount(await print(page))).toBeLessThanOrEqual(4);
  });
});
