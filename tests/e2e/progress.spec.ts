import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { homeMessages } from '../../app/i18n/home-messages';
import { progressMessages } from '../../app/i18n/progress-messages';
import { expectNoAxeViolations, href, hydrated, test, WIDTHS } from './support';

// "My progress": what the learner did, in one place; the one backup file carries all of it away and
// back (save, delete everything, load: everything returns); the language chosen is remembered at /.

/** Stores of a learner who has done a little of everything (the stores' own formats). */
const SEEDED: Record<string, string> = {
  'b1.progress.v1': JSON.stringify({ learned: ['functional-language', 'reading-mastery'], last: null }),
  'b1.drill.v1': JSON.stringify({ version: 1, cards: { '0123456789ab': { box: 3, due: '2026-11-30' } } }),
  'b1.writing-trainer.v1': JSON.stringify({
    'writing-task-apology': {
      text: 'Liebe Anna, es tut mir leid, dass ich nicht kommen konnte.',
      handled: [1, 2],
      stage: 'assess',
    },
    // The letter to the sheet's second task (its practice task), kept apart from the first.
    'writing-task-apology-task-2': { text: 'Sehr geehrte Frau Kühn, es tut mir leid.', handled: [1] },
  }),
  'b1.mock-tests.v1': JSON.stringify({
    version: 1,
    parts: {},
    attempts: [
      {
        test: '1',
        part: 'reading-2',
        date: '2026-11-26T09:00:00.000Z',
        right: 2,
        count: 5,
        points: 10,
        max: 25,
      },
      {
        test: '1',
        part: 'reading-1',
        date: '2026-11-26T09:30:00.000Z',
        right: 5,
        count: 5,
        points: 25,
        max: 25,
      },
    ],
    run: null,
    runs: [],
    oral: null,
    orals: [],
  }),
  'b1.activity.v1': JSON.stringify({ '2026-11-26': { 'model-part': 2 }, '2026-11-27': { 'drill-round': 1 } }),
  'b1.theme.v1': 'dark',
};

test('my progress names what was done and where to work next; the backup carries everything away and back', async ({
  phone: page,
}) => {
  await page.clock.install({ time: new Date('2026-11-27T10:00:00') });
  await page.addInitScript((seed) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
  }, SEEDED);
  const text = progressMessages('de');
  // Before the app's scripts run: the page's inline script (allowed by the page's CSP) has marked
  // the stored progress, so the empty page's figures and cards wait invisible in their place.
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto(href.progress('de'));
  await expect(page.locator('html')).toHaveAttribute('data-stored-progress', 'sheets results');
  await expect(page.getByTestId('progress-sheets').getByRole('heading')).toBeVisible();
  await expect(page.getByTestId('progress-sheets').getByText('0 von 25').first()).toBeHidden();
  await expect(page.getByTestId('progress-week').getByText(text.week.title)).toBeVisible();
  await expect(page.getByTestId('progress-standing')).toBeHidden();
  await expect(page.getByTestId('progress-weak')).toBeHidden();
  await expectNoAxeViolations(page);
  await page.unroute(/\.js$/);

  await page.goto(href.progress('de'));
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
  await expect(page.getByTestId('progress-sheets').getByRole('heading')).toContainText('2 von 25');
  await expect(page.getByTestId('progress-week')).toContainText('an 2 Tagen');
  // Reading part 2 at 40 % is the part to work on; part 1 at 100 % is not.
  const weak = page.getByTestId('progress-weak');
  await expect(weak).toContainText('Leseverstehen, Teil 2: 40 %');
  await expect(weak).not.toContainText('Teil 1');
  await expect(weak.getByRole('link', { name: text.weak.practise })).toHaveAttribute(
    'href',
    href.mockPart('1', 'reading-2', 'de'),
  );
  await expect(weak.getByRole('link', { name: /^Lesen:/ })).toHaveAttribute(
    'href',
    /\/reading-mastery#part-2-detailed$/,
  );
  await expect(page.getByTestId('progress-drill')).toContainText('1 Redemittel sitzt');
  await expect(page.getByTestId('progress-writing')).toContainText('Leitpunkte bearbeitet: 2 von 4');
  const second = page
    .getByTestId('progress-writing')
    .getByRole('listitem')
    .filter({ hasText: ', Aufgabe 2' });
  await expect(second).toContainText('Leitpunkte bearbeitet: 1 von 4');
  await expect(second.getByRole('link')).toHaveAttribute('href', /\/writing-task-apology$/);
  await expectNoAxeViolations(page);

  const backup = text.backup;
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: backup.save }).click();
  const saved = await readFile(await (await download).path(), 'utf8');
  const everything = await page.evaluate(() => ({ ...localStorage }));
  expect(Object.keys(everything).sort()).toEqual(Object.keys(SEEDED).sort());

  await page.getByRole('button', { name: backup.reset }).click();
  await expect(page.getByRole('button', { name: backup.cancel })).toBeFocused();
  await page.getByRole('button', { name: backup.resetConfirm }).click();
  await expect(page.getByTestId('backup-notice')).toHaveText(backup.resetDone);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await expect(page.getByTestId('progress-sheets').getByRole('heading')).toContainText('0 von 25');
  await expect(page.getByTestId('progress-weak')).toContainText(text.weak.empty);

  await page.getByTestId('backup-file').setInputFiles({
    name: 'backup.json',
    mimeType: 'application/json',
    buffer: Buffer.from(saved),
  });
  await expect(page.getByRole('group', { name: backup.loadQuestion })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: backup.loadConfirm }).click();
  await expect(page.getByTestId('backup-notice')).toHaveText(backup.loaded);
  expect(await page.evaluate(() => ({ ...localStorage }))).toEqual(everything);
  await expect(page.getByTestId('progress-weak')).toContainText('Leseverstehen, Teil 2: 40 %');
  // The theme came back with the rest.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('my progress without scripts says why it is empty; before its scripts run a new learner reads the whole page; in English at 1280 px it passes axe', async ({
  noScript,
  openPage,
}) => {
  const text = progressMessages('en');
  await noScript.goto(href.progress('en'));
  await expect(noScript.getByTestId('progress-noscript')).toHaveText(text.noScript);
  await noScript.context().close();

  // Nothing stored: the prerendered page is already hers, every card under its heading, painted
  // before the app's scripts arrive (its largest text among them: issue 37).
  const page = await openPage(WIDTHS.desktop, { colorScheme: 'dark' });
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto(href.progress('en'));
  await expect(page.getByTestId('standing-note')).toBeVisible();
  for (const title of [
    text.standing.title,
    text.weak.title,
    text.tests.title,
    text.drill.title,
    text.backup.title,
  ])
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByTestId('progress-weak')).toContainText(text.weak.empty);
  await page.unroute(/\.js$/);

  await page.goto(href.progress('en'));
  await hydrated(page);
  await expect(page.getByTestId('progress-weak')).toContainText(text.weak.empty);
  await expectNoAxeViolations(page);
});

test('English chosen with the language control opens the English home at /; a German sheet link stays German', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(homeMessages('en').hero.title);
  await page.goto(href.sheet('reading-mastery', 'de'));
  await expect(page).toHaveURL(/\/reading-mastery$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // Choosing German again: / is German.
  await hydrated(page);
  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL(/\/en\/reading-mastery$/);
  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL(/\/reading-mastery$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});
