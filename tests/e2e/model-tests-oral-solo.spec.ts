import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { MODEL_TESTS } from '../../app/content/model-tests/index.server';
import { SOLO_CODE } from '../../app/site/client-bundle-check.server';
import { soloRehearsalHref } from '../../app/site/solo-rehearsal-link';
import { format } from '../../app/i18n/messages';
import { modelTestMessages } from '../../app/i18n/model-test-messages';
import { oralSoloMessages } from '../../app/i18n/oral-solo-messages';
import { CHROMIUM_ARGS, findHeadlessShell } from '../../scripts/find-chromium.mjs';
import { spoken, stubSpeech } from './speech-stub';
import { expectNoAxeViolations, href, hydrated, test, WIDTHS, type Lang } from './support';
import { runClockUntil } from './writing-trainer-support';

// The solo oral rehearsal (issue 35) with Chromium's fake microphone, which plays a WAV made here
// with espeak-ng and sox (scripts/ensure-tools.mjs installs them): one second of silence, one
// German sentence, then silence. The microphone opens for each of her turns, so each turn hears the
// file from its start. The flags are this file's own (its workers launch their own browser).

const DIR = resolve('test-results/oral-solo');
const WAV = `${DIR}/speech.wav`;
const SENTENCE = 'Ich heiße Anna und komme aus Polen und wohne seit zwei Jahren mit meiner Familie in Köln';

/** Makes the microphone's file; returns how long the sentence sounds (s), its own silence trimmed. */
function makeSpeech(): number {
  mkdirSync(DIR, { recursive: true });
  execFileSync('espeak-ng', ['-v', 'de', '-s', '140', '-w', `${DIR}/raw.wav`, SENTENCE]);
  // Trim espeak's silence at both ends, to know the sentence's length.
  const silence = ['silence', '1', '0.02', '1%'];
  execFileSync('sox', [`${DIR}/raw.wav`, `${DIR}/said.wav`, ...silence, 'reverse', ...silence, 'reverse']);
  execFileSync('sox', [`${DIR}/said.wav`, '-r', '48000', '-b', '16', '-c', '1', WAV, 'pad', '1', '40']);
  return Number(execFileSync('soxi', ['-D', `${DIR}/said.wav`], { encoding: 'utf8' }).trim());
}
const SPOKEN_S = makeSpeech();

