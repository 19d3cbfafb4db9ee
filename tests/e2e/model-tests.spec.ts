import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { MODEL_TESTS } from '../../app/content/model-tests/index.server';
import { progressMessages } from '../../app/i18n/progress-messages';
import { format, messages } from '../../app/i18n/messages';
import { modelTestMessages } from '../../app/i18n/model-test-messages';
import {
  expectNoAxeViolations,
  expectNoAxeViolationsAtBothWidths,
  href,
  hydrated,
  type Lang,
  test,
  toastWith,
  WIDTHS,
} from './support';

// The model tests as a learner uses them: a part answered, kept through a reload, checked with
// every item explained, the wrong ones tried again; the answer sheet by keyboard; the paper test;
// the results in the one backup file; storage that fails; no scripts; axe in every state.

const TEST = MODEL_TESTS['1'];
const KEY = 'b1.mock-tests.v1';
const r3 = TEST.reading3.items;
const itemGroup = (page: Page, lang: Lang, n: number) =>
  page.getByRole('group', { name: format(modelTestMessages(lang).itemLabel, { n: String(n) }), exact: true });
const mark = (page: Page, lang: Lang, n: number, letter: string) =>
  itemGroup(page, lang, n)
    .getByRole('radio', { name: letter === 'x' ? modelTestMessages(lang).noAdvert : letter, exact: true })
    .check();
/** A letter that is not the key (and not x): a wrong answer. */
const wrongFor = (key: string) => (key === 'a' ? 'b' : 'a');

test('a part answered, kept through a reload, checked, explained, the wrong ones tried again', async ({
  openPage,
}) => {
  // A long walk (many steps and axe runs): three times the usual limit, so a busy machine cannot fail it.
  test.slow();
  const lang = 'de';
  const text = modelTestMessages(lang);
  const page = await openPage(WIDTHS.mobile);
  await page.goto(href.mockPart('1', 'reading-3', lang));
  await hydrated(page);
  // On a phone the answer sheet is one tap away from the adverts.
  await expect(page.getByTestId('part-material')).toBeVisible();
  await expect(page.getByTestId('answer-sheet')).toBeHidden();
  await page.getByRole('button', { name: text.showAnswers }).click();
  await expect(page.getByTestId('answer-sheet')).toBeVisible();
  await expect(page.getByTestId('part-material')).toBeHidden();

  // Half the items right, then a reload: every mark is still there.
  for (const item of r3.slice(0, 5)) await mark(page, lang, item.n, item.key);
  await expect(page.getByTestId('part-clock-time')).toBeVisible();
  await page.reload();
  await hydrated(page);
  await page.getByRole('button', { name: text.showAnswers }).click();
  for (const item of r3.slice(0, 5))
    await expect(
      itemGroup(page, lang, item.n).getByRole('radio', {
        name: item.key === 'x' ? text.noAdvert : item.key,
        exact: true,
      }),
    ).toBeChecked();

  // Two wrong, the rest blank: the check warns about the blanks first.
  const [wrong1, wrong2, ...rest] = r3.slice(5);
  await mark(page, lang, wrong1!.n, wrongFor(wrong1!.key));
  await mark(page, lang, wrong2!.n, wrongFor(wrong2!.key));
  await page.getByRole('button', { name: text.check, exact: true }).click();
  await expect(page.getByText(format(text.unanswered.other, { count: String(rest.length) }))).toBeVisible();
  await page.getByRole('button', { name: text.checkAnyway }).click();
  const result = page.getByTestId('part-result');
  await expect(result).toContainText(
    format(text.result, { right: '5', count: '10', points: '12,5', max: '25' }),
  );
  await expectNoAxeViolations(page);

  // A wrong item: wrong, the key, why the marked advert is wrong, why the key is right, the passage.
  const review = itemGroup(page, lang, wrong1!.n);
  await expect(review).toContainText(text.wrong);
  await expect(review).toContainText(format(text.keyIs, { key: wrong1!.key }));
  const keyWhy = wrong1!.why[wrong1!.key]!.de.replace(/\*\*|\[\[|\]\]/g, '');
  await expect(review).toContainText(keyWhy);
  await expect(review.getByRole('link', { name: /Dazu lernen/ })).toHaveAttribute(
    'href',
    /\/reading-mastery#/,
  );
  await page.getByRole('button', { name: text.showText }).click();
  await expect(page.locator('[data-testid="part-material"] mark[data-evidence]').first()).toBeVisible();

  // The wrong ones again: their marks are cleared, the right ones kept, no explanation until checked.
  await page.getByRole('button', { name: text.showAnswers }).click();
  await page.getByRole('button', { name: text.retryWrong }).click();
  await expect(page.getByText(text.retrying)).toBeVisible();
  await expect(itemGroup(page, lang, wrong1!.n)).not.toContainText(keyWhy);
  await expect(itemGroup(page, lang, r3[0].n).getByRole('radio').first()).toBeDisabled();
  for (const item of r3.slice(5)) await mark(page, lang, item.n, item.key);
  await page.getByRole('button', { name: text.checkAgain }).click();
  await expect(result).toContainText(
    format(text.result, { right: '10', count: '10', points: '25', max: '25' }),
  );

  // The attempt is listed on the test's page with the first check's score; reading counts it.
  await page.goto(href.mockTest('1', lang));
  await hydrated(page);
  await expect(page.getByTestId('attempts').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('attempts')).toContainText('12,5 / 25');
  await expect(page.getByTestId('subtest-reading')).toContainText('12,5 von 75 Punkten');
  await expect(page.getByTestId('state-reading-3')).toHaveText(
    format(text.lastResult, { points: '12,5', max: '25' }),
  );
  await expectNoAxeViolations(page);
});

