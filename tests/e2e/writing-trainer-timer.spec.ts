import { expect } from '@playwright/test';
import { expectNoAxeViolations, hydrated, test, WIDTHS } from './support';
import {
  openTrainer,
  recordToasts,
  REPLY,
  runClockUntil,
  SHEET,
  taskButton,
  textArea,
  toasts,
  trainer,
  trainerText,
} from './writing-trainer-support';

// The trainer's 30 minutes on a controlled clock (it keeps time across reloads and pauses, and
// signals five minutes before the end and at the end), and a trainer that keeps working when
// storage fails, the network goes or its code cannot be loaded.

const tde = trainerText('de');
const START = new Date('2026-03-02T09:00:00');

test('counts down 30 minutes across reloads and a pause, with a signal at 5 minutes and at 0', async ({
  phone: page,
}) => {
  await page.clock.install({ time: START });
  await page.goto(SHEET);
  const dialog = trainer(page);
  await openTrainer(page);
  const clock = dialog.getByTestId('trainer-clock');
  const signal = dialog.getByRole('status');
  // From here the clock moves only when the test moves it.
  const started = START.getTime() + 60_000;
  await page.clock.pauseAt(started);
  await expect(clock).toHaveText('30:00');
  await dialog.getByRole('button', { name: tde.start }).click();
  await page.clock.fastForward('05:00');
  await expect(clock).toHaveText('25:00');
  await expect(signal).toHaveText('');

  // A reload does not stop it: the time goes on from when it was started.
  await page.reload();
  await runClockUntil(page, () => expect(dialog).toBeVisible({ timeout: 200 }));
  await page.clock.pauseAt(started + 10 * 60_000);
  await expect(clock).toHaveText('20:00');

  // Paused, time stands still, across a reload too.
  await dialog.getByRole('button', { name: tde.pause }).click();
  await page.clock.fastForward('07:00');
  await expect(clock).toHaveText('20:00');
  await page.reload();
  await runClockUntil(page, () => expect(dialog).toBeVisible({ timeout: 200 }));
  await expect(clock).toHaveText('20:00');
  await expect(dialog.getByText(tde.paused, { exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: tde.resume }).click();
  await page.clock.fastForward('15:00');
  await expect(clock).toHaveText('05:00');
  await expect(signal).toHaveText(tde.reminder);
  await expect(signal).toBeVisible();
  // axe waits on timers of its own: let the clock run again (what follows holds at any moment).
  await page.clock.resume();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });

  await page.clock.fastForward('05:00');
  await expect(clock).toHaveText('00:00');
  await expect(signal).toHaveText(tde.timeUp);
  await expect(dialog.getByRole('button', { name: tde.pause })).toHaveCount(0);
  await page.clock.fastForward('10:00');
  await expect(clock).toHaveText('00:00');
  // "Start again" resets the time too.
  await dialog.getByRole('button', { name: tde.restart }).click();
  await dialog.getByRole('button', { name: tde.restartConfirm }).click();
  await expect(clock).toHaveText('30:00');
  await expect(signal).toHaveText('');
});

