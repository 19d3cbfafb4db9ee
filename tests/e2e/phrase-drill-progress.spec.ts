import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { drillDeck, drillTotal } from '../../app/content/drill-cards.server';
import { DEFAULT_DRILL_SETTINGS } from '../../app/features/drill/settings';
import { drillMessages } from '../../app/i18n/drill-messages';
import { formatCount } from '../../app/i18n/messages';
import { progressMessages } from '../../app/i18n/progress-messages';
import { sheetsDueSum } from './drill-support';
import { expectNoAxeViolations, href, messages, test, WIDTHS } from './support';

// The drill's progress: saved in the site's backup file, loaded from one (a bad file changes nothing, a
// good one only after a question), reset; a
// browser that cannot store it says so once and drills on; cards that fail to load can be retried.

const DECK = drillDeck();
const SHEET = 'reading-mastery';
const cards = DECK.sheets[SHEET]!;
const total = drillTotal(DECK);
/** New cards a fresh learner gets in a day. */
const LIMIT = DEFAULT_DRILL_SETTINGS.newPerDay;
const KEY = 'b1.drill.v1';

const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEY);
const totalLine = (page: Page) => page.getByTestId('drill-total');

test('progress saved as a file, reset, loaded back; a foreign or damaged file changes nothing', async ({
  openPage,
}) => {
  const page = await openPage(WIDTHS.mobile);
  await page.clock.install({ time: new Date('2026-11-24T10:00:00') });
  const [first, second] = cards;
  if (!first || !second) throw new Error(`${SHEET} has fewer than two cards`);
  // One card due today, one tomorrow: due today are that one and the day's new cards.
  const progress = { [first.id]: { box: 3, due: '2026-11-24' }, [second.id]: { box: 2, due: '2026-11-25' } };
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(key, value);
    },
    [KEY, JSON.stringify({ version: 1, cards: progress })] as const,
  );
  const text = drillMessages('de');
  const dueLine = (due: number) => formatCount('de', text.total, total, { due });

  await page.goto(href.drill('de'));
  await expect(totalLine(page)).toHaveText(dueLine(1 + LIMIT));

  const backup = progressMessages('de').backup;
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: backup.save }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('b1-backup-2026-11-24.json');
  const saved = await readFile(await file.path(), 'utf8');
  const savedFile = JSON.parse(saved) as { format: string; stores: Record<string, string> };
  expect(savedFile.format).toBe('b1-study-backup');
  expect(JSON.parse(savedFile.stores[KEY]!)).toEqual({ version: 1, cards: progress });

  await page.getByRole('button', { name: backup.reset }).click();
  await expect(page.getByRole('group', { name: backup.resetQuestion })).toBeVisible();
  await expect(page.getByRole('button', { name: backup.cancel })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: backup.resetConfirm }).click();
  await expect(page.getByTestId('backup-notice')).toHaveText(backup.resetDone);
  await expect(totalLine(page)).toHaveText(dueLine(LIMIT));
  expect(await stored(page)).toBeNull();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: backup.load }).click();
  await (
    await chooser
  ).setFiles({ name: 'saved.json', mimeType: 'application/json', buffer: Buffer.from(saved) });
  // Nothing is replaced before the learner agrees.
  await expect(page.getByRole('group', { name: backup.loadQuestion })).toBeVisible();
  expect(await stored(page)).toBeNull();
  await page.getByRole('button', { name: backup.loadConfirm }).click();
  await expect(page.getByTestId('backup-notice')).toHaveText(backup.loaded);
  await expect(totalLine(page)).toHaveText(dueLine(1 + LIMIT));
  const before = await stored(page);
  expect(JSON.parse(before ?? 'null')).toEqual({ version: 1, cards: progress });

  const input = page.getByTestId('backup-file');
  const file_ = (body: string) => ({
    name: 'x.json',
    mimeType: 'application/json',
    buffer: Buffer.from(body),
  });
  await input.setInputFiles(file_('{"settings":{"theme":"dark"}}'));
  await expect(page.getByTestId('backup-notice')).toHaveText(backup.foreign);
  await expectNoAxeViolations(page);
  const damaged = JSON.parse(saved) as { stores: Record<string, string> };
  const cardsOf = JSON.parse(damaged.stores[KEY]!) as { cards: Record<string, { box: number }> };
  cardsOf.cards[first.id]!.box = 9;
  damaged.stores[KEY] = JSON.stringify(cardsOf);
  await input.setInputFiles(file_(JSON.stringify(damaged)));
  await expect(page.getByTestId('backup-notice')).toHaveText(backup.damaged);
  expect(await stored(page)).toBe(before);
  await expect(totalLine(page)).toHaveText(dueLine(1 + LIMIT));

  // The drill's own older files still load (cards only).
  await input.setInputFiles(
    file_(
      JSON.stringify({
        format: 'b1-phrase-drill',
        version: 1,
        cards: { [first.id]: { box: 5, due: '2026-12-01' } },
      }),
    ),
  );
  await expect(page.getByRole('group', { name: backup.loadQuestion })).toContainText(backup.loadOldDrill);
  await page.getByRole('button', { name: backup.loadConfirm }).click();
  await expect(page.getByTestId('backup-notice')).toHaveText(backup.loaded);
  expect(JSON.parse((await stored(page)) ?? 'null')).toEqual({
    version: 1,
    cards: { [first.id]: { box: 5, due: '2026-12-01' } },
  });
  await input.setInputFiles(file_(saved));
  await page.getByRole('button', { name: backup.loadConfirm }).click();
  await expect(page.getByTestId('backup-notice')).toHaveText(backup.loaded);

  await page.reload();
  await expect(totalLine(page)).toHaveText(dueLine(1 + LIMIT));
});

