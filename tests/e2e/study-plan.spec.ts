import { expect, type Page } from '@playwright/test';
import { formatCount } from '../../app/i18n/messages';
import { planMessages } from '../../app/i18n/plan-messages';
import {
  expectNoAxeViolationsAtBothWidths,
  href,
  hydrated,
  type Lang,
  layoutShifts,
  messages,
  test,
  type OpenPage,
  watchLayoutShifts,
  WIDTHS,
} from './support';

// The study plan: the exam date in, the tasks of every day out; today's tasks on the home page,
// ticked by the tools' own signals (a sheet marked learned); re-paced when the date changes or
// days are missed; kept over reloads; printed a week to a page; taken into a calendar.

const KEY = 'b1.plan.v1';
const MONDAY = new Date('2026-03-02T09:00:00+01:00');

async function open(openPage: OpenPage, width: number, colorScheme: 'light' | 'dark' = 'light') {
  const page = await openPage(width, { timezoneId: 'Europe/Berlin', colorScheme, acceptDownloads: true });
  await page.clock.install({ time: MONDAY });
  return page;
}

/** Fills the form and makes (or updates) the plan; `saturday`: Saturdays with 3 hours. */
async function makePlan(
  page: Page,
  lang: Lang,
  written: string,
  minutes: number | null,
  oral?: string,
  saturday = false,
) {
  const form = planMessages(lang).form;
  await page.getByLabel(form.written).fill(written);
  if (oral) {
    await page.getByLabel(form.oralOther).check();
    await page.getByLabel(form.oral).fill(oral);
  }
  if (saturday)
    await page
      .getByLabel(lang === 'de' ? 'Samstag' : 'Saturday')
      .selectOption(planMessages(lang).durations[180]!);
  await page
    .getByRole('radio', {
      name: minutes === null ? form.minutesAuto : formatCount(lang, { other: form.minutesOption }, minutes),
    })
    .check();
  await page
    .getByRole('button', { name: form.create })
    .or(page.getByRole('button', { name: form.update }))
    .click();
  await expect(page.getByTestId('plan-weeks')).toBeVisible();
}

const day = (page: Page, date: string) => page.locator(`[data-day="${date}"]`);
const taskLink = (page: Page, to: string) => page.locator(`[data-task] a[href="${to}"]`);