test.use({
  freshContexts: true,
  launchOptions: {
    executablePath: findHeadlessShell() ?? undefined,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${WAV}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

const tasks = MODEL_TESTS['1'].oral;
const solo = tasks.solo;

/** Everything the speech stub has said, as one text. */
const said = async (page: Page) => (await spoken(page)).map((s) => s.text).join(' ');

/** Ends her turns by keyboard ("Fertig" focused, Enter) until the part is over. */
async function finishTurns(page: Page, done: string, count: number) {
  for (let i = 0; i < count; i++) {
    const button = page.getByTestId('solo-turn').getByRole('button', { name: done });
    await button.focus();
    await page.keyboard.press('Enter');
  }
}

/**
 * Waits in her first turn until the sentence, which plays from the turn's start, has ended and a few
 * seconds of silence have followed (the turn's clock of 40 s shows the time left).
 */
async function letSentenceEnd(page: Page, lang: Lang) {
  const wait = 40 - Math.ceil(SPOKEN_S + 4);
  const seconds = Array.from({ length: wait + 1 }, (_, s) => String(s).padStart(2, '0')).join('|');
  const left = format(oralSoloMessages(lang).left, { time: `00:(${seconds})` });
  await expect(page.getByTestId('solo-turn-left')).toHaveText(new RegExp(`^${left}$`), { timeout: 20_000 });
}

test('alone with a German voice: the partner asks, her turn is recorded, measured, played back and deleted', async ({
  openPage,
}) => {
  test.setTimeout(120_000);
  const t = oralSoloMessages('de');
  const o = modelTestMessages('de').oral;
  // Her permission, as if she had allowed the microphone when the browser asked.
  const page = await openPage(WIDTHS.mobile, { permissions: ['microphone'] });
  await stubSpeech(page, { voices: [{ name: 'Anna', lang: 'de-DE' }], utteranceMs: 300 });
  // The plan's link opens the page with "Ich übe allein" chosen.
  await page.goto(soloRehearsalHref('1', 'de'));
  await hydrated(page);
  await expect(page.getByRole('radio', { name: o.alone })).toBeChecked();
  await expect(page.getByTestId('solo-record-note')).toHaveText(t.recordNote);
  await expect(page.getByTestId('solo-record-note')).toContainText('Aufnahmen bleiben nur auf diesem Gerät');
  await expect(page.getByTestId('solo-no-voice')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: t.start }).click();
  await expect(page.getByTestId('solo-stage')).toHaveText(t.preparation);
  await expect(page.getByTestId('solo-left')).toContainText(/noch (20:00|19:5\d)/);
  await expect(page.getByTestId('oral-sheet-A')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t.endPrep }).click();

  // The examiner opens part 1, then the partner asks the first question; only then her turn.
  await expect(page.getByTestId('solo-turn')).toBeVisible();
  await expect(page.getByTestId('solo-stage')).toHaveText(o.part1);
  const before = await said(page);
  expect(before).toContain(solo.examiner.part1.german.slice(0, 40));
  expect(before.indexOf(solo.part1.questions[0]!.ask.german)).toBeGreaterThan(
    before.indexOf(solo.examiner.part1.german.slice(0, 40)),
  );
  expect(before).not.toContain(solo.part1.questions[0]!.followUp!.german);
  await expect(page.getByTestId('solo-recording')).toBeVisible();
  await expect(page.getByTestId('solo-turn')).toContainText(format(t.window, { min: '20', max: '40' }));
  await letSentenceEnd(page, 'de');
  await finishTurns(page, t.done, 1);
  // The partner goes on with the follow-up, and its turn; the rest of part 1 is ended at once.
  await expect(page.getByTestId('solo-turn')).toBeVisible();
  expect(await said(page)).toContain(solo.part1.questions[0]!.followUp!.german);
  await finishTurns(page, t.done, 4);

  // After part 1: listen back. Her first turn is measured within a second of the sentence.
  await expect(page.getByTestId('solo-stage')).toHaveText(format(t.partOver, { part: o.part1 }));
  const review = page.getByTestId('solo-review');
  const turns = review.getByTestId('solo-review-turn');
  await expect(turns).toHaveCount(5);
  const first = turns.first();
  await expect(first.getByTestId('solo-fluency')).toBeVisible({ timeout: 20_000 });
  const ms = Number(await first.getByTestId('solo-fluency').getAttribute('data-speaking-ms'));
  test.info().annotations.push({
    type: 'speaking time',
    description: `${ms / 1000} s measured, ${SPOKEN_S} s in the file`,
  });
  expect(Math.abs(ms / 1000 - SPOKEN_S)).toBeLessThanOrEqual(1);
  await expect(first.getByTestId('solo-fluency')).toContainText(t.target.short);
  // Played back: the recording has the turn's length and plays.
  const audio = first.locator('audio');
  await expect(audio).toHaveAttribute('src', /^blob:/);
  // Her tap on the player's play button.
  await audio.click({ position: { x: 20, y: 20 } });
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.3);
  await expect(page.getByTestId('solo-space')).toContainText(/Aufnahmen auf diesem Gerät: [\d,]+ kB/);
  await expectNoAxeViolations(page);

  // Deleting one recording removes it (from the page and the device); the figures stay.
  await expect(review.locator('audio')).toHaveCount(5, { timeout: 20_000 });
  await first.getByRole('button', { name: t.deleteTurn }).click();
  await expect(first.locator('audio')).toHaveCount(0);
  await expect(review.locator('audio')).toHaveCount(4);
  await page.getByRole('button', { name: t.deleteAll }).click();
  await expect(page.getByTestId('solo-space')).toHaveText(t.noRecordings);
  await expect(review.locator('audio')).toHaveCount(0);
  const left = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('b1-oral-recordings');
        open.onsuccess = () => {
          const count = open.result.transaction('turns').objectStore('turns').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
  expect(left).toBe(0);

  // On to part 2: the examiner opens it, and she presents first.
  await page.getByRole('button', { name: format(t.nextPart, { part: o.part2 }) }).click();
  await expect(page.getByTestId('solo-turn')).toContainText(t.turns.present);
  await expect(page.getByTestId('solo-turn')).toContainText(format(t.window, { min: '60', max: '90' }));
  expect(await said(page)).toContain(solo.examiner.part2.german.slice(0, 40));
  await finishTurns(page, t.done, 3);
  await page.getByRole('button', { name: format(t.nextPart, { part: o.part3 }) }).click();
  await finishTurns(page, t.done, 5);

  // The end: the examiner closes; the trend, and the model conversation with its phrases linked.
  await expect(page.getByTestId('solo-stage')).toHaveText(t.over);
  expect(await said(page)).toContain(solo.examiner.end.german);
  await expect(page.getByTestId('solo-trend')).toContainText(t.trendTitle);
  const model = page.getByTestId('solo-model');
  await expect(model.getByRole('heading', { level: 3 })).toHaveText([o.part1, o.part2, o.part3]);
  await expect(model.getByRole('link', { name: 'Wie wäre es mit' }).first()).toHaveAttribute(
    'href',
    /\/functional-language\/?#asking-suggesting$/,
  );
  await expectNoAxeViolations(page);

  // The checklist she answers alone: each question with its criterion, and the partner types.
  await page.getByRole('button', { name: t.toChecklist }).click();
  const checklist = page.getByTestId('oral-checklist');
  await expect(checklist.getByRole('group')).toHaveCount(12);
  await expect(checklist).toContainText(format(t.criterion, { name: t.criteria.sound }));
  await expect(page.getByRole('link', { name: t.partnerTypesLink })).toHaveAttribute(
    'href',
    /oral-block-strategy\/?#partner-types$/,
  );
  await expectNoAxeViolations(page);
  for (const question of Object.values(t.checks))
    await checklist.getByRole('group', { name: question }).getByRole('radio', { name: o.yes }).check();
  await page.getByRole('button', { name: o.save }).click();
  await expect(page.getByTestId('oral-history')).toContainText(o.alone);
  // The figures are kept with the results (and so in the backup file); the recordings are not.
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('b1.mock-tests.v1')!) as unknown);
  expect(kept).toMatchObject({ rehearsals: [{ test: '1', exam: false }] });
});