for (const lang of ['de', 'en'] as const)
  test(`the clock stops for the self-assessment, shows the time used, and the letter counts once (${lang})`, async ({
    openPage,
  }) => {
    const t = trainerText(lang);
    const page = await openPage(lang === 'de' ? WIDTHS.mobile : WIDTHS.desktop);
    await page.clock.install({ time: START });
    await page.goto(lang === 'de' ? SHEET : `/en${SHEET}`);
    const dialog = trainer(page, lang);
    await openTrainer(page, lang);
    const clock = dialog.getByTestId('trainer-clock');
    const started = START.getTime() + 60_000;
    await page.clock.pauseAt(started);
    await dialog.getByRole('button', { name: t.start }).click();
    await textArea(page, lang).fill(REPLY);
    await page.clock.fastForward('12:00');
    await expect(clock).toHaveText('18:00');
    await dialog.getByRole('button', { name: t.toAssess }).click();

    // Marking: the clock shows the 12 minutes the letter took, and stands.
    await expect(dialog.getByTestId('trainer-timer')).toContainText(t.timeUsed);
    await expect(clock).toHaveText('12:00');
    await expect(dialog.getByTestId('trainer-clock-stopped')).toHaveText(t.clockStopped);
    await expect(dialog.getByRole('button', { name: t.pause })).toHaveCount(0);
    await page.clock.fastForward('10:00');
    await expect(clock).toHaveText('12:00');
    await page.reload();
    await runClockUntil(page, () => expect(dialog).toBeVisible({ timeout: 200 }));
    await expect(clock).toHaveText('12:00');
    await page.clock.resume();
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });

    // The study plan's log has one letter today.
    const writingToday = () =>
      page.evaluate(
        () =>
          Object.values(JSON.parse(localStorage.getItem('b1.activity.v1') ?? '{}') as object) as unknown[],
      );
    expect(await writingToday()).toEqual([{ writing: 1 }]);

    // Back to the text: the clock waits, paused, where the letter left it; marking again counts nothing more.
    await dialog.getByRole('button', { name: t.toWrite }).click();
    await expect(clock).toHaveText('18:00');
    await expect(dialog.getByText(t.paused, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: t.resume })).toBeVisible();
    await dialog.getByRole('button', { name: t.toAssess }).click();
    await expect(clock).toHaveText('12:00');
    expect(await writingToday()).toEqual([{ writing: 1 }]);
  });

test('a letter marked without the clock having run is not counted as timed writing', async ({
  desktop: page,
}) => {
  await page.goto(SHEET);
  const dialog = await openTrainer(page);
  await textArea(page).fill(REPLY);
  await dialog.getByRole('button', { name: tde.toAssess }).click();
  await expect(dialog.getByTestId('trainer-clock')).toHaveText('00:00');
  expect(await page.evaluate(() => localStorage.getItem('b1.activity.v1'))).toBeNull();
});

for (const failure of ['full', 'denied'] as const) {
  test(`with storage failing (${failure}) the reader is told once and the trainer keeps the text for the visit`, async ({
    openPage,
  }) => {
    const page = await openPage(WIDTHS.desktop, { storage: failure });
    await recordToasts(page);
    await page.goto(SHEET);
    const dialog = await openTrainer(page);
    await textArea(page).fill(REPLY);
    await expect(page.getByTestId('toast')).toHaveText(tde.storageFailed);
    await textArea(page).press('End');
    await textArea(page).pressSequentially(' Bis bald!');
    await dialog.getByRole('checkbox', { name: /Leitpunkt 2/ }).check();
    await dialog.getByRole('button', { name: tde.close }).click();
    await taskButton(page).click();
    await expect(textArea(page)).toHaveValue(`${REPLY} Bis bald!`);
    await expect(trainer(page).getByRole('checkbox', { name: /Leitpunkt 2/ })).toBeChecked();
    expect(await toasts(page)).toEqual([tde.storageFailed]);
  });
}

test('writes on while offline and keeps the text', async ({ phone: page }) => {
  await page.goto(SHEET);
  const dialog = await openTrainer(page);
  await page.context().setOffline(true);
  await textArea(page).fill(REPLY);
  await dialog.getByRole('button', { name: tde.close }).click();
  await taskButton(page).click();
  await expect(textArea(page)).toHaveValue(REPLY);
  await expect(dialog).toBeVisible();
  await page.context().setOffline(false);
  await page.reload();
  await expect(textArea(page)).toHaveValue(REPLY);
});

test('a trainer that cannot be loaded says so, and the next press loads it', async ({ desktop: page }) => {
  await page.goto(SHEET);
  await hydrated(page);
  await page.route(/writing-trainer-[\w-]+\.js$/, (route) => route.abort());
  const button = taskButton(page);
  await button.click();
  await expect(page.getByTestId('toast')).toHaveText(tde.loadFailed);
  await expect(trainer(page)).toBeHidden();
  await page.unroute(/writing-trainer-[\w-]+\.js$/);
  await button.click();
  await expect(trainer(page)).toBeVisible();
});
