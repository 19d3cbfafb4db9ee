import { expect, type Page } from '@playwright/test';
import { MODEL_TESTS } from '../../app/content/model-tests/index.server';
import { PART_TEXT } from '../../app/content/model-tests/part-text';
import { formatDate } from '../../app/i18n/format';
import { format } from '../../app/i18n/messages';
import { modelTestMessages } from '../../app/i18n/model-test-messages';
import { stubSpeech } from './speech-stub';
import { expectNoAxeViolations, href, hydrated, type Lang, test, WIDTHS } from './support';

// The whole written block on the clock: the clock is the real one (a reload in each block comes
// back to the same minute), the 90 minutes expire and the page is collected, listening runs on
// without pause, the e-mail is collected at 30 minutes, then the estimate; one run at a time.
// Time is moved by moving the run's stored start back, as if the learner had been away.

const KEY = 'b1.mock-tests.v1';
const GERMAN = [{ name: 'Anna', lang: 'de-DE' }];
const MIN = 60_000;
const TEST = MODEL_TESTS['1'];

/** Moves one of the stored run's times back by `ms` (as if that much time had passed). */
async function timePasses(page: Page, field: 'started' | 'writingStarted' | 'listening', ms: number) {
  await page.evaluate(
    ({ key, field, ms }) => {
      const data = JSON.parse(localStorage.getItem(key)!) as {
        run: Record<string, number | { started: number } | null>;
      };
      const value = data.run[field];
      if (field === 'listening') (value as { started: number }).started -= ms;
      else data.run[field] = (value as number) - ms;
      localStorage.setItem(key, JSON.stringify(data));
    },
    { key: KEY, field, ms },
  );
  await page.reload();
  await hydrated(page);
}
const item = (page: Page, lang: Lang, n: number) =>
  page.getByRole('group', { name: format(modelTestMessages(lang).itemLabel, { n: String(n) }), exact: true });