test('without storage the drill says so once and goes on for the visit', async ({ openPage }) => {
  const page = await openPage(WIDTHS.desktop, { storage: 'full' });
  await page.clock.install({ time: new Date('2026-11-24T10:00:00') });
  const text = drillMessages('en');
  const toast = page.getByTestId('toast');
  await page.goto(href.drill('en', SHEET));
  await expect(page.getByTestId('drill-prompt')).toHaveText(cards[0]!.en);
  // Each key after the card has answered the one before (under load a render can lag a key).
  await page.keyboard.press('Space');
  await expect(page.getByTestId('drill-answer')).toBeVisible();
  await page.keyboard.press('2');
  await expect(toast).toHaveText(messages('en').language.toastStorage);
  await expect(page.getByTestId('drill-left')).toHaveText(formatCount('en', text.left, LIMIT - 1));
  await page.clock.fastForward(6000);
  await expect(toast).toHaveCount(0);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('drill-answer')).toBeVisible();
  await page.keyboard.press('2');
  await expect(page.getByTestId('drill-left')).toHaveText(formatCount('en', text.left, LIMIT - 2));
  await expect(toast).toHaveCount(0);

  await page.getByRole('button', { name: text.endRound }).click();
  await page.getByRole('link', { name: text.backToDrill }).click();
  // The day's count of new cards held for the visit too: two of them are used.
  await expect(page.getByTestId('drill-total')).toHaveText(
    formatCount('en', text.total, total, { due: LIMIT - 2 }),
  );
  expect(await sheetsDueSum(page)).toBe(LIMIT - 2);
});

test('cards that fail to load say so and load on "try again"', async ({ openPage }) => {
  const page = await openPage(WIDTHS.mobile);
  await page.route('**/assets/phrase-cards-*.json', (route) => route.abort('failed'));
  const text = drillMessages('en');
  await page.goto(href.drill('en'));
  await expect(page.getByRole('alert')).toContainText(text.loadFailed);
  await expectNoAxeViolations(page);
  await page.unroute('**/assets/phrase-cards-*.json');
  await page.getByRole('button', { name: text.retry }).click();
  await expect(totalLine(page)).toHaveText(formatCount('en', text.total, total, { due: LIMIT }));
  await expect(page.getByRole('alert')).toHaveCount(0);
});
