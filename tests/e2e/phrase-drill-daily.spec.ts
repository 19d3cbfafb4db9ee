import { expect, type Page } from '@playwright/test';
import { LEARNING_PATH } from '../../app/content/catalogue';
import { drillDeck, drillTotal } from '../../app/content/drill-cards.server';
import { DRILL_ROUND_KEY } from '../../app/features/drill/drill-day';
import { introductionOrder } from '../../app/features/drill/new-cards';
import { DEFAULT_DRILL_SETTINGS, DRILL_SETTINGS_KEY } from '../../app/features/drill/settings';
import { drillMessages } from '../../app/i18n/drill-messages';
import { formatCount } from '../../app/i18n/messages';
import { ACTIVITY_KEY } from '../../app/stores/study-activity';
import { sheetsDueSum } from './drill-support';
import { expectNoAxeViolations, href, hydrated, test, WIDTHS } from './support';

// A drill sized for weeks (docs/decisions/0027): at most so many new cards a day, the summaries'
// phrases first, the limit set by the learner and renewed each calendar day; a round survives a
// reload exactly and a finished round stays finished (and counts once for the study plan).

const DECK = drillDeck();
const TOTAL = drillTotal(DECK);
const ORDER = introductionOrder(
  DECK,
  LEARNING_PATH.map((e) => e.route),
);
const SHEET = 'reading-mastery';
const cards = DECK.sheets[SHEET]!;
const LIMIT = DEFAULT_DRILL_SETTINGS.newPerDay;

const prompt = (page: Page) => page.getByTestId('drill-prompt');
const left = (page: Page) => page.getByTestId('drill-left');
const totalLine = (page: Page) => page.getByTestId('drill-total');
const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown, key);

/** Reveals the card on screen and marks it by key (2 known, 1 not known). */
async function answer(page: Page, known: boolean) {
  const before = await left(page).textContent();
  const on = await prompt(page).textContent();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('drill-answer')).toBeVisible();
  await page.keyboard.press(known ? '2' : '1');
  // The next card (or the round's end) is on screen.
  await expect(async () => {
    const done = await page.getByTestId('drill-done').isVisible();
    expect(
      done || (await prompt(page).textContent()) !== on || (await left(page).textContent()) !== before,
    ).toBe(true);
  }).toPass();
}

test('a fresh learner gets 20 new cards a day, summaries first; fewer when chosen; new ones the next day', async ({
  openPage,
}) => {
  const page = await openPage(WIDTHS.mobile, { timezoneId: 'Europe/Berlin' });
  await page.clock.install({ time: new Date('2026-11-24T10:00:00+01:00') });
  const text = drillMessages('de');
  const setting = page.getByTestId('drill-new-per-day');
  if (cards.length <= LIMIT) throw new Error(`${SHEET} should have more cards than a day's new ones`);

  await page.goto(href.drill('de'));
  await hydrated(page);
  // Not the whole deck: the day's new cards.
  await expect(totalLine(page)).toHaveText(formatCount('de', text.total, TOTAL, { due: LIMIT }));
  // The sheets' counts add up to it: the day's new cards are counted once, not once a sheet.
  expect(await sheetsDueSum(page)).toBe(LIMIT);
  await expect(setting.getByRole('radio', { name: String(LIMIT) })).toBeChecked();
  await expectNoAxeViolations(page);

  await setting.getByRole('radio', { name: '10' }).check();
  await expect(totalLine(page)).toHaveText(formatCount('de', text.total, TOTAL, { due: 10 }));
  expect(await sheetsDueSum(page)).toBe(10);
  expect(await stored(page, DRILL_SETTINGS_KEY)).toEqual({ version: 1, newPerDay: 10 });
  await page.reload();
  await expect(setting.getByRole('radio', { name: '10' })).toBeChecked();
  await expect(totalLine(page)).toHaveText(formatCount('de', text.total, TOTAL, { due: 10 }));

  // Every due card: the summaries' phrases first, along the learning path; ten of them today.
  await page.getByRole('link', { name: text.practiseAll }).click();
  await expect(prompt(page)).toHaveText(ORDER[0]!.gap);
  await expect(left(page)).toHaveText(formatCount('de', text.left, 10));
  const shown: string[] = [];
  for (let i = 0; i < 10; i++) {
    shown.push((await prompt(page).textContent()) ?? '');
    await answer(page, true);
  }
  expect(shown).toEqual(ORDER.slice(0, 10).map((c) => c.gap));
  expect(ORDER.slice(0, 10).every((c) => c.summary)).toBe(true);
  await expect(page.getByTestId('drill-result')).toHaveText(
    formatCount('de', text.result, 10, { notKnown: 0 }),
  );
  // Nothing more today, and why.
  await expect(page.getByText(text.nothingDue)).toBeVisible();
  await expect(page.getByTestId('drill-limit-reached')).toHaveText(text.limitReached);
  await expectNoAxeViolations(page);
  expect(await stored(page, ACTIVITY_KEY)).toEqual({ '2026-11-24': { 'drill-round': 1 } });

  // Another round today brings no new cards, also after a reload.
  await page.goto(href.drill('de'));
  await expect(totalLine(page)).toHaveText(formatCount('de', text.total, TOTAL, { due: 0 }));
  await page.reload();
  await expect(totalLine(page)).toHaveText(formatCount('de', text.total, TOTAL, { due: 0 }));
  // Raising the limit lets more come today.
  await setting.getByRole('radio', { name: '30' }).check();
  await expect(totalLine(page)).toHaveText(formatCount('de', text.total, TOTAL, { due: 20 }));
  await setting.getByRole('radio', { name: '10' }).check();

  // The next day: yesterday's ten are due again, and ten new ones come.
  await page.clock.setSystemTime(new Date('2026-11-25T08:00:00+01:00'));
  await page.reload();
  await expect(totalLine(page)).toHaveText(formatCount('de', text.total, TOTAL, { due: 20 }));
  await page.getByRole('link', { name: text.practiseAll }).click();
  await expect(left(page)).toHaveText(formatCount('de', text.left, 20));
  // Cards in a box before new ones.
  await expect(prompt(page)).toHaveText(ORDER[0]!.gap);
});

