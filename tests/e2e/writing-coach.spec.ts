import { mkdir } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { projectSheet } from '../../app/content/project-sheet';
import { SHEETS } from '../../app/content/sheets/index.server';
import { writingPractices } from '../../app/content/writing-practice';
import { modelTestMessages } from '../../app/i18n/model-test-messages';
import { expectNoAxeViolations, href, hydrated, type Lang, test, WIDTHS } from './support';
import { openTrainer, SHEET, textArea, trainer, trainerText } from './writing-trainer-support';

// The writing coach in the trainer: feedback on request while writing, its findings at their
// places in a marked copy of the letter, in both languages; its code loaded only when asked for;
// and the whole written exam's trainer on the run's clock, with the feedback after the collection.

const SHOTS = '/tmp/coach-shots';
const MIN = 60_000;

/** A reply to the apology task: no suggestion to meet (point 4), a "Sie" in a du letter, "weil ich bin …". */
const FLAWED =
  'Lieber Tobias,\n\nes tut mir sehr leid, dass ich am Samstag nicht auf deiner Party war. Ich konnte nicht kommen, weil ich bin krank gewesen. Können Sie mir erzählen, wie die Party war?\n\nViele Grüße\nAlex';
const [APOLOGY, APOLOGY_PRACTICE] = writingPractices(
  projectSheet(SHEETS['writing-task-apology']!, 'de').sections,
);
const MODEL = APOLOGY!.model!.lines.join('\n');

const coachLoaded = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').some((r) => /coach-feedback-[\w-]+\.js$/.test(r.name)),
  );

/** Asks the open trainer for feedback on `letter`; returns the panel. */
async function feedbackOn(page: Page, lang: Lang, letter: string) {
  const t = trainerText(lang).coach;
  await textArea(page, lang).fill(letter);
  await trainer(page, lang).getByRole('button', { name: t.request }).click();
  const panel = trainer(page, lang).getByRole('region', { name: t.title });
  await expect(panel).toBeVisible();
  return panel;
}

for (const [lang, width] of [
  ['de', WIDTHS.desktop],
  ['de', WIDTHS.mobile],
  ['en', WIDTHS.desktop],
  ['en', WIDTHS.mobile],
] as const) {
  test(`names a missing point, du and Sie mixed and "weil ich bin" at their places (${lang}, ${width} px)`, async ({
    openPage,
  }) => {
    const t = trainerText(lang).coach;
    const page = await openPage(width);
    await page.goto(href.sheet('writing-task-apology', lang));
    // The sheet does not carry the coach: it loads once she writes in the trainer.
    expect(await coachLoaded(page)).toBe(false);
    await openTrainer(page, lang);
    const panel = await feedbackOn(page, lang, FLAWED);
    expect(await coachLoaded(page)).toBe(true);
    // Focus moved to the feedback it asked for.
    await expect(trainer(page, lang).getByTestId('coach-area')).toBeFocused();

    // The point not found, asked about by name (German, as the task prints it).
    const missing = panel.getByTestId('coach-points').getByRole('listitem').nth(3);
    await expect(missing).toHaveAttribute('data-found', 'false');
    await expect(missing).toContainText(
      lang === 'de'
        ? 'Nicht gefunden. Haben Sie über „Vorschlag für ein Treffen“'
        : 'Not found. Did you write about',
    );
    await expect(panel.getByTestId('coach-points').locator('[data-found="false"]')).toHaveCount(1);

    // The "Sie" marked in the letter, with the note on du and Sie; "weil ich bin" marked as a mistake.
    const letter = panel.getByTestId('coach-letter');
    await expect(letter.locator('mark[data-mark="form"]')).toHaveText(['Sie']);
    await expect(letter.locator('mark[data-mark="mistake"]')).toContainText(['ich bin']);
    await expect(panel.getByTestId('coach-form').locator('[data-finding="du-sie-mixed"]')).toBeVisible();
    const mistake = panel.getByTestId('coach-mistakes').getByRole('listitem');
    await expect(mistake).toHaveCount(1);
    await expect(mistake).toHaveAttribute('data-rule', 'verb-final-subordinate');
    await expect(mistake.getByRole('link')).toHaveAttribute(
      'href',
      lang === 'de' ? /^\/[\w-]+#/ : /^\/en\/[\w-]+#/,
    );
    await expect(panel.getByTestId('coach-mistake-count')).toHaveText(
      lang === 'de'
        ? '1 möglicher Fehler gefunden; eine Korrektorin oder ein Korrektor findet vielleicht mehr.'
        : '1 possible mistake found; a human corrector may find more.',
    );
    await expect(panel.getByTestId('coach-limits')).toHaveText(t.cannotSee);

    await mkdir(SHOTS, { recursive: true });
    // The panel as she sees it: its top (the marked letter), then its notes on mistakes and the grade.
    await panel.getByRole('heading', { level: 3 }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/coach-${lang}-${width}.png` });
    await panel.getByTestId('coach-mistakes').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/coach-${lang}-${width}-mistakes.png` });

    // A change to the text: the feedback says it is older than the text and offers an update.
    await textArea(page, lang).press('End');
    await textArea(page, lang).pressSequentially(' Bis bald!');
    await expect(trainer(page, lang).getByText(t.changed)).toBeVisible();
    await expect(trainer(page, lang).getByRole('button', { name: t.update })).toBeVisible();
  });
}