test('a whole written run: a reload in each block, the 90 minutes expire, listening runs on, the estimate', async ({
  openPage,
}) => {
  // A long walk (many steps and axe runs): three times the usual limit, so a busy machine cannot fail it.
  test.slow();
  test.setTimeout(120_000);
  const lang: Lang = 'de';
  const text = modelTestMessages(lang);
  const r = text.run;
  const page = await openPage(WIDTHS.desktop);
  await stubSpeech(page, { voices: GERMAN, utteranceMs: 50 });
  await page.goto(href.mockTest('1', lang));
  await hydrated(page);
  await page.getByTestId('run-link').click();
  await expect(page).toHaveURL(href.mockRun('1', lang));
  await page.getByRole('button', { name: r.start }).click();

  // Reading: item 1 marked with its key, then a reload: the mark and the clock are there.
  const key1 = TEST.reading1.items[0].key;
  const text1 = page.getByRole('group', { name: format(text.text, { n: '1' }), exact: true });
  await text1.getByRole('radio', { name: key1, exact: true }).check();
  await page.reload();
  await hydrated(page);
  await expect(text1.getByRole('radio', { name: key1, exact: true })).toBeChecked();
  await expect(page.getByTestId('run-clock')).toContainText(/noch (90:00|89:5\d)/);
  // Away for 47 minutes: back at minute 47, the coach says so.
  await timePasses(page, 'started', 47 * MIN);
  await expect(page.getByTestId('run-clock')).toContainText(/noch 4[23]:\d\d/);
  await expect(page.getByTestId('run-coach')).toContainText('Minute 47');

  // The 90 minutes end while away: the page is collected, no reading item can be marked.
  await timePasses(page, 'started', 44 * MIN);
  await expect(page.getByText(r.collected)).toBeVisible();
  await expect(text1).toHaveCount(0);
  // The listening statements stay closed until the recording starts (reading them is part of it).
  await expect(page.getByTestId('run-listening-closed')).toHaveText(r.sheetClosed);
  await expect(item(page, lang, 41)).toHaveCount(0);

  // Listening: the recording starts, cannot be paused, and runs on over a reload.
  await page.getByRole('button', { name: r.startListening }).click();
  const run = page.getByTestId('exam-run');
  await expect(run).toBeVisible();
  await expect(run.getByRole('button', { name: /pause|anhalten|stopp/i })).toHaveCount(0);
  const key41 = TEST.listening1.items[0].key;
  await item(page, lang, 41)
    .getByRole('radio', { name: key41 === '+' ? text.plus : text.minus, exact: true })
    .check();
  await timePasses(page, 'listening', 8 * MIN);
  await expect(page.getByTestId('exam-step')).toContainText('Hörverstehen, Teil 2');
  await expect(page.getByRole('button', { name: text.listening.resume })).toBeVisible();
  await expect(
    item(page, lang, 41).getByRole('radio', { name: key41 === '+' ? text.plus : text.minus, exact: true }),
  ).toBeChecked();

  // The recording ends while away: writing, 30 minutes on the real clock, over a reload.
  await timePasses(page, 'listening', 60 * MIN);
  await expect(page.getByText(r.listeningCollected)).toBeVisible();
  await page.getByRole('button', { name: r.startWriting }).click();
  await expect(page.getByTestId('run-clock')).toContainText(/noch (30:00|29:5\d)/);
  // The task sheet as in the exam: the instruction line, German only, no translation on the clock.
  await expect(page.getByTestId('run-instruction')).toHaveText(TEST.writing.instruction.german);
  await expect(page.getByTestId('run-writing')).not.toContainText(TEST.writing.points[0].translation);
  await timePasses(page, 'writingStarted', 12 * MIN);
  await expect(page.getByTestId('run-clock')).toContainText(/noch 1[78]:\d\d/);

  // Time is up: the e-mail is collected; not assessed, the result says so and counts it as 0.
  await timePasses(page, 'writingStarted', 20 * MIN);
  await expect(page.getByText(r.writingCollected)).toBeVisible();
  await page.getByRole('button', { name: r.showResult }).click();
  await expect(page.getByText(r.notAssessed)).toBeVisible();
  await page.getByRole('button', { name: r.showResult }).click();
  const result = page.getByTestId('run-result');
  await expect(result).toBeVisible();
  await expect(page.getByTestId('run-total')).toHaveText('10 / 225');
  await expect(result).toContainText(format(r.failed, { points: '10', max: '225', missing: '125' }));
  await expect(result).toContainText(r.estimate);
  await expect(
    result.getByRole('link', { name: format(r.practise, { name: 'Leseverstehen, Teil 2' }) }),
  ).toBeVisible();
  await expect(page.getByTestId('run-history').locator('tbody tr')).toHaveCount(1);
  // The result stays after a reload; a new run can start.
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('run-total')).toHaveText('10 / 225');
  await expect(page.getByRole('button', { name: r.again })).toBeVisible();

  // The test page lists the whole exam among the attempts, with its total, and leads to its review.
  await page.goto(href.mockTest('1', lang));
  await hydrated(page);
  const row = page.getByTestId('attempts').locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(text.historyWholeExam);
  await expect(row).toContainText('10 / 225');
  await row.getByRole('link', { name: r.reviewTitle }).click();
  await expect(page).toHaveURL(new RegExp(`${href.mockRun('1', lang)}\\?exam=[^#]+#run-review$`));
  await expect(page.getByTestId('run-review')).toBeInViewport();
});

test('one run at a time: another test says so and links to the run; a run can be given up', async ({
  openPage,
}) => {
  const lang: Lang = 'en';
  const r = modelTestMessages(lang).run;
  const page = await openPage(WIDTHS.mobile);
  await page.goto(href.mockRun('1', lang));
  await hydrated(page);
  await page.getByRole('button', { name: r.start }).click();
  await expect(page.getByTestId('run-reading')).toBeVisible();
  await page.goto(href.mockRun('2', lang));
  await hydrated(page);
  const other = page.getByTestId('other-run');
  await expect(other).toContainText(format(r.otherRun, { id: '1' }));
  await expect(page.getByRole('button', { name: r.start })).toHaveCount(0);
  await other.getByRole('button', { name: r.giveUp }).click();
  await other.getByRole('button', { name: r.giveUpYes }).click();
  await expect(page.getByRole('button', { name: r.start })).toBeVisible();
  await page.goto(href.mockRun('1', lang));
  await hydrated(page);
  await expect(page.getByRole('button', { name: r.start })).toBeVisible();
});

/** A finished exam of test 1 with a blank answer sheet: its written total is its e-mail's points. */
const finished = (date: string, writing: number, listening: number | null) => ({
  test: '1',
  date,
  reading: 0,
  language: 0,
  listening,
  writing,
  answers: {},
});