test('the journey: a date, today’s tasks here and at home, a sheet learned ticks, a new date re-paces, a reload keeps it', async ({
  openPage,
}) => {
  const lang: Lang = 'de';
  const text = planMessages(lang);
  const page = await open(openPage, WIDTHS.mobile);

  // Home without a plan invites to make one.
  await page.goto(href.home(lang));
  await hydrated(page);
  await page.getByTestId('today-make-plan').click();
  await expect(page).toHaveURL(href.plan(lang));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages(lang).plan.title);
  // Before the plan starts, it says what fits in her time: here everything (Saturdays with 3 hours).
  await page.getByLabel(text.form.written).fill('2026-05-04');
  await page.getByRole('radio', { name: formatCount(lang, { other: text.form.minutesOption }, 40) }).check();
  await page.getByLabel('Samstag').selectOption(text.durations[180]!);
  await expect(page.getByTestId('plan-preview')).toContainText(text.preview.allFits);
  // Nine weeks: three whole exams (tests 6, 2, 3) and the parts of tests 1, 4 and 5.
  await expect(page.getByTestId('plan-preview')).toContainText(formatCount(lang, text.preview.runs, 3));
  await expect(page.getByTestId('plan-preview')).toContainText(formatCount(lang, text.preview.parts, 24));
  await makePlan(page, lang, '2026-05-04', 40, undefined, true);

  // Today is marked; its first task is the writing method, with the drill; no day over its time.
  const today = page.locator('[aria-current="date"]');
  await expect(today).toHaveAttribute('data-day', '2026-03-02');
  await expect(today.getByText(text.today, { exact: true })).toBeVisible();
  const sheet = href.sheet('writing-task-complaint', lang);
  await expect(today.locator('[data-task]')).toHaveCount(2);
  await expect(today.locator(`[data-task] a[href="${sheet}"]`)).toBeVisible();
  await expect(today.locator('[data-task="drill:2026-03-02"]')).toBeVisible();
  await expect(page.getByTestId('plan-summary')).toContainText(
    'Schriftliche und mündliche Prüfung: 4. Mai 2026',
  );
  await expect(page.getByTestId('plan-longer')).toHaveText('Mehr Zeit: Samstag 3 Stunden');
  // Nine weeks, each a section numbered from 1; the exam day closes the last one.
  await expect(page.locator('[data-plan-week]')).toHaveCount(10);
  await expect(page.locator('[data-plan-week] h2').first()).toHaveText(/^Woche 1: 2\. März bis 8\. März$/);
  await expect(day(page, '2026-05-04')).toContainText(text.exam.written);
  // The three whole written exams only on Saturdays; the e-mails open the writing trainer.
  const runDays = await page
    .locator('[data-task^="run:"]')
    .evaluateAll((rows) => rows.map((r) => r.closest('[data-day]')!.getAttribute('data-day')!));
  expect(runDays).toHaveLength(3);
  for (const d of runDays) expect(new Date(`${d}T12:00:00Z`).getUTCDay()).toBe(6);
  await expect(page.locator('[data-task="writing:1:1"] a')).toHaveAttribute(
    'href',
    `${href.sheet('writing-task-complaint', lang)}#writing-trainer`,
  );

  // The same tasks on the home page, on its first screen, above the hero.
  await page.goto(href.home(lang));
  const card = page.getByTestId('today-list');
  await expect(card.locator('[data-task]')).toHaveCount(2);
  await expect(card.locator(`a[href="${sheet}"]`)).toBeVisible();
  await expect(card.locator('[data-task="sheet:writing-task-complaint"]')).toHaveAttribute(
    'data-done',
    'false',
  );
  const box = (await page.getByTestId('today-tasks').boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(740);
  expect(box.y).toBeLessThan((await page.locator('#hero-title').boundingBox())!.y);

  // Learning the sheet ticks its task, here and on the plan.
  await card.locator(`a[href="${sheet}"]`).click();
  await expect(page).toHaveURL(sheet);
  await page.getByTestId('learned-toggle').click();
  await expect(page.getByTestId('learned-toggle')).toHaveAttribute('aria-pressed', 'true');
  await page.goto(href.home(lang));
  await expect(card.locator('[data-task="sheet:writing-task-complaint"]')).toHaveAttribute(
    'data-done',
    'true',
  );
  await expect(
    card.locator('[data-task="sheet:writing-task-complaint"]').getByRole('checkbox'),
  ).toBeChecked();
  // Done elsewhere: the drill is ticked by hand (on another device, say).
  await card
    .locator('[data-task="drill:2026-03-02"]')
    .getByRole('checkbox', { name: /^Anderswo erledigt: / })
    .check();
  await expect(card.locator('[data-task="drill:2026-03-02"]')).toHaveAttribute('data-done', 'true');
  await page.getByTestId('today-plan-link').click();
  await expect(today.locator('[data-task="sheet:writing-task-complaint"]')).toHaveAttribute(
    'data-done',
    'true',
  );
  await expect(today.locator('[data-task="drill:2026-03-02"]')).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('plan-summary')).toContainText(formatCount(lang, text.notes.done, 1));

  // Wednesday's e-mail is written ahead and ticked by hand.
  const mail = page.locator('[data-task="writing:1:2"]');
  await mail.getByRole('checkbox').check();
  await expect(mail).toHaveAttribute('data-done', 'true');

  // A new date: the plan re-paces (the whole exam on a Saturday about a week before the new date).
  await page.getByRole('button', { name: text.summary.change }).click();
  await makePlan(page, lang, '2026-04-20', 40);
  await expect(page.locator('[data-plan-week]')).toHaveCount(8);
  await expect(taskLink(page, href.mockRun('3', lang))).toHaveCount(1);
  await expect(day(page, '2026-04-11').locator(`a[href="${href.mockRun('3', lang)}"]`)).toBeVisible();
  await expect(day(page, '2026-04-27')).toHaveCount(0);

  // A reload keeps the plan, its ticks and today's finished work on today's list.
  await page.reload();
  await hydrated(page);
  await expect(today.locator('[data-task="sheet:writing-task-complaint"]')).toHaveAttribute(
    'data-done',
    'true',
  );
  await expect(page.locator('[data-task="writing:1:2"]')).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('plan-summary')).toContainText('20. April 2026');

  // The other tools' signals tick their tasks: a checked model-test part.
  await page.evaluate(() => {
    const attempt = {
      test: '1',
      part: 'reading-1',
      date: new Date().toISOString(),
      right: 4,
      count: 5,
      points: 20,
      max: 25,
    };
    localStorage.setItem(
      'b1.mock-tests.v1',
      JSON.stringify({
        version: 1,
        parts: {},
        attempts: [attempt],
        run: null,
        runs: [],
        oral: null,
        orals: [],
      }),
    );
  });
  await page.reload();
  await expect(page.locator('[data-task="part:1/reading-1"]')).toHaveAttribute('data-done', 'true');
  await expect(page.locator('[data-task="part:1/reading-2"]')).toHaveAttribute('data-done', 'false');
  const stored = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown,
    KEY,
  );
  expect(stored).toMatchObject({
    version: 2,
    written: '2026-04-20',
    oral: null,
    minutes: 40,
    longer: { 5: 180 },
    partner: false,
    created: '2026-03-02',
  });

  // Two days later, with Tuesday's work not done: it moves on, and the page says where to.
  const tuesday = await day(page, '2026-03-03')
    .locator('[data-task]:not([data-task^="drill:"])')
    .evaluateAll((rows) => rows.filter((r) => r.getAttribute('data-done') === 'false').length);
  expect(tuesday).toBeGreaterThan(0);
  await page.clock.setSystemTime(new Date('2026-03-04T08:00:00+01:00'));
  await page.reload();
  await expect(page.getByTestId('plan-note')).toHaveText(
    formatCount(lang, text.notes.carriedSince, tuesday, { days: 2 }),
  );
  await expect(page.getByTestId('plan-moved').locator('li').first()).toBeVisible();
  await expect(page.getByTestId('plan-moved')).toContainText('verschoben auf');
  await expect(page.locator('[aria-current="date"]')).toHaveAttribute('data-day', '2026-03-04');
  await expect(day(page, '2026-03-03')).toHaveCount(0);
  // The next week keeps its number: the plan (and its printout) starts today, in week 2.
  await page.clock.setSystemTime(new Date('2026-03-10T08:00:00+01:00'));
  await page.reload();
  await expect(page.locator('[data-day]').first()).toHaveAttribute('data-day', '2026-03-10');
  await expect(page.locator('[data-plan-week] h2').first()).toHaveText(/^Woche 2: /);
  await page.context().close();
});

