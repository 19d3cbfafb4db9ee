import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import {
  CATALOGUE,
  clientNavigate,
  expectNoAxeViolations,
  hydrated,
  messages,
  test,
  WIDTHS,
} from './support';
import {
  openTrainer,
  REPLY,
  SHEET,
  taskButton,
  textArea,
  trainer,
  trainerText,
} from './writing-trainer-support';

// These tests watch the network: every page in a fresh context, so no warm cache answers for the server.
test.use({ freshContexts: true });

// The writing trainer of the five writing sheets: opened from the task, it keeps the reader's text,
// ticks and marks across reloads, asks before starting again, copies and downloads the text, and
// marks the e-mail on the exam's three criteria beside the model answer.

const tde = trainerText('de');
const ten = trainerText('en');

test('every writing sheet offers the trainer right after each of its tasks and at its end, no other sheet does', async ({
  request,
}) => {
  const writing: string[] = CATALOGUE.filter((e) => e.route.startsWith('writing-task-')).map((e) => e.route);
  expect(writing).toHaveLength(5);
  for (const route of [...writing, 'reading-mastery', 'b1-core-grammar']) {
    for (const path of [`/${route}`, `/en/${route}`]) {
      const html = await (await request.get(path)).text();
      const buttons = html.match(/<button[^>]*data-writing-trainer/g) ?? [];
      // The buttons of the sample task and of the practice task, then the one among the practice at the sheet's end.
      expect(buttons, path).toHaveLength(writing.includes(route) ? 3 : 0);
    }
  }
});

test('loads its code only when opened, and gives focus back to the button on close', async ({
  desktop: page,
}) => {
  await page.goto(SHEET);
  await hydrated(page);
  const loaded = () =>
    page.evaluate(() =>
      performance.getEntriesByType('resource').some((r) => /writing-trainer-[\w-]+\.js$/.test(r.name)),
    );
  expect(await loaded()).toBe(false);
  const button = taskButton(page);
  // The button follows the task's guiding points, inside the task.
  await expect(
    page.getByTestId('writing-task').first().getByRole('button', { name: tde.open }),
  ).toBeVisible();
  const dialog = await openTrainer(page);
  expect(await loaded()).toBe(true);
  await expect(dialog.getByTestId('trainer-checklist').getByRole('checkbox')).toHaveCount(4);
  await expect(dialog.getByTestId('trainer-clock')).toHaveText('30:00');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test("the task switched to English opens the same trainer, in the page's language", async ({
  desktop: page,
}) => {
  await page.goto(SHEET);
  await hydrated(page);
  const section = page.locator('section#sample-task');
  await section.getByRole('button', { name: /^EN:/ }).click();
  await expect(section).toHaveAttribute('lang', 'en');
  const button = section.getByRole('button', { name: ten.open });
  await button.click();
  const dialog = trainer(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: tde.start })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
});

test('keeps the text, the ticks and the open trainer across reloads', async ({ phone: page }) => {
  await page.goto(SHEET);
  let dialog = await openTrainer(page);
  await textArea(page).fill(REPLY);
  await expect(dialog.getByTestId('trainer-word-count')).toHaveText('17 Wörter');
  await dialog.getByRole('checkbox', { name: /Leitpunkt 1/ }).check();
  await page.reload();
  // It was open: it opens again by itself, with everything in it.
  dialog = trainer(page);
  await expect(dialog).toBeVisible();
  await expect(textArea(page)).toHaveValue(REPLY);
  await expect(dialog.getByRole('checkbox', { name: /Leitpunkt 1/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /Leitpunkt 2/ })).not.toBeChecked();
  await dialog.getByRole('button', { name: tde.close }).click();
  await page.reload();
  await hydrated(page);
  await expect(trainer(page)).toBeHidden();
  await openTrainer(page);
  await expect(textArea(page)).toHaveValue(REPLY);
  // The same task in English: the same session (the text is German either way), still open.
  await page.goto(`/en${SHEET}`);
  await expect(trainer(page, 'en')).toBeVisible();
  await expect(textArea(page, 'en')).toHaveValue(REPLY);
});

test('each writing sheet keeps its own text, also when the reader moves between sheets in the app', async ({
  desktop: page,
}) => {
  await page.goto(SHEET);
  let dialog = await openTrainer(page);
  await textArea(page).fill(REPLY);
  await dialog.getByRole('button', { name: tde.close }).click();
  await clientNavigate(page, '/writing-task-complaint');
  await expect(page).toHaveURL(/writing-task-complaint$/);
  dialog = await openTrainer(page);
  await expect(dialog.locator('blockquote')).not.toContainText('Tobias');
  await expect(textArea(page)).toHaveValue('');
  await textArea(page).fill('Sehr geehrte Damen und Herren,');
  await dialog.getByRole('button', { name: tde.close }).click();
  await clientNavigate(page, SHEET);
  await expect(page).toHaveURL(/writing-task-apology$/);
  await openTrainer(page);
  await expect(textArea(page)).toHaveValue(REPLY);
});

test('"start again" asks first; copy and download hand over the text', async ({ openPage }) => {
  const page = await openPage(WIDTHS.desktop, { permissions: ['clipboard-read', 'clipboard-write'] });
  await page.goto(SHEET);
  const dialog = await openTrainer(page);
  await textArea(page).fill(REPLY);
  await dialog.getByRole('checkbox', { name: /Leitpunkt 3/ }).check();

  await dialog.getByRole('button', { name: tde.copy }).click();
  await expect(page.getByTestId('toast')).toHaveText(tde.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(REPLY);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: tde.download }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('meine-email-writing-task-apology.txt');
  expect(await readFile(await download.path(), 'utf8')).toBe(REPLY);

  await dialog.getByRole('button', { name: tde.restart }).click();
  const question = dialog.getByRole('group', { name: tde.restartQuestion });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: tde.restartCancel })).toBeFocused();
  await question.getByRole('button', { name: tde.restartCancel }).click();
  await expect(textArea(page)).toHaveValue(REPLY);
  await expect(dialog.getByRole('button', { name: tde.restart })).toBeFocused();

  await dialog.getByRole('button', { name: tde.restart }).click();
  await dialog.getByRole('button', { name: tde.restartConfirm }).click();
  await expect(textArea(page)).toHaveValue('');
  await expect(textArea(page)).toBeFocused();
  await expect(dialog.getByRole('checkbox', { name: /Leitpunkt 3/ })).not.toBeChecked();
  await page.reload();
  await expect(textArea(page)).toHaveValue('');
});

