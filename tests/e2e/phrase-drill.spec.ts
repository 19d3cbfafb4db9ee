import { expect, type Page } from '@playwright/test';
import { LEARNING_PATH } from '../../app/content/catalogue';
import { drillDeck, drillTotal } from '../../app/content/drill-cards.server';
import { introductionOrder } from '../../app/features/drill/new-cards';
import { DEFAULT_DRILL_SETTINGS } from '../../app/features/drill/settings';
import { drillMessages } from '../../app/i18n/drill-messages';
import { formatCount } from '../../app/i18n/messages';
import { sheetsDueSum } from './drill-support';
import { spoken, stubSpeech, type StubVoice } from './speech-stub';
import { expectNoAxeViolations, href, hydrated, messages, test, WIDTHS } from './support';

// These tests watch the network: every page in a fresh context, so no warm cache answers for the server.
test.use({ freshContexts: true });

// The phrase drill: a sheet's cards (English shown, German recalled, revealed, marked), by keys and
// by buttons; marks kept across reloads and scheduled by the learner's local calendar days.

const DECK = drillDeck();
const SHEET = 'reading-mastery';
const cards = DECK.sheets[SHEET]!;
/** New cards a fresh learner gets in a day (more than the sheet has would make the checks weak). */
const LIMIT = DEFAULT_DRILL_SETTINGS.newPerDay;
if (cards.length <= LIMIT) throw new Error(`${SHEET} should have more cards than a day's new ones`);
/** The German as the page shows it: inline markup rendered, not printed. */
const VOICES: StubVoice[] = [
  { name: 'Samantha', lang: 'en-US', default: true },
  { name: 'Leni', lang: 'de-CH' },
  { name: 'Anna', lang: 'de-DE' },
];
const plain = (german: string) => german.replace(/\*\*|\[\[|\]\]/g, '');

const prompt = (page: Page) => page.getByTestId('drill-prompt');
const answer = (page: Page) => page.getByTestId('drill-answer');
const dueOf = (page: Page, route: string) =>
  page.locator(`[data-route="${route}"] [data-testid="drill-sheet-due"]`);

test('a sheet’s drill by keyboard: marks survive a reload and come due on the next local day', async ({
  openPage,
}) => {
  // Berlin, half an hour before midnight: in UTC it stays 24 November until 01:00 local time.
  const page = await openPage(WIDTHS.mobile, { timezoneId: 'Europe/Berlin' });
  await page.clock.install({ time: new Date('2026-11-24T23:30:00+01:00') });
  const text = drillMessages('de');
  const [first, second, third] = cards;
  if (!first || !second || !third) throw new Error(`${SHEET} has fewer than three cards`);

  await page.goto(href.sheet(SHEET, 'de'));
  await hydrated(page);
  await page.getByTestId('drill-link').click();
  await expect(page).toHaveURL(href.drill('de', SHEET));
  await expect(prompt(page)).toHaveText(first.gap);
  // On the German site the cue is German: the situation and the phrase with a gap.
  await expect(page.getByTestId('drill-situation')).toHaveText(first.situation);
  await expect(prompt(page)).not.toHaveAttribute('lang');
  // A fresh learner: the day's new cards, not the whole sheet.
  await expect(page.getByTestId('drill-left')).toHaveText(formatCount('de', text.left, LIMIT));
  await expect(answer(page)).toHaveCount(0);

  await page.keyboard.press('Space');
  await expect(answer(page)).toHaveText(plain(first.de));
  await expect(answer(page)).toBeFocused();
  // Focused to lead the reader on, not a control: no focus ring round the card's text.
  expect(await answer(page).evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
  await page.keyboard.press('2'); // known
  await expect(prompt(page)).toHaveText(second.gap);
  await page.keyboard.press('1'); // not yet revealed: no mark
  await expect(prompt(page)).toHaveText(second.gap);
  await page.keyboard.press('Enter');
  await expect(answer(page)).toHaveText(plain(second.de));
  await page.keyboard.press('1'); // not known: back to the end of the round
  await expect(prompt(page)).toHaveText(third.gap);
  await expect(page.getByTestId('drill-left')).toHaveText(formatCount('de', text.left, LIMIT - 1));

  const stored = await page.evaluate(() => localStorage.getItem('b1.drill.v1'));
  expect(JSON.parse(stored ?? 'null')).toEqual({
    version: 1,
    cards: { [first.id]: { box: 2, due: '2026-11-25' }, [second.id]: { box: 1, due: '2026-11-24' } },
  });

  // After a reload the round goes on where it stood (the card not known comes at its end).
  await page.reload();
  await expect(prompt(page)).toHaveText(third.gap);
  await expect(page.getByTestId('drill-left')).toHaveText(formatCount('de', text.left, LIMIT - 1));

  // The learner can switch the cue to English; the choice holds after a reload.
  await page.getByTestId('drill-cue').getByRole('button', { name: text.cueEn }).click();
  await expect(prompt(page)).toHaveText(third.en);
  await expect(prompt(page)).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('drill-situation')).toHaveCount(0);
  await page.reload();
  await expect(prompt(page)).toHaveText(third.en);
  await expect(page.getByTestId('drill-cue').getByRole('button', { name: text.cueEn })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Due today: the card not known, and the new cards the day still allows (two were used).
  // The sheets' counts add up to the total: each card counted once.
  await page.goto(href.drill('de'));
  const totalLine = page.getByTestId('drill-total');
  const TOTAL = drillTotal(DECK);
  await expect(totalLine).toHaveText(formatCount('de', text.total, TOTAL, { due: 1 + LIMIT - 2 }));
  expect(await sheetsDueSum(page)).toBe(1 + LIMIT - 2);

  // Ten past midnight in Berlin (still 24 November in UTC): the known card is due again, and a
  // new day brings its new cards.
  await page.clock.setSystemTime(new Date('2026-11-25T00:10:00+01:00'));
  await page.reload();
  await expect(totalLine).toHaveText(formatCount('de', text.total, TOTAL, { due: 2 + LIMIT }));
  expect(await sheetsDueSum(page)).toBe(2 + LIMIT);
});

test('by buttons in English: German marked as German, heard with a German voice, a round ends', async ({
  openPage,
}) => {
  const page = await openPage(WIDTHS.desktop);
  // Voices that record what they are asked to say (test browsers have none of their own).
  await stubSpeech(page, { voices: VOICES });
  const text = drillMessages('en');
  const [first] = cards;
  if (!first) throw new Error(`${SHEET} has no cards`);
  const sheetTitle = 'Reading Mastery';

  const response = await page.goto(href.drill('en'));
  expect(response?.status()).toBe(200);
  await expect(dueOf(page, SHEET)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: `Practise ${sheetTitle}` }).click();
  await expect(page.getByRole('heading', { name: sheetTitle })).toBeVisible();
  await expect(prompt(page)).not.toHaveAttribute('lang');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: text.reveal }).click();
  await expect(answer(page)).toHaveAttribute('lang', 'de');
  await expect(answer(page)).toHaveText(plain(first.de));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: text.listen }).click();
  // The site's one choice of voice: German from Germany before Swiss German and English.
  await expect
    .poll(() => spoken(page))
    .toEqual([{ text: plain(first.de), lang: 'de-DE', rate: 1, voice: 'Anna' }]);
  await page.getByRole('button', { name: text.known, exact: true }).click();
  await expect(answer(page)).toHaveCount(0);
  await page.getByRole('button', { name: text.endRound }).click();

  await expect(page.getByRole('heading', { name: text.roundDone })).toBeFocused();
  await expect(page.getByTestId('drill-result')).toHaveText(
    formatCount('en', text.result, 1, { notKnown: 0 }),
  );
  await expect(
    page.getByRole('button', { name: formatCount('en', text.nextRound, LIMIT - 1) }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: text.backToSheet }).click();
  await expect(page).toHaveURL(href.sheet(SHEET, 'en'));
});