test('no German voice and the microphone refused: lines as text, told once, the rehearsal goes on', async ({
  openPage,
}) => {
  const t = oralSoloMessages('en');
  const o = modelTestMessages('en').oral;
  const page = await openPage(WIDTHS.desktop);
  await stubSpeech(page, { voices: [{ name: 'Daniel', lang: 'en-GB' }] });
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('refused', 'NotAllowedError'));
  });
  await page.goto(soloRehearsalHref('1', 'en'));
  await hydrated(page);
  // Told before she starts.
  await expect(page.getByTestId('solo-no-voice')).toHaveText(t.noVoice);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t.start }).click();
  await expect(page.getByTestId('solo-problem')).toHaveText(t.noRecording.denied);
  await page.getByRole('button', { name: t.endPrep }).click();

  // The examiner's line shows as text, German with the English, where it would be spoken.
  const line = page.getByTestId('solo-line');
  await expect(line).toContainText(solo.examiner.part1.german);
  await expect(line).toContainText(solo.examiner.part1.translation);
  await expect(line).toHaveAttribute('data-voice', 'examiner');
  await expectNoAxeViolations(page);
  await line.getByRole('button', { name: t.goOn }).click();
  await expect(line).toContainText(solo.part1.questions[0]!.ask.german);
  await expect(line).toHaveAttribute('data-voice', 'partner');
  await line.getByRole('button', { name: t.goOn }).click();
  // Her turn without recording; the reason is told once, not again.
  await expect(page.getByTestId('solo-turn')).toBeVisible();
  await expect(page.getByTestId('solo-recording')).toHaveCount(0);
  // The question she answers stays on screen, with the English.
  await expect(page.getByTestId('solo-prompt')).toContainText(solo.part1.questions[0]!.ask.translation);
  await expect(page.getByTestId('solo-problem')).toHaveCount(1);
  expect(await spoken(page)).toEqual([]);
  await page.getByRole('button', { name: t.done }).click();
  await expect(line).toContainText(solo.part1.questions[0]!.followUp!.german);
  await expect(page.getByTestId('solo-stage')).toHaveText(o.part1);
});