test('a round survives a reload: it resumes at card 4 with its marks, and a finished round stays finished', async ({
  openPage,
}) => {
  const page = await openPage(WIDTHS.desktop, { colorScheme: 'dark' });
  await page.clock.install({ time: new Date('2026-11-24T10:00:00') });
  const text = drillMessages('en');
  const round = cards.slice(0, LIMIT);

  await page.goto(href.drill('en', SHEET));
  await hydrated(page);
  await expect(prompt(page)).toHaveText(round[0]!.en);
  await answer(page, true);
  await answer(page, false);
  await answer(page, true);
  await expect(prompt(page)).toHaveText(round[3]!.en);
  await expect(left(page)).toHaveText(formatCount('en', text.left, LIMIT - 2));
  await page.keyboard.press('Space');
  await expect(page.getByTestId('drill-answer')).toBeVisible();

  await page.reload();
  // The same card, still revealed; the cards known do not come back, the one not known at the end.
  await expect(prompt(page)).toHaveText(round[3]!.en);
  await expect(page.getByTestId('drill-answer')).toBeVisible();
  await expect(left(page)).toHaveText(formatCount('en', text.left, LIMIT - 2));
  await expectNoAxeViolations(page);
  expect(await stored(page, DRILL_ROUND_KEY)).toMatchObject({ day: '2026-11-24', introduced: 3 });

  await page.keyboard.press('2');
  const rest: string[] = [];
  while (!(await page.getByTestId('drill-done').isVisible())) {
    rest.push((await prompt(page).textContent()) ?? '');
    await answer(page, true);
  }
  expect(rest).toEqual([...round.slice(4), round[1]!].map((c) => c.en));
  const result = formatCount('en', text.result, LIMIT, { notKnown: 1 });
  await expect(page.getByTestId('drill-result')).toHaveText(result);

  // Finished stays finished: the same result after a reload, and the round counted once.
  await page.reload();
  await expect(page.getByTestId('drill-result')).toHaveText(result);
  await expect(page.getByRole('heading', { name: text.roundDone })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await stored(page, ACTIVITY_KEY)).toEqual({ '2026-11-24': { 'drill-round': 1 } });

  // The overview in English: every card known waits for tomorrow, and today's new ones are used up.
  await page.goto(href.drill('en'));
  await expect(totalLine(page)).toHaveText(formatCount('en', text.total, TOTAL, { due: 0 }));
  await expect(page.getByTestId('drill-new-per-day')).toBeVisible();
  await expectNoAxeViolations(page);
});