test('clear answers: an exam tomorrow, a date in the past, an oral exam before the written one (English)', async ({
  openPage,
}) => {
  const lang: Lang = 'en';
  const text = planMessages(lang);
  const page = await open(openPage, WIDTHS.desktop);
  await page.goto(href.plan(lang));
  await hydrated(page);
  await page.getByLabel(text.form.written).fill('2026-03-01');
  await page.getByRole('button', { name: text.form.create }).click();
  await expect(page.getByRole('alert')).toHaveText(text.form.past);
  await expect(page.getByLabel(text.form.written)).toBeFocused();

  await makePlan(page, lang, '2026-03-03', null);
  await expect(page.getByTestId('plan-note')).toHaveText(text.notes.tomorrow);
  // "Let the plan choose" never says everything fits when it does not.
  await expect(page.getByTestId('plan-summary')).toContainText(
    text.summary.minutesAutoShort.replace('{minutes}', '90 min'),
  );
  await expect(page.locator('[aria-current="date"] [data-task]')).toHaveCount(2);
  await expect(page.getByTestId('plan-left-out')).toHaveCount(0);

  await page.getByRole('button', { name: text.summary.change }).click();
  await makePlan(page, lang, '2026-03-20', 40, '2026-03-09');
  await expect(page.getByTestId('plan-summary')).toContainText('Oral exam: 9 March 2026');
  await expect(page.getByTestId('plan-left-out')).toContainText(text.notes.moreTime);
  await expect(day(page, '2026-03-09')).toContainText(text.exam.oral);
  await expect(day(page, '2026-03-08')).toContainText(text.light);
  // The oral exam first: its speaking sheets first, from today.
  await expect(
    day(page, '2026-03-02').locator(`a[href="${href.sheet('speaking-part-1-who-system', lang)}"]`),
  ).toBeVisible();
  // A rehearsal too long for 40 minutes is offered beside today's tasks, alone (no partner).
  const offered = page.locator('[aria-current="date"]').getByTestId('plan-offered');
  await expect(offered).toContainText('When you have 45 minutes');
  await expect(offered).toContainText('rehearse the oral exam alone');
  await page.context().close();
});