test('every finished exam can be looked at again, from the run page and the test page; an unknown one is said', async ({
  phone: page,
}) => {
  const lang: Lang = 'en';
  const text = modelTestMessages(lang);
  const r = text.run;
  // The older exam skipped listening (no German voice): its review says so; the newer one did not.
  const older = finished('2026-11-20T12:00:00.000Z', 12, null);
  const newer = finished('2026-11-26T12:00:00.000Z', 30, 0);
  const records = {
    version: 1,
    parts: {},
    attempts: [],
    run: null,
    runs: [older, newer],
    oral: null,
    orals: [],
  };
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(key, value);
    },
    [KEY, JSON.stringify(records)] as const,
  );
  const shows = async (exam: typeof older, total: string) => {
    await expect(page.getByTestId('run-date')).toHaveText(
      format(r.shownDate, { date: formatDate(exam.date, lang) }),
    );
    await expect(page.getByTestId('run-total')).toHaveText(total);
    const skipped = page
      .getByTestId('run-review')
      .getByText(format(r.reviewSkipped, { name: PART_TEXT['listening-1'].name.en }));
    await expect(skipped).toHaveCount(exam.listening === null ? 1 : 0);
  };

  // The run page shows the latest, and its history leads to the one before.
  await page.goto(href.mockRun('1', lang));
  await hydrated(page);
  await shows(newer, '30 / 225');
  const rows = page.getByTestId('run-history').locator('tbody tr');
  await expect(rows.first()).toHaveAttribute('aria-current', 'true');
  await expect(rows.first()).toContainText(r.historyShown);
  await rows
    .nth(1)
    .getByRole('link', {
      name: `${r.historyShow} (${format(r.historyOf, { date: formatDate(older.date, lang) })})`,
    })
    .click();
  await expect(page).toHaveURL(/\?exam=2026-11-20T12%3A00%3A00\.000Z#run-result$/);
  await shows(older, '12 / 225');
  await expect(page.getByTestId('run-result')).toBeInViewport();
  await expect(rows.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(rows.first().getByRole('link', { name: new RegExp(r.historyShow) })).toBeVisible();
  await expectNoAxeViolations(page);

  // The test page links every finished exam to its review.
  await page.goto(href.mockTest('1', lang));
  await hydrated(page);
  const exams = page.getByTestId('attempts').locator('tbody tr[data-row="exam"]');
  await expect(exams).toHaveCount(2);
  await exams
    .nth(1)
    .getByRole('link', { name: new RegExp(r.reviewTitle) })
    .click();
  await expect(page).toHaveURL(`${href.mockRun('1', lang)}?exam=2026-11-20T12%3A00%3A00.000Z#run-review`);
  await shows(older, '12 / 225');
  await expect(page.getByTestId('run-review')).toBeInViewport();

  // A link to an exam this browser does not have: said, and the latest shown.
  await page.goto(`${href.mockRun('1', lang)}?exam=2025-01-01`);
  await hydrated(page);
  await expect(page.getByRole('status').filter({ hasText: r.unknownExam })).toBeVisible();
  await shows(newer, '30 / 225');

  // Sitting the test again from an earlier exam's link: the link's exam is let go, so the new
  // run's result is what shows when it ends.
  await page.goto(`${href.mockRun('1', lang)}?exam=2026-11-20T12%3A00%3A00.000Z`);
  await hydrated(page);
  await shows(older, '12 / 225');
  await page.getByRole('button', { name: r.again }).click();
  await expect(page).toHaveURL(href.mockRun('1', lang));
  await expect(page.getByTestId('run-reading')).toBeVisible();
});

for (const [lang, width, colorScheme] of [
  ['de', WIDTHS.desktop, 'dark'],
  ['en', WIDTHS.mobile, 'light'],
] as const) {
  test(`axe on a written run: start, reading, listening, writing, result (${lang}, ${width} px, ${colorScheme})`, async ({
    openPage,
  }) => {
    test.setTimeout(90_000);
    const text = modelTestMessages(lang);
    const r = text.run;
    const page = await openPage(width, { colorScheme });
    await stubSpeech(page, { voices: GERMAN, utteranceMs: 50 });
    await page.goto(href.mockRun('3', lang));
    await hydrated(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: r.start }).click();
    await expect(page.getByTestId('run-reading')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: r.handIn }).click();
    await page.getByRole('button', { name: r.handInYes }).click();
    await page.getByRole('button', { name: r.startListening }).click();
    await expect(page.getByTestId('exam-run')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text.listening.end }).click();
    await page.getByRole('button', { name: text.listening.endYes }).click();
    await page.getByRole('button', { name: r.startWriting }).click();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: r.handIn }).click();
    await page.getByRole('button', { name: r.handInYes }).click();
    await page.getByRole('button', { name: r.showResult }).click();
    // The first click says the e-mail has no assessment yet; the second, after it, shows the result.
    await expect(page.getByText(r.notAssessed)).toBeVisible();
    await page.getByRole('button', { name: r.showResult }).click();
    await expect(page.getByTestId('run-result')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