test('the answer sheet works by keyboard alone, and the English page keeps the task German', async ({
  openPage,
}) => {
  const lang = 'en';
  const text = modelTestMessages(lang);
  const page = await openPage(WIDTHS.desktop, { colorScheme: 'dark' });
  await page.goto(href.mockPart('1', 'language-elements-1', lang));
  await hydrated(page);
  // The task material and the options are German, marked as such on the English page.
  await expect(page.getByTestId('part-material').locator('[lang="de"]').first()).toBeVisible();
  await expect(itemGroup(page, lang, 21).locator('[lang="de"]')).toBeVisible();
  const first = itemGroup(page, lang, 21).getByRole('radio').first();
  await first.focus();
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(itemGroup(page, lang, 21).getByRole('radio').nth(1)).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(itemGroup(page, lang, 22).getByRole('radio').first()).toBeChecked();
  await expectNoAxeViolations(page);
  // Check from the keyboard: the result takes the focus and is announced.
  await page.getByRole('button', { name: text.check, exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: text.checkAnyway }).press('Enter');
  await expect(page.getByTestId('part-result')).toBeVisible();
  await expect(page.locator('[role="status"]:has([data-testid="part-result"])')).toBeFocused();
  await expectNoAxeViolations(page);
});

test('a part prints as a paper test: the booklet, a blank answer sheet, the key on the last page', async ({
  desktop: page,
}) => {
  await page.goto(href.mockPart('1', 'reading-1', 'de'));
  await hydrated(page);
  await expect(page.getByTestId('printed-sheet')).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('printed-sheet')).toBeVisible();
  await expect(page.getByTestId('answer-sheet')).toBeHidden();
  await expect(page.getByTestId('printed-sheet')).toContainText(modelTestMessages('de').printKey);
  await page.goto(href.mockPart('1', 'reading-2', 'de'));
  await expect(page.getByTestId('printed-sheet')).toContainText(TEST.reading2.items[4].options.c);
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
  expect(pages).toBeGreaterThanOrEqual(2);
  expect(pages).toBeLessThanOrEqual(5);
});

test('a whole test prints as one paper test: every part, one answer sheet for items 1–60, the key and the transcripts last', async ({
  desktop: page,
}) => {
  await page.goto(href.mockTest('3', 'en'));
  await hydrated(page);
  await expect(page.getByRole('button', { name: modelTestMessages('en').printTest })).toBeVisible();
  await expect(page.getByTestId('printed-test')).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  const printed = page.getByTestId('printed-test');
  await expect(printed).toBeVisible();
  for (const name of [
    'Reading, part 1',
    'Reading, part 2',
    'Reading, part 3',
    'Language elements, part 2',
    'Listening, part 3',
  ])
    await expect(printed.getByRole('heading', { name, exact: true }).first()).toBeVisible();
  // The items that the screen shows on the answer sheet are printed with the booklet (German).
  await expect(printed).toContainText(MODEL_TESTS['3'].reading2.items[0].stem);
  await expect(printed).toContainText(MODEL_TESTS['3'].reading3.items[0].situation);
  await expect(printed).toContainText(MODEL_TESTS['3'].listening2.items[0].statement);
  await expect(printed.locator('table tbody tr')).toHaveCount(60);
  // After the key, the transcripts: what was heard, to read back.
  await expect(printed).toContainText(MODEL_TESTS['3'].listening2.recording.lines[0]!.text);
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
  expect(pages).toBeGreaterThanOrEqual(7);
  expect(pages).toBeLessThanOrEqual(30);
});

