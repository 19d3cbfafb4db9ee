import { expect, type Page } from '@playwright/test';
import { oralTimerPlan, TIMER_SOURCE } from '../../app/features/oral-timer/timer-plan.server';
import { oralTimerMessages as timerText } from '../../app/i18n/oral-timer-messages';
import { hydrated, type Lang } from './support';

export { timerText };

/** The phases the timer must run through: built from the sheet's timelines, as the build does. */
export function expectedPhases(lang: Lang) {
  const plan = oralTimerPlan(TIMER_SOURCE, lang);
  if (!plan) throw new Error('no timer plan');
  return plan.phases;
}

/** `mm:ss` as the timer shows it. */
export function mmss(seconds: number): string {
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Opens a sheet with Playwright's clock installed before the page loads, so the page's Date and
 * timers are the fake ones. The clock runs on by itself until `stopClock`.
 */
export async function openWithClock(page: Page, path: string): Promise<void> {
  await page.clock.install();
  await page.goto(path);
  await hydrated(page);
}

/**
 * Stops the page's clock where it is: from here on time moves only when the test moves it. Only
 * once the panel is there: React reveals lazily loaded code on a timer, which a stopped clock holds.
 */
async function stopClock(page: Page): Promise<void> {
  await expect(panel(page)).toBeVisible();
  // A second ahead of the page's time; on a busy machine that second may be gone before the call
  // arrives ("cannot fast-forward to the past"): then read the page's time again.
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1000);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

/** Reloads with the clock running (the panel comes back by itself), then stops it again. */
export async function reloadWithClock(page: Page): Promise<void> {
  await page.clock.resume();
  await page.reload();
  await hydrated(page);
  await stopClock(page);
}

/** The timer panel. */
export const panel = (page: Page) => page.getByTestId('oral-timer');

/** Opens the timer with its button, waits for the panel (its code loads now) and stops the clock. */
export async function openTimer(page: Page): Promise<void> {
  await page.getByTestId('oral-timer-button').click();
  await stopClock(page);
}

/** Presses a button of the panel by its message. */
export async function press(page: Page, lang: Lang, key: 'start' | 'pause' | 'resume' | 'reset' | 'skip') {
  await panel(page)
    .getByRole('button', { name: timerText(lang)[key], exact: true })
    .click();
}

/** Moves the page's clock on by `seconds`, firing the timers that fall due. */
export async function advance(page: Page, seconds: number): Promise<void> {
  await page.clock.fastForward(seconds * 1000);
}

/** The time left in the current phase as shown, in seconds. */
export async function secondsLeft(page: Page): Promise<number> {
  const [m = 0, s = 0] = (await panel(page).getByTestId('timer-left').innerText()).split(':').map(Number);
  return m * 60 + s;
}

/** Expects the panel to show a phase (by its index in the plan) with the time left in it. */
export async function expectPhase(page: Page, lang: Lang, index: number, secondsLeft: number) {
  const phase = expectedPhases(lang)[index]!;
  await expect(panel(page).getByTestId('timer-phase')).toHaveText(phase.title);
  await expect(panel(page).getByTestId('timer-left')).toHaveText(mmss(secondsLeft));
}
