import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, href, hydrated, type Lang, LANGS, messages, test, WIDTHS } from './support';

// Search on a phone with the on-screen keyboard up: the keyboard leaves about 300 px of a 375 px
// wide phone visible (simulated by a short window). The first result must be there in full,
// between the field and the keyboard, while the field keeps focus.

const KEYBOARD_UP = { width: WIDTHS.mobile, height: 300 };
const QUERY = { de: 'Konjunktiv', en: 'letter' } as const;

/** Expects `element` wholly inside the visible part of the screen (the visual viewport). */
async function expectWhollyVisible(page: Page, element: Locator, what: string) {
  const box = (await element.boundingBox())!;
  const visible = await page.evaluate(() => ({
    top: window.visualViewport!.offsetTop,
    height: window.visualViewport!.height,
    width: window.visualViewport!.width,
  }));
  expect(box.y, `${what}: top`).toBeGreaterThanOrEqual(visible.top);
  expect(box.y + box.height, `${what}: bottom`).toBeLessThanOrEqual(visible.top + visible.height);
  expect(box.x + box.width, `${what}: right`).toBeLessThanOrEqual(visible.width);
}

/** Types in the field with the keyboard down, then brings the keyboard up (the window shrinks). */
async function typeThenKeyboardUp(page: Page, field: Locator, lang: Lang) {
  await field.fill(QUERY[lang]);
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.setViewportSize(KEYBOARD_UP);
  await expect(field).toBeFocused();
}

test.describe('search with the keyboard up on a phone', () => {
  for (const lang of LANGS)
    test(`the dialog shows the field and the first result above the keyboard (${lang})`, async ({
      phone: page,
    }) => {
      await page.goto(href.sheet('reading-mastery', lang));
      await hydrated(page);
      await page.getByTestId('bar-search').click();
      const dialog = page.getByRole('dialog', { name: messages(lang).search.title });
      const field = dialog.getByRole('combobox', { name: messages(lang).search.inputLabel });
      await expect(field).toBeFocused();
      await typeThenKeyboardUp(page, field, lang);
      await expectWhollyVisible(page, field, 'field');
      await expectWhollyVisible(page, dialog.getByRole('option').first(), 'first result');
      // The dialog ends where the visible part of the screen ends, and the rest of it scrolls.
      expect((await dialog.boundingBox())!.height).toBeLessThanOrEqual(KEYBOARD_UP.height);
      await expectNoAxeViolations(page);
    });

  for (const lang of LANGS)
    test(`the search page moves the focused field up so that the first result shows (${lang})`, async ({
      phone: page,
    }) => {
      await page.goto(href.search(lang));
      await hydrated(page);
      const field = page.getByRole('combobox', { name: messages(lang).search.inputLabel });
      await field.focus();
      await typeThenKeyboardUp(page, field, lang);
      await expectWhollyVisible(page, field, 'field');
      await expectWhollyVisible(page, page.getByRole('option').first(), 'first result');
    });

  test('on a wide screen the search page does not move when its field takes focus', async ({
    desktop: page,
  }) => {
    await page.goto(href.search('en'));
    await hydrated(page);
    await page.getByRole('combobox').focus();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });
});