/** A reply to the apology sheet's practice task (Frau Kühn asks for Sie) by first name, no question about the marks. */
const PRACTICE_LETTER =
  'Liebe Sabine,\n\nes tut mir sehr leid, dass ich gestern nicht zu unserem Gespräch gekommen bin. Mein Sohn war krank, und ich musste mit ihm zum Arzt gehen.\n\nKönnen wir einen neuen Termin finden? Passt es Ihnen am Dienstag um 15 Uhr?\n\nViele Grüße\nMaria Ramos';

test("the sheet's practice task has its own trainer: its own letter, its points and register in the feedback, no model answer", async ({
  desktop: page,
}) => {
  const t = trainerText('de');
  await page.goto(SHEET);
  // A letter to the sample task first.
  let dialog = await openTrainer(page);
  await textArea(page).fill(FLAWED);
  await dialog.getByRole('button', { name: t.close }).click();

  // The practice task's button opens the trainer on the practice task, with an empty letter.
  const practiceTask = page.getByTestId('writing-task').nth(1);
  await practiceTask.getByRole('button', { name: t.open }).click();
  dialog = trainer(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('blockquote')).toContainText('Frau Kühn');
  await expect(dialog.locator('blockquote')).not.toContainText('Tobias');
  await expect(textArea(page)).toHaveValue('');

  // The coach reads the letter against this task's points and its Sie.
  const panel = await feedbackOn(page, 'de', PRACTICE_LETTER);
  const points = panel.getByTestId('coach-points').getByRole('listitem');
  await expect(points).toHaveCount(4);
  for (const [i, point] of APOLOGY_PRACTICE!.task.points.entries())
    await expect(points.nth(i)).toContainText(point.german);
  await expect(points.nth(3)).toHaveAttribute('data-found', 'false');
  await expect(points.nth(3)).toContainText('Nicht gefunden. Haben Sie über „Frage zu Leons Noten“');
  await expect(panel.getByTestId('coach-form').locator('[data-finding="greeting-register"]')).toBeVisible();

  // Its self-assessment says the sheet gives no model answer for it.
  await dialog.getByRole('button', { name: t.toAssess }).click();
  await expect(dialog.getByTestId('trainer-no-model')).toHaveText(t.noModel);
  await expect(dialog.getByTestId('trainer-model')).toHaveCount(0);

  // Reloaded, it opens again on the practice task; the sample task's letter is still its own.
  await page.reload();
  await expect(trainer(page)).toBeVisible();
  await expect(trainer(page).getByTestId('trainer-no-model')).toBeVisible();
  await trainer(page).getByRole('button', { name: t.close }).click();
  await openTrainer(page);
  await expect(textArea(page)).toHaveValue(FLAWED);
});

test('a model answer gets no missing point and no mistake; axe passes on the feedback', async ({
  desktop: page,
}) => {
  await page.goto(SHEET);
  await openTrainer(page);
  const panel = await feedbackOn(page, 'de', MODEL);
  await expect(panel.getByTestId('coach-points').locator('[data-found="true"]')).toHaveCount(4);
  await expect(panel.getByTestId('coach-mistakes')).toHaveCount(0);
  await expect(panel.locator('mark[data-mark="mistake"]')).toHaveCount(0);
  await expect(panel.getByTestId('coach-mistake-count')).toHaveText(trainerText('de').coach.noMistakes);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
});

test('on a phone with the keyboard up, the word count and the feedback button stay in reach while typing', async ({
  openPage,
}) => {
  // About what stays of a 740 px phone screen above its on-screen keyboard.
  const page = await openPage(WIDTHS.mobile, { height: 420 });
  await page.goto(SHEET);
  const dialog = await openTrainer(page);
  await textArea(page).fill(MODEL);
  await textArea(page).press('End');
  await textArea(page).pressSequentially(' Tschüss');
  await expect(dialog.getByTestId('trainer-word-count')).toBeInViewport();
  await expect(dialog.getByRole('button', { name: trainerText('de').coach.request })).toBeInViewport();
});