test('on a phone the "start again" question shows both answers whole', async ({ phone: page }) => {
  await page.goto(SHEET);
  const dialog = await openTrainer(page);
  await textArea(page).fill(`${REPLY}\n`.repeat(4));
  await dialog.getByRole('button', { name: tde.restart }).click();
  const question = dialog.getByRole('group', { name: tde.restartQuestion });
  await expect(question.getByRole('button', { name: tde.restartCancel })).toBeFocused();
  for (const answer of [tde.restartCancel, tde.restartConfirm])
    await expect(question.getByRole('button', { name: answer })).toBeInViewport({ ratio: 1 });
});

for (const [lang, width] of [
  ['de', WIDTHS.mobile],
  ['en', WIDTHS.desktop],
] as const) {
  test(`marks the e-mail on the three criteria beside the model answer (${lang}, ${width} px)`, async ({
    openPage,
  }) => {
    const text = messages(lang);
    const tt = trainerText(lang);
    const page = await openPage(width);
    await page.goto(lang === 'de' ? SHEET : `/en${SHEET}`);
    const dialog = await openTrainer(page, lang);
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    await textArea(page, lang).fill(REPLY);
    for (const n of [1, 2, 4])
      await dialog
        .getByRole('checkbox', { name: new RegExp(`${text.writing.point.replace('{n}', String(n))}`) })
        .check();
    await dialog.getByRole('button', { name: tt.toAssess }).click();
    await expect(dialog.getByRole('heading', { name: tt.assessTitle })).toBeFocused();
    const score = dialog.getByTestId('trainer-score');
    await expect(score).toHaveText(tt.chooseGrade);
    await expect(dialog.getByTestId('trainer-task-grade')).toContainText(`${text.writing.grade} B`);
    const group = (criterion: 'communication' | 'accuracy') =>
      dialog.getByRole('group', { name: text.writing.criteria[criterion] });
    await group('communication')
      .getByRole('radio', { name: new RegExp(`${text.writing.grade} B`) })
      .check();
    await expect(score).toHaveText(tt.chooseGrade);
    await group('accuracy')
      .getByRole('radio', { name: new RegExp(`${text.writing.grade} A`) })
      .check();
    // B (3 of 4 points) + B + A = 3 + 3 + 5 = 11, × 3 = 33.
    await expect(score).toHaveText(text.writing.total.replace('{sum}', '11').replace('{score}', '33'));
    const own = dialog.getByTestId('trainer-own-text');
    const model = dialog.getByTestId('trainer-model');
    await expect(own).toContainText('es tut mir sehr leid');
    await expect(model).toContainText('Lieber Tobias');
    await model.scrollIntoViewIfNeeded();
    const [a, b] = [await own.boundingBox(), await model.boundingBox()];
    if (width === WIDTHS.desktop) expect(b!.y, 'side by side').toBe(a!.y);
    else expect(b!.y, 'one above the other').toBeGreaterThan(a!.y + a!.height - 1);
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });

    // The marks and the screen survive a reload too.
    await page.reload();
    await expect(trainer(page, lang).getByTestId('trainer-score')).toHaveText(
      text.writing.total.replace('{sum}', '11').replace('{score}', '33'),
    );
    await trainer(page, lang).getByRole('button', { name: tt.toWrite }).click();
    await expect(textArea(page, lang)).toBeFocused();
  });
}