test('the calendar file: exam days, a daily study slot at the chosen time, valid iCalendar', async ({
  openPage,
}) => {
  const lang: Lang = 'de';
  const text = planMessages(lang).tools;
  const page = await open(openPage, WIDTHS.desktop);
  await page.goto(href.plan(lang));
  await hydrated(page);
  await makePlan(page, lang, '2026-03-31', 40, '2026-04-07');
  await page.getByLabel(text.slot).fill('07:30');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: text.calendar }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('lernplan.ics');
  const body = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
  expect(body.endsWith('\r\n')).toBe(true);
  expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = body
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  expect(lines).toContain('VERSION:2.0');
  const events = lines.join('\n').split('BEGIN:VEVENT').slice(1);
  expect(events).toHaveLength(3);
  for (const event of events) {
    expect(event).toMatch(/\nUID:[^\n]+@localhost:\d+\n/);
    expect(event).toMatch(/\nDTSTAMP:\d{8}T\d{6}Z\n/);
  }
  expect(lines).toEqual(
    expect.arrayContaining([
      'DTSTART;VALUE=DATE:20260331',
      'DTSTART;VALUE=DATE:20260407',
      'SUMMARY:telc Deutsch B1: schriftliche Prüfung',
      'DTSTART:20260302T073000',
      'DURATION:PT40M',
      'RRULE:FREQ=DAILY;UNTIL=20260406T235959',
    ]),
  );
  expect(new Set(events.map((e) => /\nUID:([^\n]+)/.exec(e)![1])).size).toBe(3);
  await page.context().close();
});

test('printed, one week to an A4 page', async ({ openPage }) => {
  const page = await open(openPage, WIDTHS.desktop);
  await page.goto(href.plan('de'));
  await hydrated(page);
  // Monday 2 March to the exam on Sunday 22 March: three calendar weeks.
  await makePlan(page, 'de', '2026-03-22', 60);
  await page.emulateMedia({ media: 'print' });
  const weeks = page.locator('[data-plan-week]');
  await expect(weeks).toHaveCount(3);
  await expect(page.locator('[data-day]').first()).toHaveAttribute('data-day', '2026-03-02');
  const breaks = await weeks.evaluateAll((sections) => sections.map((s) => getComputedStyle(s).breakBefore));
  expect(breaks).toEqual(['auto', 'page', 'page']);
  await expect(page.getByTestId('plan-form')).toHaveCount(0);
  await expect(page.getByRole('button', { name: planMessages('de').tools.print })).toBeHidden();
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(3);
  await page.context().close();
});

