import { expect, type Page } from '@playwright/test';
import { giveVoices, listensForVoices, spoken, stubSpeech, type StubVoice } from './speech-stub';
import {
  expectNoAxeViolations,
  href,
  hydrated,
  type Lang,
  layoutShifts,
  messages,
  test,
  watchLayoutShifts,
  WIDTHS,
} from './support';

// These tests watch the network: every page in a fresh context, so no warm cache answers for the server.
test.use({ freshContexts: true });

// Where listen controls appear and where not, and what that costs the page (layout, print, a11y).
const GERMAN: StubVoice[] = [
  { name: 'Anna', lang: 'de-DE' },
  { name: 'Markus', lang: 'de-DE' },
];
const SHEET = href.sheet('functional-language', 'de');

/**
 * Position and size of every text box of the sheet (document coordinates), controls left out. Of a
 * marked phrase only the position counts: the room it keeps for its control at its end (`::after`)
 * becomes the control, just after it, so its own box ends sooner while nothing around it moves.
 */
function textBoxes(page: Page) {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll(
        'main :is(p, li, td, h2, h3, span, figcaption):not([data-say-slot], [data-say-slot] *)',
      ),
      (el) => {
        const r = el.getBoundingClientRect();
        const marked = el.matches('[data-say], [data-say-all]');
        return marked ? [r.x, r.y + window.scrollY] : [r.x, r.y + window.scrollY, r.width, r.height];
      },
    ),
  );
}

