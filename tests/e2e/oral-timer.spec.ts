import { expect } from '@playwright/test';
import {
  advance,
  expectedPhases,
  expectPhase,
  mmss,
  openTimer,
  openWithClock,
  panel,
  press,
  reloadWithClock,
  secondsLeft,
  timerText,
} from './oral-timer-support';
import { clientNavigate, href, test } from './support';

// The oral exam timer with a controlled clock: the phases of the strategy sheet's timelines change
// at their minutes, pause holds the time, a reload keeps everything, and one run goes on across the
// four oral sheets.

test('runs the preparation phases, then the three parts, each starting at its minute', async ({
  phone: page,
}) => {
  await openWithClock(page, href.sheet('oral-block-strategy', 'de'));
  await openTimer(page);
  const phases = expectedPhases('de');
  const text = timerText('de');
  // Nothing moves before Start.
  await expectPhase(page, 'de', 0, phases[0]!.to * 60);
  await advance(page, 300);
  await expectPhase(page, 'de', 0, phases[0]!.to * 60);

  await press(page, 'de', 'start');
  for (const [i, phase] of phases.entries()) {
    const length = (phase.to - phase.from) * 60;
    await expectPhase(page, 'de', i, length);
    await expect(panel(page).getByTestId('timer-activity')).toContainText(phase.activity.slice(0, 30));
    await expect(panel(page).getByTestId('timer-stage')).toContainText(text.stage[phase.stage]);
    await advance(page, length - 1);
    // One second before the next minute: still this phase.
    await expectPhase(page, 'de', i, 1);
    await advance(page, 1);
    const next = phases[i + 1];
    if (next) await expect(panel(page).getByTestId('timer-announcement')).toContainText(next.title);
  }
  await expect(panel(page).getByTestId('timer-phase')).toHaveText(text.finished);
  await expect(panel(page).getByTestId('timer-announcement')).toHaveText(text.finished);
  await expect(panel(page).getByTestId('timer-total')).toContainText('35:00 von 35:00');
  await expect(panel(page).getByRole('button', { name: text.pause, exact: true })).toHaveCount(0);
  // The finished run counts once in the activity log (the plan and the progress page read it),
  // and a reload on the finished run counts nothing again.
  const runs = () =>
    page.evaluate(() => {
      const log = JSON.parse(localStorage.getItem('b1.activity.v1') ?? '{}') as Record<
        string,
        Record<string, number>
      >;
      return Object.values(log).reduce((n, day) => n + (day['oral-run'] ?? 0), 0);
    });
  await expect.poll(runs).toBe(1);
  await reloadWithClock(page);
  await expect(panel(page).getByTestId('timer-phase')).toHaveText(text.finished);
  expect(await runs()).toBe(1);
});

test('the plan is 20 minutes of preparation, then parts of about 3, 6 and 6 minutes', () => {
  // The same figures as EXAM_FACTS.md; the browser test above checks each boundary on the page.
  const phases = expectedPhases('en');
  const minutes = (stage: string) => phases.filter((p) => p.stage === stage).map((p) => p.to - p.from);
  expect(minutes('preparation').reduce((a, b) => a + b)).toBe(20);
  expect(minutes('conversation')).toEqual([3, 6, 6]);
});

test('pause holds the time, resume goes on, and reloads keep the run, paused or running', async ({
  desktop: page,
}) => {
  await openWithClock(page, href.sheet('oral-block-strategy', 'en'));
  await openTimer(page);
  const phases = expectedPhases('en');
  await press(page, 'en', 'start');
  await advance(page, 3 * 60);
  // Three minutes in: the second phase (from minute 2), so its length minus one minute is left.
  const second = (phases[1]!.to - phases[1]!.from) * 60;
  await expectPhase(page, 'en', 1, second - 60);
  await press(page, 'en', 'pause');
  await advance(page, 10 * 60);
  await expectPhase(page, 'en', 1, second - 60);

  await reloadWithClock(page);
  // The panel is back by itself, still paused at the same moment.
  await expectPhase(page, 'en', 1, second - 60);
  await expect(panel(page).getByTestId('timer-total')).toContainText(`${mmss(180)} of 35:00`);
  await press(page, 'en', 'resume');
  await advance(page, 60);
  await expectPhase(page, 'en', 1, second - 120);

  // Reloaded while running: the time away counts (30 s moved by the test, plus the few real
  // seconds the reload itself takes while the clock runs).
  await reloadWithClock(page);
  await advance(page, 30);
  await expect(panel(page).getByTestId('timer-phase')).toHaveText(phases[1]!.title);
  const left = await secondsLeft(page);
  expect(left).toBeLessThanOrEqual(second - 150);
  expect(left).toBeGreaterThan(second - 160);
  await expect(panel(page).getByRole('button', { name: timerText('en').pause, exact: true })).toBeVisible();

  await press(page, 'en', 'reset');
  await expectPhase(page, 'en', 0, phases[0]!.to * 60);
  await expect(panel(page).getByRole('button', { name: timerText('en').start, exact: true })).toBeVisible();
});

test('"Next phase" jumps to the next phase; one run goes on across the four oral sheets', async ({
  phone: page,
}) => {
  await openWithClock(page, href.sheet('speaking-part-1-who-system', 'en'));
  await openTimer(page);
  const phases = expectedPhases('en');
  const conversation = phases.findIndex((p) => p.stage === 'conversation');
  for (let i = 0; i < conversation; i++) await press(page, 'en', 'skip');
  await expectPhase(page, 'en', conversation, 3 * 60);
  await expect(panel(page).getByTestId('timer-announcement')).toContainText(phases[conversation]!.title);
  // Not started yet, but no longer at the beginning: the run goes on from here.
  await press(page, 'en', 'resume');
  await advance(page, 90);

  for (const route of ['speaking-part-3-listen-system', 'oral-block-strategy'] as const) {
    await clientNavigate(page, href.sheet(route, 'en'));
    await expect(page).toHaveURL(new RegExp(`${href.sheet(route, 'en')}$`));
    await expectPhase(page, 'en', conversation, 90);
  }
  // A sheet without the timer has no card and no panel; back on an oral sheet the run is there.
  await clientNavigate(page, href.sheet('reading-mastery', 'en'));
  await expect(page.getByTestId('oral-timer-card')).toHaveCount(0);
  await expect(panel(page)).toHaveCount(0);
  await clientNavigate(page, href.sheet('speaking-part-2-pave-system', 'en'));
  await expect(panel(page).getByTestId('timer-phase')).toHaveText(phases[conversation]!.title);
});