test('the model tests’ answers and results travel in the one backup file and come back', async ({
  phone: page,
}) => {
  const records = {
    version: 1,
    parts: {
      '2/reading-2': {
        answers: { '6': 'a', '7': 'b' },
        checked: false,
        retry: null,
        watch: { banked: 90_000, since: null },
        updated: 1,
      },
    },
    attempts: [
      {
        test: '2',
        part: 'reading-1',
        date: '2026-11-26T09:00:00.000Z',
        right: 4,
        count: 5,
        points: 20,
        max: 25,
      },
    ],
  };
  await page.goto(href.drill('de'));
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    KEY,
    JSON.stringify(records),
  ] as const);
  await page.reload();
  await hydrated(page);
  const text = progressMessages('de').backup;
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: text.save }).click();
  const saved = await readFile(await (await download).path(), 'utf8');
  const file = JSON.parse(saved) as { stores: Record<string, string> };
  expect(JSON.parse(file.stores[KEY]!)).toMatchObject({ parts: records.parts, attempts: records.attempts });

  await page.evaluate((key) => localStorage.removeItem(key), KEY);
  await page
    .getByTestId('backup-file')
    .setInputFiles({ name: 'b.json', mimeType: 'application/json', buffer: Buffer.from(saved) });
  await page.getByRole('button', { name: text.loadConfirm }).click();
  await expect(page.getByTestId('backup-notice')).toHaveText(text.loaded);
  const back = await page.evaluate((key) => localStorage.getItem(key), KEY);
  expect(JSON.parse(back ?? 'null')).toMatchObject({ parts: records.parts, attempts: records.attempts });

  await page.goto(href.mockPart('2', 'reading-2', 'de'));
  await hydrated(page);
  await page.getByRole('button', { name: modelTestMessages('de').showAnswers }).click();
  await expect(itemGroup(page, 'de', 7).getByRole('radio', { name: /^b/ })).toBeChecked();
});

test('storage that fails: said once, the part still works for the visit', async ({ desktop: page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
  });
  const text = modelTestMessages('en');
  await page.goto(href.mockPart('3', 'language-elements-2', 'en'));
  await hydrated(page);
  const items = MODEL_TESTS['3'].language2.items;
  await mark(page, 'en', items[0].n, items[0].key);
  await mark(page, 'en', items[1].n, items[1].key);
  await expect(toastWith(page, text.storageFailed)).toHaveCount(1);
  await expect(
    itemGroup(page, 'en', items[1].n).getByRole('radio', { name: items[1].key, exact: true }),
  ).toBeChecked();
  await page.getByRole('button', { name: text.check, exact: true }).click();
  await page.getByRole('button', { name: text.checkAnyway }).click();
  await expect(page.getByTestId('part-result')).toContainText('2 of 10 right');
});

test('without scripts a part is readable, says what needs scripts and offers nothing it cannot keep', async ({
  noScript: page,
}) => {
  await page.goto(href.mockPart('2', 'reading-3', 'de'));
  // Playwright's text search skips <noscript>: the message is found by its test id.
  await expect(page.getByTestId('part-noscript')).toContainText(modelTestMessages('de').noScript);
  await expect(page.getByTestId('part-material')).toBeVisible();
  await expect(page.getByTestId('answer-sheet')).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeDisabled();
});

test('the list, a test and its parts are linked from the menu and the sheets; an unknown test is a 404', async ({
  phone: page,
}) => {
  // The test pages' routes take any test and part (issue 37): a test or part that does not exist
  // is still the 404 page, from the server and once the page has run its script.
  for (const [path, lang] of [
    ['/mock-tests/9', 'de'],
    ['/en/mock-tests/1/reading-9', 'en'],
    ['/mock-tests/9/exam', 'de'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: messages(lang).notFound.title })).toBeVisible();
  }
  await page.goto(href.mockTests('en'));
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Mock tests' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mock test 3' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(href.sheet('reading-mastery', 'de'));
  const practise = page.getByRole('link', { name: 'Diesen Teil wie in der Prüfung üben' });
  await expect(practise.first()).toHaveAttribute('href', /\/mock-tests\/1\/reading-/);
});

// One test per part and language, one load each (decision 0051): every rule at 375 px and the
// wide layout at 1280 px (`expectNoAxeViolationsAtBothWidths`), before and after the check; German
// in the dark theme, English in the light one.
for (const [lang, colorScheme] of [
  ['de', 'dark'],
  ['en', 'light'],
] as const)
  for (const part of [
    'reading-1',
    'reading-2',
    'reading-3',
    'language-elements-1',
    'language-elements-2',
  ] as const)
    test(`axe on ${part} of a test before and after the check, ${WIDTHS.mobile} and ${WIDTHS.desktop} px (${lang}, ${colorScheme})`, async ({
      openPage,
    }) => {
      const page = await openPage(WIDTHS.mobile, { colorScheme });
      const text = modelTestMessages(lang);
      await page.goto(href.mockPart('2', part, lang));
      await hydrated(page);
      await expectNoAxeViolationsAtBothWidths(page);
      await page.getByRole('button', { name: text.showAnswers }).click();
      await page.getByRole('button', { name: text.check, exact: true }).click();
      await page.getByRole('button', { name: text.checkAnyway }).click();
      await expect(page.getByTestId('part-result')).toBeVisible();
      await expectNoAxeViolationsAtBothWidths(page);
    });