test('exam mode: the full 20 minutes, then the conversation starts by itself, with no pause, and her turn ends by itself', async ({
  openPage,
}) => {
  test.setTimeout(120_000);
  const t = oralSoloMessages('de');
  const o = modelTestMessages('de').oral;
  const page = await openPage(WIDTHS.desktop, { permissions: ['microphone'] });
  await stubSpeech(page, { voices: [{ name: 'Anna', lang: 'de-DE' }], utteranceMs: 300 });
  const start = new Date('2026-11-30T09:00:00');
  await page.clock.install({ time: start });
  // The rehearsal's code (with the recorder, the recordings store and the analysis) is fetched when
  // she chooses to practise alone, not with the page.
  const soloChunks: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (SOLO_CODE.chunk.test(file)) soloChunks.push(file);
  });
  await page.goto(href.mockOral('1', 'de'));
  await hydrated(page);
  await expect(page.getByTestId('oral-start')).toBeVisible();
  expect(soloChunks).toEqual([]);
  await page.getByRole('radio', { name: o.alone }).check();
  await expect(page.getByTestId('solo-setup')).toBeVisible();
  expect(soloChunks).toHaveLength(1);
  await page.getByRole('radio', { name: t.exam }).check();

  // From here the page's time moves only when the test moves it.
  await page.clock.pauseAt(start.getTime() + 60_000);
  await page.getByRole('button', { name: t.start }).click();
  await expect(page.getByTestId('solo-stage')).toHaveText(t.preparation);
  await expect(page.getByTestId('solo-left')).toHaveText('noch 20:00');
  // Nothing shortens it: practice mode's "Vorbereitung beenden" is not there.
  await expect(page.getByRole('button', { name: t.endPrep })).toHaveCount(0);
  await page.clock.fastForward('19:58');
  await expect(page.getByTestId('solo-left')).toHaveText('noch 00:02');
  await expect(page.getByTestId('solo-stage')).toHaveText(t.preparation);
  expect(await spoken(page)).toEqual([]);

  // At 20 minutes the examiner opens part 1 by herself, then the partner asks: no pause anywhere.
  await page.clock.fastForward('00:02');
  await expect(page.getByTestId('solo-stage')).toHaveText(o.part1);
  const line = page.getByTestId('solo-line');
  await expect(line).toHaveAttribute('data-voice', 'examiner');
  await expect(line).toContainText(solo.examiner.part1.german);
  await expect(page.getByRole('button', { name: t.pause })).toHaveCount(0);
  await runClockUntil(page, async () =>
    expect(await said(page)).toContain(solo.examiner.part1.german.slice(0, 40)),
  );
  const turn = page.getByTestId('solo-turn');
  await runClockUntil(page, () => expect(turn).toBeVisible({ timeout: 200 }));
  expect(await said(page)).toContain(solo.part1.questions[0]!.ask.german);
  await expect(turn).toContainText(format(t.window, { min: '20', max: '40' }));
  await expect(turn.getByRole('button', { name: t.done })).toBeVisible();
  await expect(page.getByRole('button', { name: t.pause })).toHaveCount(0);
  await expect(page.getByTestId('solo-recording')).toBeVisible();

  // Her window ends by itself at 40 seconds (the steps above may have taken a little of it).
  await page.clock.fastForward('00:38');
  await expect(page.getByTestId('solo-turn-left')).toHaveText(/^noch 00:0[12]$/);
  await expect(turn).toContainText(t.turns.answer);
  await page.clock.fastForward('00:02');
  await expect(line).toHaveAttribute('data-voice', 'partner');
  await expect(line).toContainText(solo.part1.questions[0]!.followUp!.german);

  // With time running again: part 1's other turns ended with "Fertig", part 2 follows at once
  // (in exam mode there is no listening back between the parts), still without a pause.
  await page.clock.resume();
  await finishTurns(page, t.done, 4);
  await expect(page.getByTestId('solo-stage')).toHaveText(o.part2);
  await expect(turn).toContainText(t.turns.present);
  await expect(page.getByTestId('solo-review')).toHaveCount(0);
  await expect(page.getByRole('button', { name: t.pause })).toHaveCount(0);
  expect(await said(page)).toContain(solo.examiner.part2.german.slice(0, 40));
  await expectNoAxeViolations(page);
});

