import { expect } from '@playwright/test';
import { expectedPhases, panel, press, timerText } from './oral-timer-support';
import {
  expectNoAxeViolations,
  href,
  hydrated,
  type Lang,
  layoutShifts,
  test,
  watchLayoutShifts,
  WIDTHS,
} from './support';

// The timer for keyboard and screen-reader users (axe on each state, focus), and in the layout:
// a reload that finds it open moves nothing on the page.

for (const [lang, width] of [
  ['de', WIDTHS.mobile],
  ['en', WIDTHS.desktop],
] as [Lang, number][]) {
  test(`axe finds nothing in the timer's states (${lang}, ${width} px)`, async ({ openPage }) => {
    // Four scans of a long sheet: on two shared cores that takes longer than the default.
    test.setTimeout(90_000);
    const page = await openPage(width);
    const text = timerText(lang);
    await page.goto(href.sheet('speaking-part-1-who-system', lang));
    await hydrated(page);
    await page.getByTestId('oral-timer-button').click();
    await expect(panel(page)).toBeVisible();
    await expectNoAxeViolations(page, { include: '[data-testid="oral-timer"]' });
    await press(page, lang, 'start');
    await panel(page).getByRole('button', { name: text.sound }).click();
    await expectNoAxeViolations(page, { include: '[data-testid="oral-timer"]' });
    await panel(page).getByRole('button', { name: text.less }).click();
    await expect(panel(page).getByTestId('timer-activity')).toHaveCount(0);
    await expectNoAxeViolations(page, { include: '[data-testid="oral-timer"]' });
    await panel(page).getByRole('button', { name: text.more }).click();
    for (let i = 0; i < expectedPhases(lang).length; i++) await press(page, lang, 'skip');
    await expect(panel(page).getByTestId('timer-phase')).toHaveText(text.finished);
    await expectNoAxeViolations(page, { include: '[data-testid="oral-timer"]' });
  });
}

test('on a phone the panel shows every phase’s texts whole, open and made small (German, the longest)', async ({
  openPage,
}) => {
  test.setTimeout(90_000);
  const page = await openPage(WIDTHS.mobile);
  const text = timerText('de');
  await page.goto(href.sheet('oral-block-strategy', 'de'));
  await hydrated(page);
  await page.getByTestId('oral-timer-button').click();
  await expect(panel(page)).toBeVisible();
  /** Whether a text of the panel is cut off (an ellipsis, or lines clipped). */
  const cut = (testId: string) =>
    panel(page)
      .getByTestId(testId)
      .evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
  /** On how many lines the step ("Phase 1 von 4", after the "·") is drawn. */
  const stepLines = () =>
    panel(page)
      .getByTestId('timer-stage')
      .evaluate((el) => {
        const node = el.firstChild!;
        const range = document.createRange();
        range.setStart(node, node.textContent!.indexOf('·') + 2);
        range.setEnd(node, node.textContent!.length);
        return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
      });
  for (const phase of expectedPhases('de')) {
    await expect(panel(page).getByTestId('timer-phase')).toHaveText(phase.title);
    for (const id of ['timer-stage', 'timer-phase', 'timer-next'])
      expect(await cut(id), `${id}: ${phase.title}`).toBe(false);
    // "Phase 1 von 4" is never broken before its number.
    expect(await stepLines(), phase.title).toBe(1);
    await panel(page).getByRole('button', { name: text.less }).click();
    expect(await cut('timer-phase'), `small: ${phase.title}`).toBe(false);
    await panel(page).getByRole('button', { name: text.more }).click();
    await press(page, 'de', 'skip');
  }
});

test('axe finds nothing in the running timer in the dark theme', async ({ openPage }) => {
  const page = await openPage(WIDTHS.mobile, { colorScheme: 'dark' });
  await page.goto(href.sheet('oral-block-strategy', 'en'));
  await hydrated(page);
  await page.getByTestId('oral-timer-button').click();
  await press(page, 'en', 'start');
  await expectNoAxeViolations(page, { include: '[data-testid="oral-timer"]' });
});

test('by keyboard: the timer opens on Start, its button leads back to it, closing pauses it and hands focus back', async ({
  phone: page,
}) => {
  const text = timerText('de');
  await page.goto(href.sheet('oral-block-strategy', 'de'));
  await hydrated(page);
  const opener = page.getByTestId('oral-timer-button');
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  const start = panel(page).getByRole('button', { name: text.start, exact: true });
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');
  // The same button, now Pause, keeps the focus.
  await expect(panel(page).getByRole('button', { name: text.pause, exact: true })).toBeFocused();
  // The region is named for screen readers.
  await expect(page.getByRole('region', { name: text.title })).toBeVisible();
  // The card's button, pressed again, takes the reader back into the open timer.
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(panel(page).getByRole('button', { name: text.pause, exact: true })).toBeFocused();
  await panel(page).getByRole('button', { name: text.close }).focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(panel(page).getByRole('button', { name: text.resume, exact: true })).toBeFocused();
});

test('a reload that finds the timer open shows it without moving anything on the page', async ({
  phone: page,
}) => {
  await page.goto(href.sheet('speaking-part-2-pave-system', 'de'));
  await hydrated(page);
  await page.getByTestId('oral-timer-button').click();
  await press(page, 'de', 'start');
  await watchLayoutShifts(page);
  await page.reload();
  await hydrated(page);
  await expect(panel(page).getByRole('button', { name: timerText('de').pause, exact: true })).toBeVisible();
  // Not given focus: the reader did not open it on this load.
  await expect(panel(page).locator(':focus')).toHaveCount(0);
  expect(await layoutShifts(page)).toEqual({ total: 0, sources: [] });
});