test('without JavaScript the page explains the plan; with a plan the home page does not move', async ({
  openPage,
}) => {
  const bare = await openPage(WIDTHS.mobile, { javaScriptEnabled: false });
  await bare.goto(href.plan('de'));
  await expect(bare.getByTestId('plan-noscript')).toHaveText(
    `${planMessages('de').noScript} ${planMessages('de').toOverview}`,
  );
  await expect(bare.getByTestId('plan-app')).toBeHidden();
  await bare.goto(href.home('en'));
  await expect(bare.getByTestId('today-make-plan')).toHaveAttribute('href', href.plan('en'));
  await bare.context().close();

  const page = await open(openPage, WIDTHS.mobile);
  await page.goto(href.plan('de'));
  await hydrated(page);
  await makePlan(page, 'de', '2026-04-20', 40);
  await watchLayoutShifts(page);
  await page.goto(href.home('de'));
  await expect(page.getByTestId('today-list').locator('[data-task]').first()).toBeVisible();
  const card = await page.getByTestId('today-tasks').boundingBox();
  expect((await layoutShifts(page)).total).toBe(0);
  // The card keeps the prerendered card's height.
  await page.goto(href.home('de'));
  await page.evaluate((key) => localStorage.removeItem(key), KEY);
  await page.reload();
  await expect(page.getByTestId('today-make-plan')).toBeVisible();
  expect((await page.getByTestId('today-tasks').boundingBox())?.height).toBe(card?.height);
  await page.context().close();
});

/** A plan with a task moved from yesterday, work left out and a tick, as stored. */
function seeded(lang: Lang) {
  return JSON.stringify({
    version: 1,
    written: '2026-03-23',
    oral: lang === 'de' ? null : '2026-03-13',
    minutes: 40,
    slot: '18:00',
    ticks: ['oral:1'],
    start: { day: '2026-03-02', done: [], carried: 2, since: '2026-03-01' },
    id: 'axe',
  });
}

// One test per language and scheme: each state checked at 375 and 1280 px with one load
// (decision 0051); three pages' axe take most of a test's time on a busy machine.
for (const lang of ['de', 'en'] as const)
  for (const colorScheme of ['light', 'dark'] as const)
    test(`axe: the form, its error, the plan and today's tasks (${lang}, ${colorScheme}, ${WIDTHS.mobile} and ${WIDTHS.desktop} px)`, async ({
      openPage,
    }) => {
      const text = planMessages(lang);
      const page = await open(openPage, WIDTHS.mobile, colorScheme);
      await page.goto(href.plan(lang));
      await hydrated(page);
      await page.getByRole('button', { name: text.form.create }).click();
      await expect(page.getByRole('alert')).toHaveText(text.form.writtenMissing);
      // What fits, before the plan starts.
      await page.getByLabel(text.form.written).fill('2026-03-23');
      await page
        .getByRole('radio', { name: formatCount(lang, { other: text.form.minutesOption }, 20) })
        .check();
      await expect(page.getByTestId('plan-preview-left-out')).toBeVisible();
      await expectNoAxeViolationsAtBothWidths(page);

      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [KEY, seeded(lang)]);
      await page.reload();
      await expect(page.getByTestId('plan-note')).toHaveText(formatCount(lang, text.notes.carried, 2));
      await page.getByText(text.notes.leftOutTitle).click();
      await page.getByRole('button', { name: text.tools.remove }).click();
      await expect(page.getByRole('button', { name: text.tools.removeConfirm })).toBeVisible();
      await expectNoAxeViolationsAtBothWidths(page);

      await page.goto(href.home(lang));
      await expect(page.getByTestId('today-list').locator('[data-task]').first()).toBeVisible();
      await expectNoAxeViolationsAtBothWidths(page);
      await page.context().close();
    });