test.describe('without a German voice', () => {
  for (const voices of [[{ name: 'Samantha', lang: 'en-US' }], null] as const)
    test(`there is no listen control and nothing breaks (${voices ? 'English voice only' : 'no speech synthesis'})`, async ({
      phone: page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await stubSpeech(page, { voices: voices && [...voices], voicesAfter: 'on demand' });
      await page.goto(SHEET);
      await hydrated(page);
      if (voices) {
        await listensForVoices(page);
        await giveVoices(page);
      } else {
        // Time for idle callbacks: the feature never loads where there is no speech synthesis.
        // eslint-disable-next-line playwright/no-wait-for-timeout -- idle callbacks run within this time; the feature must not load in it
        await page.waitForTimeout(1500);
        expect(requested.filter((url) => url.includes('listen-controls'))).toEqual([]);
      }
      await expect(page.locator('html')).not.toHaveAttribute('data-listen');
      await expect(page.locator('[data-say-slot] button')).toHaveCount(0);
      await expect(page.locator('[data-listen-rate]')).toBeHidden();
      await expect(page.getByTestId('phrase-list').first()).toBeVisible();
      // The speed toggle's kept room leaves the summary's title on one line on a phone (28 px).
      expect((await page.locator('#summary-title').boundingBox())?.height).toBeLessThan(40);
      expect(errors).toEqual([]);
    });
});

/** The blank kept after the first summary phrase's text, in px (its control's room). */
function roomAfterPhrase(page: Page) {
  return page
    .getByTestId('summary-phrases')
    .locator('[data-say]')
    .first()
    .evaluate((el) => {
      const text = document.createRange();
      text.selectNodeContents(el);
      return Math.round(el.getBoundingClientRect().right - text.getBoundingClientRect().right);
    });
}

test.describe('a device without a German voice keeps no blank after the phrases', () => {
  test('no speech synthesis: no room from the first paint on', async ({ phone: page }) => {
    await stubSpeech(page, { voices: null });
    await page.goto(SHEET);
    await expect(page.locator('html')).toHaveAttribute('data-voice', 'none');
    expect(await roomAfterPhrase(page)).toBe(0);
  });

  test('no German voice: room on the first visit (voices come late), none from the next page load; a voice installed since gets its controls', async ({
    phone: page,
  }) => {
    await stubSpeech(page, { voices: [{ name: 'Samantha', lang: 'en-US' }], voicesAfter: 'on demand' });
    await page.goto(SHEET);
    await hydrated(page);
    await listensForVoices(page);
    expect(await roomAfterPhrase(page)).toBeGreaterThanOrEqual(28);
    await giveVoices(page);
    // Nothing moves during this visit: the room stays until the page is loaded again.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('b1.voice.v1'))).toBe('none');
    expect(await roomAfterPhrase(page)).toBeGreaterThanOrEqual(28);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-voice', 'none');
    expect(await roomAfterPhrase(page)).toBe(0);
    await page.close();

    // Same browser, a German voice now: the controls come, and the next visits keep their room.
    const later = await page.context().newPage();
    await stubSpeech(later, { voices: GERMAN, voicesAfter: 'on demand' });
    await later.goto(SHEET);
    await hydrated(later);
    await listensForVoices(later);
    await giveVoices(later);
    await expect(later.locator('[data-say-slot] button').first()).toBeAttached();
    expect(await later.evaluate(() => localStorage.getItem('b1.voice.v1'))).toBeNull();
    await later.reload();
    await expect(later.locator('html')).not.toHaveAttribute('data-voice');
    expect(await roomAfterPhrase(later)).toBeGreaterThanOrEqual(28);
  });
});

// A phone with phrase lists and dialogues; a wide screen with the grammar tables (a German cell
// keeps the room for its control, so no column changes its width).
for (const [width, route] of [
  [WIDTHS.mobile, 'functional-language'],
  [WIDTHS.desktop, 'b1-core-grammar'],
] as const)
  test(`the controls appear without moving any text (${route} at ${width} px, slow CPU, CLS 0)`, async ({
    openPage,
  }) => {
    const page = await openPage(width);
    await stubSpeech(page, { voices: GERMAN, voicesAfter: 'on demand' });
    await watchLayoutShifts(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(href.sheet(route, 'de'));
    await hydrated(page);
    await listensForVoices(page);
    // The summary's phrases and the speed control in view when the controls arrive.
    await page.getByTestId('summary-phrases').scrollIntoViewIfNeeded();
    const before = await textBoxes(page);
    await giveVoices(page);
    await expect(page.locator('[data-listen-rate]')).toBeVisible();
    await expect(page.getByTestId('summary-phrases').locator('[data-say-slot] button').first()).toBeVisible();
    expect(await page.locator('[data-say-slot] button').count()).toBeGreaterThan(50);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await textBoxes(page)).toEqual(before);
    const shifts = await layoutShifts(page);
    expect(shifts.total, shifts.sources.join('\n')).toBe(0);
  });

test('a printout has no listen controls and keeps no room for them', async ({ desktop: page }) => {
  await stubSpeech(page, { voices: GERMAN });
  await page.goto(SHEET);
  await hydrated(page);
  await expect(page.locator('[data-say-slot] button').first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-say-slot] button').first()).toBeHidden();
  await expect(page.locator('[data-listen-rate]')).toBeHidden();
  await page.evaluate(() => document.querySelectorAll('[data-say-slot]').forEach((slot) => slot.remove()));
  const room = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll('[data-say], [data-say-all]'),
      (el) => getComputedStyle(el, '::after').display,
    ),
  );
  expect(new Set(room)).toEqual(new Set(['none']));
});

for (const lang of ['de', 'en'] as const satisfies Lang[])
  test(`controls are keyboard operable and axe finds nothing, also while playing (${lang})`, async ({
    phone: page,
  }) => {
    await stubSpeech(page, { voices: GERMAN, utteranceMs: 5000 });
    await page.goto(href.sheet('functional-language', lang));
    await hydrated(page);
    const text = messages(lang).listen;
    const slow = page.getByRole('button', { name: text.slowLabel, exact: true });
    await slow.focus();
    await page.keyboard.press('Space');
    await expect(slow).toHaveAttribute('aria-pressed', 'true');
    // The next stop after the speed is the first phrase of the summary, named by the phrase.
    const first = page.getByTestId('summary-phrases').locator('[data-say]').first();
    const phrase = (await first.textContent())!.trim();
    await page.keyboard.press('Tab');
    const control = page
      .getByTestId('summary-phrases')
      .getByRole('button', { name: `${text.phrase}: ${phrase}`, exact: true });
    await expect(control).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(control).toHaveAttribute('data-playing');
    await expect.poll(async () => (await spoken(page)).at(-1)).toMatchObject({ text: phrase, rate: 0.7 });
    await expectNoAxeViolations(page, { include: '[data-testid="summary-phrases"]' });
  });