test('the English page names the trainer in English and keeps the task German', async ({ desktop: page }) => {
  await page.goto(`/en${SHEET}`);
  const dialog = await openTrainer(page, 'en');
  await expect(dialog.getByRole('button', { name: ten.start })).toBeVisible();
  await expect(dialog.locator('blockquote')).toHaveAttribute('lang', 'de');
  await expect(textArea(page, 'en')).toHaveAttribute('lang', 'de');
});

for (const [lang, width] of [
  ['de', WIDTHS.mobile],
  ['en', WIDTHS.desktop],
] as const)
  test(`the sheet's answers to the task stay closed until the reader asks for them (${lang}, ${width} px)`, async ({
    openPage,
  }) => {
    const text = messages(lang).writing;
    const page = await openPage(width);
    await page.goto(lang === 'de' ? SHEET : `/en${SHEET}`);
    await hydrated(page);
    const answers = page.getByTestId('model-answer');
    await expect(answers).toHaveCount(2);
    for (const answer of await answers.all()) {
      // Its title and length show; the e-mail and its marking wait behind the button.
      await expect(answer.locator('figcaption')).toBeVisible();
      await expect(answer.getByTestId('marking')).toBeHidden();
      await expect(answer.locator('ol').first()).toBeHidden();
    }
    const first = answers.first();
    const show = first.getByTestId('model-answer-details').locator('> summary');
    await expect(show).toHaveAccessibleName(new RegExp(`^${text.showAnswer}`));
    await show.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, { include: '[data-testid="model-answer"]' });
    await show.click();
    await expect(first.getByText('Lieber Tobias,', { exact: true })).toBeVisible();
    await expect(first.getByTestId('marking')).toBeVisible();
    await expect(show).toHaveAccessibleName(new RegExp(`^${text.hideAnswer}`));
    await expect(answers.nth(1).getByTestId('marking')).toBeHidden();
    await expectNoAxeViolations(page, { include: '[data-testid="model-answer"]' });
  });

test('without scripts the answers are closed disclosures that open, and on paper they print open', async ({
  noScript: page,
}) => {
  await page.goto(SHEET);
  const first = page.getByTestId('model-answer').first();
  const show = first.getByTestId('model-answer-details').locator('> summary');
  await expect(first.getByTestId('marking')).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(first.getByTestId('marking')).toBeVisible();
  await expect(show).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await show.click();
  await expect(first.getByText('Lieber Tobias,', { exact: true })).toBeVisible();
});

test('marking an empty e-mail keeps the model answer behind a button until the reader asks', async ({
  phone: page,
}) => {
  await page.goto(SHEET);
  const dialog = await openTrainer(page);
  await dialog.getByRole('button', { name: tde.toAssess }).click();
  const model = dialog.getByTestId('trainer-model');
  await expect(model).not.toContainText('Lieber Tobias');
  await expect(model).toContainText(tde.modelHidden);
  await model.getByRole('button', { name: tde.showModel }).click();
  await expect(model).toContainText('Lieber Tobias');
  await expect(model.locator('div[tabindex="-1"]')).toBeFocused();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
});