test('all due cards across sheets, in the dark theme; no listen control without a German voice', async ({
  openPage,
}) => {
  const page = await openPage(WIDTHS.mobile, { colorScheme: 'dark' });
  await stubSpeech(page, { voices: [{ name: 'Samantha', lang: 'en-US', default: true }] });
  const text = drillMessages('en');
  await page.goto(href.drill('en'));
  await page.getByRole('link', { name: text.practiseAll }).click();
  await expect(page).toHaveURL(href.drill('en', 'all'));
  await expect(page.getByRole('heading', { name: text.allDue })).toBeVisible();
  // New cards start with the summaries, along the learning path.
  const [first] = introductionOrder(
    DECK,
    LEARNING_PATH.map((e) => e.route),
  );
  await expect(prompt(page)).toHaveText(first!.en);
  await expect(page.getByTestId('drill-left')).toHaveText(formatCount('en', drillMessages('en').left, LIMIT));
  await page.keyboard.press('Space');
  await expect(answer(page)).toBeVisible();
  await expect(page.getByRole('button', { name: text.listen })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the menu leads to the drill, and a sheet never loads the cards itself', async ({ openPage }) => {
  const page = await openPage(WIDTHS.desktop);
  const cardRequests: string[] = [];
  page.on('request', (r) => r.url().includes('phrase-cards') && cardRequests.push(r.url()));
  await page.goto(href.sheet(SHEET, 'en'));
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(cardRequests).toEqual([]);
  await page.getByRole('button', { name: messages('en').nav.openMenu }).click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: messages('en').drill.title })
    .click();
  await expect(page).toHaveURL(href.drill('en'));
  await expect(dueOf(page, SHEET)).toBeVisible();
  expect(cardRequests).toHaveLength(1);
});

test('the slower speed chosen on a sheet applies to the drill too', async ({ openPage }) => {
  const page = await openPage(WIDTHS.mobile);
  await stubSpeech(page, { voices: VOICES });
  await page.goto(href.sheet(SHEET, 'de'));
  await hydrated(page);
  const slow = page.getByRole('button', { name: messages('de').listen.slowLabel, exact: true });
  await slow.click();
  await expect(slow).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('drill-link').click();
  await expect(page).toHaveURL(href.drill('de', SHEET));
  await page.getByRole('button', { name: drillMessages('de').reveal }).click();
  await page.getByRole('button', { name: drillMessages('de').listen }).click();
  await expect
    .poll(() => spoken(page))
    .toEqual([{ text: plain(cards[0]!.de), lang: 'de-DE', rate: 0.7, voice: 'Anna' }]);
  await page.close();
});