test('prints the trainer with its feedback, not the sheet behind it', async ({ desktop: page }) => {
  await page.goto(SHEET);
  await openTrainer(page);
  const panel = await feedbackOn(page, 'de', FLAWED);
  await page.emulateMedia({ media: 'print' });
  await expect(panel).toBeVisible();
  await expect(panel.locator('mark[data-mark="mistake"]')).toBeVisible();
  await expect(page.locator('main')).toBeHidden();
  await expect(textArea(page)).toBeHidden();
});

test("the whole written exam's trainer shows the run's clock, collects the e-mail inside it, then gives feedback", async ({
  openPage,
}) => {
  test.slow();
  const lang: Lang = 'de';
  const r = modelTestMessages(lang).run;
  const t = trainerText(lang);
  const page = await openPage(WIDTHS.desktop);
  await page.goto(href.mockRun('1', lang));
  await hydrated(page);
  await page.getByRole('button', { name: r.start }).click();
  await page.getByRole('button', { name: r.handIn }).click();
  await page.getByRole('button', { name: r.handInYes }).click();
  await page.getByRole('button', { name: r.skipListening }).click();
  await page.getByRole('button', { name: r.startWriting }).click();

  // The trainer shows the run's time left: no second clock of its own, nothing to start or pause.
  await page.getByRole('button', { name: r.openTrainer }).click();
  const dialog = trainer(page, lang);
  await expect(dialog.getByText(t.examTimeLeft)).toBeVisible();
  await expect(dialog.getByTestId('trainer-clock')).toHaveText(/^(30:00|29:5\d)$/);
  await expect(dialog.getByRole('button', { name: t.start })).toHaveCount(0);
  // No feedback and no marking while the exam's clock runs.
  await expect(dialog.getByRole('button', { name: t.coach.request })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: t.toAssess })).toHaveCount(0);
  await textArea(page, lang).fill(FLAWED);
  await page.keyboard.press('Escape');

  // Twenty seconds before the end (as if 29:40 had passed), back in the trainer: the reminder,
  // then at zero the e-mail is collected inside the open trainer.
  await page.evaluate(
    (ms) => {
      const data = JSON.parse(localStorage.getItem('b1.mock-tests.v1')!) as {
        run: { writingStarted: number };
      };
      data.run.writingStarted -= ms;
      localStorage.setItem('b1.mock-tests.v1', JSON.stringify(data));
    },
    29 * MIN + 40_000,
  );
  await page.reload();
  await hydrated(page);
  await page.getByRole('button', { name: r.openTrainer }).click();
  await expect(dialog.getByTestId('trainer-signal')).toHaveText(t.exam.reminder);
  await expect(dialog.getByTestId('trainer-signal')).toHaveText(t.exam.collected, { timeout: 30_000 });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('trainer-clock')).toHaveText('00:00');
  await expect(dialog.getByTestId('trainer-collected')).toHaveText(t.textCollected);
  await expect(textArea(page, lang)).not.toBeEditable();
  await expect(textArea(page, lang)).toHaveValue(FLAWED);

  // After the collection: the self-assessment with the coach's feedback beside it.
  await dialog.getByRole('button', { name: t.toAssess }).click();
  const panel = dialog.getByRole('region', { name: t.coach.title });
  await expect(panel).toBeVisible();
  // The apology letter does not answer this test's task: the coach reads it against the run's points.
  await expect(panel.getByTestId('coach-points').getByRole('listitem')).toHaveCount(4);
  await expect(panel.getByTestId('coach-points').locator('[data-found="false"]')).not.toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByText(r.writingCollected)).toBeVisible();
});

test('an early hand-in says so, not that the time is up', async ({ openPage }) => {
  const lang: Lang = 'en';
  const r = modelTestMessages(lang).run;
  const t = trainerText(lang);
  const page = await openPage(WIDTHS.mobile);
  await page.goto(href.mockRun('2', lang));
  await hydrated(page);
  await page.getByRole('button', { name: r.start }).click();
  await page.getByRole('button', { name: r.handIn }).click();
  await page.getByRole('button', { name: r.handInYes }).click();
  await page.getByRole('button', { name: r.skipListening }).click();
  await page.getByRole('button', { name: r.startWriting }).click();
  await page.getByRole('button', { name: r.handIn }).click();
  await page.getByRole('button', { name: r.handInYes }).click();
  await expect(page.getByText(r.writingHandedIn)).toBeVisible();
  await expect(page.getByText(r.writingCollected)).toHaveCount(0);
  await page.getByRole('button', { name: r.openAssess }).click();
  const dialog = trainer(page, lang);
  await expect(dialog.getByTestId('trainer-signal')).toHaveText(t.exam.handedIn);
  await expect(dialog).not.toContainText(/time is up/i);
});
