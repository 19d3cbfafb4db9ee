import { expect, type Page } from '@playwright/test';
import {
  advance,
  expectedPhases,
  openTimer,
  openWithClock,
  panel,
  press,
  reloadWithClock,
  timerText,
} from './oral-timer-support';
import { href, hydrated, messages, test, WIDTHS } from './support';

// These tests watch the network: every page in a fresh context, so no warm cache answers for the server.
test.use({ freshContexts: true });

// What the timer does with the device: the screen wake lock while it runs, the quiet cue (off until
// the reader turns it on, remembered), storage that fails, and code that loads only when opened.

/** Records every screen wake lock the page gets (and every refusal) in `window.__locks`. */
async function recordWakeLocks(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { __locks: (WakeLockSentinel | string)[] };
    record.__locks = [];
    const request = Object.getOwnPropertyDescriptor(WakeLock.prototype, 'request')!.value as (
      this: WakeLock,
      type?: WakeLockType,
    ) => Promise<WakeLockSentinel>;
    WakeLock.prototype.request = async function (this: WakeLock, type?: WakeLockType) {
      try {
        const sentinel = await request.call(this, type);
        record.__locks.push(sentinel);
        return sentinel;
      } catch (error) {
        record.__locks.push(String(error));
        throw error;
      }
    };
  });
}

/** How many wake locks were given, how many are held now, and the refusals. */
const wakeLocks = (page: Page) =>
  page.evaluate(() => {
    const locks = (window as unknown as { __locks: (WakeLockSentinel | string)[] }).__locks;
    const given = locks.filter((l): l is WakeLockSentinel => typeof l !== 'string');
    return {
      given: given.length,
      held: given.filter((l) => !l.released).length,
      refused: locks.filter((l) => typeof l === 'string'),
    };
  });

test('keeps the screen on while the timer runs, lets it go on pause, asks again when the page is back', async ({
  openPage,
}) => {
  // A phone's browser gives a visible page the wake lock without asking; Chromium's headless shell
  // refuses it unless the permission is granted. The site's Permissions-Policy still decides.
  const page = await openPage(WIDTHS.mobile, { permissions: ['screen-wake-lock'] });
  await recordWakeLocks(page);
  await page.goto(href.sheet('speaking-part-2-pave-system', 'de'));
  await hydrated(page);
  await page.getByTestId('oral-timer-button').click();
  await expect(panel(page)).toBeVisible();
  expect(await wakeLocks(page)).toEqual({ given: 0, held: 0, refused: [] });
  await press(page, 'de', 'start');
  // Given by the browser: the site's Permissions-Policy allows the wake lock for itself.
  await expect.poll(() => wakeLocks(page)).toEqual({ given: 1, held: 1, refused: [] });
  await press(page, 'de', 'pause');
  await expect.poll(() => wakeLocks(page)).toEqual({ given: 1, held: 0, refused: [] });
  await press(page, 'de', 'resume');
  await expect.poll(() => wakeLocks(page)).toEqual({ given: 2, held: 1, refused: [] });

  // A hidden page loses its lock; when it is visible again the timer asks for a new one.
  await page.evaluate(async () => {
    const locks = (window as unknown as { __locks: WakeLockSentinel[] }).__locks;
    await locks.at(-1)!.release();
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => wakeLocks(page)).toEqual({ given: 3, held: 1, refused: [] });

  // Closing the panel pauses the timer and lets the screen sleep.
  await panel(page)
    .getByRole('button', { name: timerText('de').close })
    .click();
  await expect(panel(page)).toHaveCount(0);
  await expect.poll(() => wakeLocks(page)).toEqual({ given: 3, held: 0, refused: [] });
});

test('the sound is off by default; when on, a short tone at each phase change; the choice is kept', async ({
  desktop: page,
}) => {
  await page.addInitScript(() => {
    const record = window as unknown as { __tones: number; __audio?: AudioContext };
    record.__tones = 0;
    const start = Object.getOwnPropertyDescriptor(AudioScheduledSourceNode.prototype, 'start')!.value as (
      this: OscillatorNode,
      when?: number,
    ) => void;
    OscillatorNode.prototype.start = function (this: OscillatorNode, when?: number) {
      record.__tones += 1;
      start.call(this, when);
    };
    const Original = window.AudioContext;
    window.AudioContext = class extends Original {
      constructor(options?: AudioContextOptions) {
        super(options);
        record.__audio = this;
      }
    };
  });
  const tones = () => page.evaluate(() => (window as unknown as { __tones: number }).__tones);
  const text = timerText('en');
  const sound = panel(page).getByRole('button', { name: text.sound });
  await openWithClock(page, href.sheet('oral-block-strategy', 'en'));
  await openTimer(page);
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  const phases = expectedPhases('en');
  await press(page, 'en', 'start');
  await advance(page, phases[0]!.to * 60);
  await expect(panel(page).getByTestId('timer-phase')).toHaveText(phases[1]!.title);
  expect(await tones()).toBe(0);

  await sound.click();
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  // Woken by the reader's tap, so the browser lets it sound later without one.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __audio?: AudioContext }).__audio?.state))
    .toBe('running');
  await advance(page, (phases[1]!.to - phases[1]!.from) * 60);
  await expect(panel(page).getByTestId('timer-phase')).toHaveText(phases[2]!.title);
  expect(await tones()).toBe(1);
  // "Next phase" is the reader's own doing: announced, but no tone.
  await press(page, 'en', 'skip');
  await expect(panel(page).getByTestId('timer-phase')).toHaveText(phases[3]!.title);
  expect(await tones()).toBe(1);

  await reloadWithClock(page);
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  await sound.click();
  await reloadWithClock(page);
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
});

test('when the browser cannot store anything, one message says so and the timer still works', async ({
  phone: page,
}) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('Storage is full', 'QuotaExceededError');
    };
  });
  await openWithClock(page, href.sheet('oral-block-strategy', 'de'));
  await openTimer(page);
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveText(messages('de').language.toastStorage);
  // It does not cover the timer docked at the bottom.
  const [toastBox, panelBox] = [await toast.boundingBox(), await panel(page).boundingBox()];
  expect(toastBox!.y + toastBox!.height).toBeLessThan(panelBox!.y);
  const phases = expectedPhases('de');
  await press(page, 'de', 'start');
  await advance(page, phases[0]!.to * 60);
  await expect(panel(page).getByTestId('timer-phase')).toHaveText(phases[1]!.title);
  // The message has gone (its own timer ran out); further writes fail silently.
  await expect(toast).toHaveCount(0);
  await press(page, 'de', 'pause');
  await press(page, 'de', 'resume');
  await expect(toast).toHaveCount(0);
});

test("the timer's code loads only when it is opened; without scripts its card is not shown", async ({
  desktop: page,
  openPage,
}) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (/oral-timer-panel/.test(request.url())) loaded.push(request.url());
  });
  await page.goto(href.sheet('speaking-part-3-listen-system', 'en'));
  await hydrated(page);
  await expect(page.getByTestId('oral-timer-card')).toBeVisible();
  expect(loaded).toEqual([]);
  await page.getByTestId('oral-timer-button').click();
  await expect(panel(page)).toBeVisible();
  expect(loaded).toHaveLength(1);
  await page.context().close();

  const noScript = await openPage(WIDTHS.mobile, { javaScriptEnabled: false });
  await noScript.goto(href.sheet('speaking-part-3-listen-system', 'en'));
  await expect(noScript.getByTestId('oral-timer-card')).toBeAttached();
  await expect(noScript.getByTestId('oral-timer-card')).toBeHidden();
});