test('with only the formats of an iPhone (MP4): her turn is recorded, kept and played back as MP4', async ({
  openPage,
}) => {
  test.setTimeout(90_000);
  const t = oralSoloMessages('en');
  const o = modelTestMessages('en').oral;
  const page = await openPage(WIDTHS.mobile, { permissions: ['microphone'] });
  await stubSpeech(page, { voices: [{ name: 'Anna', lang: 'de-DE' }], utteranceMs: 300 });
  // The browser answers as Safari on an iPhone does: it records MP4 and no WebM (of the MP4 types,
  // only those this Chromium can really record). Noted: the format each recorder was asked for, and
  // the type of each recording the page hands to a player.
  await page.addInitScript(() => {
    const seen = { asked: [] as string[], played: {} as Record<string, string> };
    (window as unknown as { __mp4: typeof seen }).__mp4 = seen;
    const Real = window.MediaRecorder;
    const records = Real.isTypeSupported.bind(Real);
    class IPhoneRecorder extends Real {
      static override isTypeSupported(type: string) {
        return type.startsWith('audio/mp4') && records(type);
      }
      constructor(stream: MediaStream, options?: MediaRecorderOptions) {
        super(stream, options);
        seen.asked.push(options?.mimeType ?? '');
      }
    }
    window.MediaRecorder = IPhoneRecorder;
    const objectUrl = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = objectUrl(object);
      if (object instanceof Blob) seen.played[url] = object.type;
      return url;
    };
  });
  const seen = () =>
    page.evaluate(
      () => (window as unknown as { __mp4: { asked: string[]; played: Record<string, string> } }).__mp4,
    );
  await page.goto(soloRehearsalHref('1', 'en'));
  await hydrated(page);
  await page.getByRole('button', { name: t.start }).click();
  await page.getByRole('button', { name: t.endPrep }).click();
  await expect(page.getByTestId('solo-recording')).toBeVisible();
  // The recorder was asked for an MP4 type, and never for WebM.
  const { asked } = await seen();
  expect(asked.length).toBeGreaterThan(0);
  for (const type of asked) expect(type).toMatch(/^audio\/mp4/);
  await letSentenceEnd(page, 'en');
  await finishTurns(page, t.done, 5);

  // Kept on the device as MP4.
  await expect(page.getByTestId('solo-stage')).toHaveText(format(t.partOver, { part: o.part1 }));
  const review = page.getByTestId('solo-review');
  // Her first turn is kept (the others, ended at once, may hold no sound: a recorder stopped within a
  // few milliseconds gives no MP4 at all).
  const first = review.getByTestId('solo-review-turn').first();
  const audio = first.locator('audio');
  await expect(audio).toHaveAttribute('src', /^blob:/, { timeout: 20_000 });
  const stored = await page.evaluate(
    () =>
      new Promise<{ type: string; size: number }[]>((resolve) => {
        const open = indexedDB.open('b1-oral-recordings');
        open.onsuccess = () => {
          const all = open.result.transaction('turns').objectStore('turns').getAll();
          all.onsuccess = () =>
            resolve(
              (all.result as { blob: Blob }[]).map(({ blob }) => ({ type: blob.type, size: blob.size })),
            );
        };
      }),
  );
  expect(stored.length).toBeGreaterThan(0);
  for (const turn of stored) {
    expect(turn.type).toMatch(/^audio\/mp4/);
    expect(turn.size).toBeGreaterThan(0);
  }
  // Played back as MP4: her first turn's player has the recording's type, plays, and was measured.
  const src = (await audio.getAttribute('src'))!;
  expect((await seen()).played[src]).toBe(stored[0]!.type);
  await audio.click({ position: { x: 20, y: 20 } });
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.3);
  expect(await audio.evaluate((a: HTMLAudioElement) => a.error)).toBeNull();
  await expect(first.getByTestId('solo-fluency')).toBeVisible({ timeout: 20_000 });
  const ms = Number(await first.getByTestId('solo-fluency').getAttribute('data-speaking-ms'));
  test.info().annotations.push({
    type: 'MP4 recording',
    description: `asked for ${asked.join(', ')}; kept as ${stored[0]!.type}; ${ms / 1000} s measured, ${SPOKEN_S} s in the file`,
  });
  expect(Math.abs(ms / 1000 - SPOKEN_S)).toBeLessThanOrEqual(1);
});
