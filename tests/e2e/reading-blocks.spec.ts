import { expect, type Page } from '@playwright/test';
import { href, LANGS, messages, test } from './support';

/** The height of a phone screen the reading figures are measured against (375 × 812). */
const PHONE_SCREEN = 812;

/** Phrases per phone screen in each phrase list of at least five phrases, by the list's caption. */
async function phrasesPerScreen(page: Page): Promise<Record<string, number>> {
  return page.evaluate((screen) => {
    const out: Record<string, number> = {};
    for (const list of document.querySelectorAll('[data-testid="phrase-table"]')) {
      const items = list.querySelectorAll('[data-phrase]');
      if (items.length < 5) continue;
      const height = list.getBoundingClientRect().height;
      out[list.querySelector('h3')!.textContent] = (items.length * screen) / height;
    }
    return out;
  }, PHONE_SCREEN);
}

test.describe('content on a phone (375 px)', () => {
  for (const lang of LANGS) {
    test(`phrase tables read as lists, five or more phrases per screen (${lang})`, async ({
      phone: page,
    }) => {
      await page.goto(href.sheet('functional-language', lang));
      const figures = await phrasesPerScreen(page);
      expect(Object.keys(figures).length).toBeGreaterThanOrEqual(4);
      for (const [caption, perScreen] of Object.entries(figures))
        expect(perScreen, `${caption}: phrases per ${PHONE_SCREEN} px`).toBeGreaterThanOrEqual(5);
      // No card repeats the column labels: phrase tables are no tables at all.
      await expect(page.getByTestId('phrase-table').first().locator('table, th')).toHaveCount(0);
    });
  }

  test('table captions span the whole table', async ({ phone: page }) => {
    for (const route of ['oral-block-strategy', 'reading-mastery', 'speaking-part-2-pave-system'] as const) {
      await page.goto(href.sheet(route, 'en'));
      const widths = await page.locator('table').evaluateAll((tables) =>
        tables.map((t) => ({
          caption: t.querySelector('caption')!.getBoundingClientRect().width,
          table: t.getBoundingClientRect().width,
        })),
      );
      expect(widths.length, route).toBeGreaterThan(0);
      for (const w of widths) expect(w.caption, route).toBeGreaterThanOrEqual(w.table - 1);
    }
  });

  test('no timeline label is cut off', async ({ phone: page }) => {
    for (const route of ['oral-block-strategy', 'speaking-part-2-pave-system'] as const)
      for (const lang of LANGS) {
        await page.goto(href.sheet(route, lang));
        const labels = await page
          .getByTestId('timeline-graphic')
          .locator('span')
          .evaluateAll((spans) =>
            spans.map((s) => ({ text: s.textContent, scroll: s.scrollWidth, client: s.clientWidth })),
          );
        expect(labels.length, route).toBeGreaterThan(6);
        for (const l of labels) {
          expect(l.client, `${l.text} has room`).toBeGreaterThan(0);
          expect(l.scroll, `${l.text} is not cut off`).toBeLessThanOrEqual(l.client);
        }
      }
  });
});

// No sheet writes "1 Minuten" or "1 minutes": read from the served HTML in
// tests/built/sheet-pages.built.test.ts.

test.describe('worked examples', () => {
  test('options are listed one per line', async ({ phone: page }) => {
    await page.goto(href.sheet('language-elements-patterns', 'de'));
    const options = page.getByTestId('example-options').first().locator('li');
    await expect(options).toHaveText(['a) Ihr', 'b) Ihre', 'c) Ihren']);
    const tops = await options.evaluateAll((items) => items.map((i) => i.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(3);
  });

  for (const lang of LANGS) {
    test(`the solution stays hidden until asked for (${lang})`, async ({ phone: page }) => {
      await page.goto(href.sheet('reading-mastery', lang));
      const solution = page.getByTestId('example-solution').first();
      const answer = solution.getByText(`${messages(lang).sheet.answer}:`);
      await expect(answer).toBeHidden();
      await solution.getByText(messages(lang).sheet.showSolution, { exact: true }).click();
      await expect(answer).toBeVisible();
    });
  }

  test('printing shows every solution of the printed examples, and leaves out the screen-only one', async ({
    desktop: page,
  }) => {
    await page.goto(href.sheet('reading-mastery', 'de'));
    await page.emulateMedia({ media: 'print' });
    const printed = page.locator('figure:not([data-print="hide"])');
    const answers = printed.getByTestId('example-solution').getByText(`${messages('de').sheet.answer}:`);
    expect(await answers.count()).toBeGreaterThan(0);
    for (const answer of await answers.all()) await expect(answer).toBeVisible();
    // Its second worked example is on the page only (decision 0046), to keep the sheet on four pages.
    await expect(page.locator('figure[data-print="hide"]')).toHaveCount(1);
    await expect(page.locator('figure[data-print="hide"]')).toBeHidden();
    await expect(page.getByText(messages('de').sheet.showSolution).first()).toBeHidden();
  });
});

// Axe stays clean on the reworked blocks (functional-language, oral-block-strategy, reading-mastery at
// both widths in both languages, a solution open): checked on the load of the walk over every page
// (tests/e2e/accessibility.spec.ts, decision 0034).
