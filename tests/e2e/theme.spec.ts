import { expect, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  href,
  hydrated,
  type Lang,
  messages,
  test,
  toastWith,
  WIDTHS,
} from './support';

// The theme: the system's by default, light or dark when the reader chooses in the menu; the choice
// survives reloads and new pages, is applied before the first paint, and print stays light.

const LIGHT_BG = 'rgb(255, 255, 255)';

/** Relative luminance (0 black … 1 white) of a computed colour such as `rgb(6, 11, 24)` or `oklch(…)`. */
function luminance(color: string): number {
  const oklch = /oklch\(([\d.]+)/.exec(color);
  if (oklch) return Number(oklch[1]) ** 3;
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** The page's background colour as painted. */
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function chooseInMenu(page: Page, label: string, lang: Lang = 'en') {
  await page.getByRole('button', { name: messages(lang).nav.openMenu }).click();
  const dialog = page.getByRole('dialog');
  // The radio itself is visually hidden: the reader taps its label.
  await dialog.locator('label', { hasText: label }).click();
  await expect(dialog.getByRole('radio', { name: label })).toBeChecked();
  await dialog.getByRole('button', { name: messages(lang).nav.closeMenu }).click();
  await expect(dialog).toBeHidden();
}

test('follows the system: dark when the device is dark, light when it is light', async ({ openPage }) => {
  for (const colorScheme of ['dark', 'light'] as const) {
    const page = await openPage(WIDTHS.mobile, { colorScheme });
    await page.goto('/en/reading-mastery');
    const painted = await background(page);
    if (colorScheme === 'light') expect(painted).toBe(LIGHT_BG);
    else expect(luminance(painted), painted).toBeLessThan(0.05);
  }
});

test('a chosen theme applies at once, stays across pages and reloads, and "System" hands it back', async ({
  openPage,
}) => {
  const page = await openPage(WIDTHS.desktop, { colorScheme: 'light' });
  await page.goto('/en');
  await hydrated(page);
  const text = messages('en').theme;
  await chooseInMenu(page, text.dark);
  expect(await background(page)).not.toBe(LIGHT_BG);
  await page
    .getByRole('link', { name: messages('en').nav.cheatSheets, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${href.overview('en')}$`));
  expect(await background(page)).not.toBe(LIGHT_BG);
  await page.reload();
  expect(await background(page)).not.toBe(LIGHT_BG);
  await hydrated(page);
  await chooseInMenu(page, text.system);
  expect(await background(page)).toBe(LIGHT_BG);
  await page.reload();
  expect(await background(page)).toBe(LIGHT_BG);
});

test('light chosen on a dark device stays light', async ({ openPage }) => {
  const page = await openPage(WIDTHS.mobile, { colorScheme: 'dark' });
  await page.goto('/');
  await hydrated(page);
  await chooseInMenu(page, messages('de').theme.light, 'de');
  await page.reload();
  expect(await background(page)).toBe(LIGHT_BG);
});

test('the stored choice is painted before any app script runs (no flash of the other theme)', async ({
  openPage,
}) => {
  const page = await openPage(WIDTHS.mobile, { colorScheme: 'light' });
  await page.addInitScript(() => localStorage.setItem('b1.theme.v1', 'dark'));
  // Without the app's JavaScript only the inline script in <head> can set the theme.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/en/reading-mastery');
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  expect(await background(page)).not.toBe(LIGHT_BG);
});

test('with storage unavailable the theme still changes and the reader is told it is not kept', async ({
  openPage,
}) => {
  const page = await openPage(WIDTHS.mobile, { colorScheme: 'light', storage: 'denied' });
  await page.goto('/en');
  await hydrated(page);
  await page.getByRole('button', { name: messages('en').nav.openMenu }).click();
  await page
    .getByRole('dialog')
    .locator('label', { hasText: messages('en').theme.dark })
    .click();
  await expect(toastWith(page, messages('en').language.toastStorage)).toBeVisible();
  expect(await background(page)).not.toBe(LIGHT_BG);
});

test('print stays light in the dark theme', async ({ openPage }) => {
  const page = await openPage(WIDTHS.desktop, { colorScheme: 'dark' });
  await page.goto('/en/reading-mastery');
  expect(await background(page)).not.toBe(LIGHT_BG);
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  expect(await background(page)).toBe(LIGHT_BG);
});

test('the menu with the theme control has no axe violations in the dark theme', async ({ openPage }) => {
  const page = await openPage(WIDTHS.mobile, { colorScheme: 'dark' });
  await page.goto('/en/oral-block-strategy');
  await hydrated(page);
  await page.getByRole('button', { name: messages('en').nav.openMenu }).click();
  await expect(
    page.getByRole('radiogroup').or(page.getByRole('group', { name: 'Appearance' })),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
