import { expect, type Page } from '@playwright/test';
import { MODEL_TESTS } from '../../app/content/model-tests/index.server';
import type { RecordingView } from '../../app/content/model-tests/part-view';
import type { Recording } from '../../app/content/model-tests/schema';
import {
  listeningSchedule,
  textSentences,
  type Schedule,
} from '../../app/features/model-tests/listening/schedule';
import { format } from '../../app/i18n/messages';
import { modelTestMessages } from '../../app/i18n/model-test-messages';
import { spoken, stubSpeech } from './speech-stub';
import { expectNoAxeViolations, href, hydrated, type Lang, test, WIDTHS } from './support';

// Listening parts as the exam plays them, with the stubbed speech synthesis: the recording runs
// without pause or replay and goes on while the page is away; practice plays a text as often as
// wanted, slower; a device without a German voice is told what to do; axe in every state.

const TEST = MODEL_TESTS['1'];
const KEY = 'b1.mock-tests.v1';
const GERMAN = [{ name: 'Anna', lang: 'de-DE' }];

const view = (r: Recording, items: number[]): RecordingView => ({
  label: r.label,
  items,
  lines: r.lines.map((l) => ({
    who: l.who,
    name: r.speakers[l.who]!.name,
    voice: r.speakers[l.who]!.voice,
    text: l.text,
    // The player speaks a line's spoken form where the transcript writes digits.
    ...(l.say ? { say: l.say } : {}),
  })),
});
const part1 = listeningSchedule(
  'listening-1',
  TEST.listening1.items.map((i) => view(i.recording, [i.n])),
);
const part2 = listeningSchedule('listening-2', [
  view(
    TEST.listening2.recording,
    TEST.listening2.items.map((i) => i.n),
  ),
]);
const part3 = listeningSchedule(
  'listening-3',
  TEST.listening3.items.map((i) => view(i.recording, [i.n])),
);
/** The first sentence of text `r` (0-based) as the player says it. */
const firstSentence = (schedule: Schedule, r: number) => {
  const step = schedule.steps.find((s) => s.kind === 'say' && s.what === 'text' && s.recording === r);
  if (!step || step.kind !== 'say') throw new Error(`no text ${r}`);
  return step.sentences[0]!.text;
};
const textStart = (schedule: Schedule, r: number) =>
  schedule.steps.find((s) => s.kind === 'say' && s.what === 'text' && s.recording === r)!.at;

/** Moves the stored exam run so that the recording stands `at` ms into the part (as if time had passed). */
async function runStandsAt(page: Page, test: string, part: string, at: number): Promise<void> {
  await page.evaluate(
    ({ key, id, at }) => {
      const data = JSON.parse(localStorage.getItem(key)!) as { parts: Record<string, { exam?: unknown }> };
      data.parts[id]!.exam = { started: Date.now() - at, lag: 0, over: false };
      localStorage.setItem(key, JSON.stringify(data));
    },
    { key: KEY, id: `${test}/${part}`, at },
  );
}
const said = async (page: Page) => (await spoken(page)).map((s) => s.text);

/** The sentence the voice is at (0-based, by what the stub was given) and the transcript line marked, at one moment. */
const voiceAndMark = (page: Page) =>
  page.evaluate(() => {
    const sentence = (window as unknown as { __speech: { spoken: unknown[] } }).__speech.spoken.length - 1;
    const marked = document.querySelectorAll('[data-testid="transcript"] [aria-current="true"]');
    const line = marked[0]
      ? [...marked[0].parentElement!.querySelectorAll(':scope > div')].indexOf(marked[0])
      : -1;
    return { sentence, line, marks: marked.length };
  });

test('as in the exam: read, no pause or replay, the recording goes on while the page is away', async ({
  openPage,
}) => {
  // A long walk (many steps and axe runs): three times the usual limit, so a busy machine cannot fail it.
  test.slow();
  const lang: Lang = 'de';
  const t = modelTestMessages(lang).listening;
  const page = await openPage(WIDTHS.mobile);
  await stubSpeech(page, { voices: GERMAN, utteranceMs: 150 });
  await page.goto(href.mockPart('1', 'listening-1', lang));
  await hydrated(page);
  await page.getByRole('button', { name: t.start }).click();

  // The instructions first, at normal speed, then the reading time, visibly counting down.
  await expect.poll(async () => (await spoken(page))[0]?.text).toMatch(/^Hörverstehen, Teil eins\./);
  expect((await spoken(page))[0]!.rate).toBe(1);
  await expect(page.getByTestId('exam-step')).toHaveText(t.stepReading, { timeout: 15_000 });
  await expect(page.getByTestId('exam-left')).toContainText(/0:[0-3]\d/);
  // A screen reader hears the step and its length once, not every second.
  await expect(
    page.getByRole('status').filter({
      hasText: format(t.stepLasts, { step: t.stepReading, seconds: '30' }),
    }),
  ).toHaveCount(1);
  // Nothing pauses, replays or seeks; practice cannot be chosen while the recording runs.
  const run = page.getByTestId('exam-run');
  for (const name of [/pause|anhalten/i, /stopp|stop/i, /wiederholen|replay|zurück/i])
    await expect(run.getByRole('button', { name })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t.practice })).toBeDisabled();

  // Away for a while (another page), then back: the recording stands at text 3, not at the start.
  await page.goto(href.mockTest('1', lang));
  await hydrated(page);
  await runStandsAt(page, '1', 'listening-1', textStart(part1, 2) + 200);
  const before = (await said(page)).length;
  await page.goto(href.mockPart('1', 'listening-1', lang));
  await hydrated(page);
  await expect(page.getByTestId('exam-step')).toHaveText(
    format(t.stepPlay, { what: format(t.stepText, { n: '3' }), play: '1', plays: '1' }),
  );
  await page.getByRole('button', { name: t.resume }).click();
  await expect.poll(async () => (await said(page)).slice(before)[0]).toBe(firstSentence(part1, 2));
  const after = (await said(page)).slice(before);
  expect(after).not.toContain(firstSentence(part1, 0));
  expect(after).not.toContain(firstSentence(part1, 1));

  // Text 5 is said once, then the part ends: the recording is over and can be heard again.
  await runStandsAt(page, '1', 'listening-1', part1.total - 1500);
  await page.reload();
  await hydrated(page);
  await expect(page.getByText(t.over)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: t.again })).toBeEnabled();
});

test('practice: a text as often as wanted, paused and resumed, stopped, slower; the transcript marks the passages after the check', async ({
  openPage,
}) => {
  const lang: Lang = 'en';
  const text = modelTestMessages(lang);
  const t = text.listening;
  const page = await openPage(WIDTHS.desktop);
  await stubSpeech(page, { voices: GERMAN, utteranceMs: 300 });
  await page.goto(href.mockPart('1', 'listening-3', lang));
  await hydrated(page);
  await page.getByRole('button', { name: t.practice }).click();
  const second = TEST.listening3.items[1].recording;
  const play = page.getByRole('button', { name: format(t.play, { what: second.label }) });
  await play.click();
  const pause = page.getByRole('button', { name: t.pause, exact: true });
  await expect(pause).toBeVisible();
  await expect.poll(async () => (await said(page))[0]).toBe(firstSentence(part3, 1));
  // The sentence being said is shown as the voice goes on.
  await expect(page.getByTestId('practice-said')).toContainText(firstSentence(part3, 1));
  // Pause and go on where it stopped; stop starts the text over.
  await pause.click();
  const goOn = page.getByRole('button', { name: t.resumePractice, exact: true });
  await expect(goOn).toBeVisible();
  await goOn.click();
  await expect(pause).toBeVisible();
  await expect(page.getByRole('button', { name: t.repeat })).toBeVisible();
  await page.getByRole('button', { name: t.stop, exact: true }).click();
  await expect(play).toBeVisible();
  // Slower: the next playing is at the slow rate; the same text plays again.
  await page.getByRole('button', { name: t.slower }).click();
  await play.click();
  await expect.poll(async () => (await spoken(page)).at(-1)?.rate).toBe(0.7);

  // The transcript is closed and warns; after the check the deciding passages are marked.
  const transcript = page.getByTestId('transcript');
  await expect(transcript).not.toHaveAttribute('open');
  await expect(transcript.getByText(t.transcriptClosed)).toBeAttached();
  for (const item of TEST.listening3.items)
    await page
      .getByRole('group', { name: format(text.itemLabel, { n: String(item.n) }), exact: true })
      .getByRole('radio', { name: item.key === '+' ? text.plus : text.minus, exact: true })
      .check();
  await page.getByRole('button', { name: text.check, exact: true }).click();
  await expect(page.getByTestId('part-result')).toContainText('5 of 5 right');
  await transcript.locator('summary').click();
  await expect(transcript.locator('mark[data-evidence]').first()).toBeVisible();
});

test('practice with the transcript open: the line being said is marked, follows the voice, stays on pause', async ({
  openPage,
}) => {
  const lang: Lang = 'de';
  const text = modelTestMessages(lang);
  const t = text.listening;
  const page = await openPage(WIDTHS.mobile);
  await stubSpeech(page, { voices: GERMAN, utteranceMs: 400 });
  await page.goto(href.mockPart('1', 'listening-2', lang));
  await hydrated(page);
  // Checked first, so the deciding passages are marked too: both marks show together.
  await page.getByRole('button', { name: text.check, exact: true }).click();
  await page.getByRole('button', { name: text.checkAnyway }).click();
  await page.getByRole('button', { name: t.practice }).click();
  const transcript = page.getByTestId('transcript');
  await transcript.locator('summary').click();
  const marked = transcript.locator('[aria-current="true"]');
  await expect(marked).toHaveCount(0);
  await page.getByRole('button', { name: format(t.play, { what: TEST.listening2.recording.label }) }).click();

  // The mark is on the line of the sentence being said: the first line holds four sentences and
  // stays marked through them; then it moves on with the voice, one line at a time.
  const sentences = textSentences(part2, 0);
  expect(sentences.slice(0, 5).map((s) => s.line)).toEqual([0, 0, 0, 0, 1]);
  const follows = (from: number, to: number) =>
    expect
      .poll(
        async () => {
          const now = await voiceAndMark(page);
          return now.sentence >= from && now.sentence <= to && now.line === sentences[now.sentence]!.line;
        },
        { intervals: [50] },
      )
      .toBe(true);
  await follows(1, 3);
  await expect(marked).toHaveCount(1);
  await expect(marked).toContainText(TEST.listening2.recording.lines[0]!.text.slice(0, 30));
  await follows(5, 9);

  // A pause leaves the mark where the voice stopped; going on goes on from there.
  await page.getByRole('button', { name: t.pause, exact: true }).click();
  await expect(page.getByRole('button', { name: t.resumePractice, exact: true })).toBeVisible();
  const paused = await voiceAndMark(page);
  expect(paused.line).toBe(sentences[paused.sentence]!.line);
  expect(paused.marks).toBe(1);
  // The box beside the controls names the speaker as the transcript does.
  const speaker = TEST.listening2.recording.lines[paused.line]!.who;
  await expect(page.getByTestId('practice-said')).toContainText(
    `${TEST.listening2.recording.speakers[speaker]!.name}: `,
  );
  await expect(transcript.locator('mark[data-evidence]').first()).toBeVisible();
  await expectNoAxeViolations(page, { include: '[data-testid="transcript"]' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page, { include: '[data-testid="transcript"]', colours: true });
  expect((await voiceAndMark(page)).line).toBe(paused.line);
  await page.getByRole('button', { name: t.resumePractice, exact: true }).click();
  await expect.poll(async () => (await voiceAndMark(page)).sentence).toBeGreaterThan(paused.sentence);

  // The exam mode leaves the transcript as it is: no mark.
  await page.getByRole('button', { name: t.stop, exact: true }).click();
  await page.getByRole('button', { name: t.exam, exact: true }).click();
  await expect(marked).toHaveCount(0);
});

test('a device without a German voice is told what to do; the exam cannot start, the transcript can be read', async ({
  openPage,
}) => {
  const lang: Lang = 'de';
  const t = modelTestMessages(lang).listening;
  const page = await openPage(WIDTHS.mobile);
  await stubSpeech(page, { voices: [{ name: 'Samantha', lang: 'en-US' }] });
  await page.goto(href.mockPart('2', 'listening-2', lang));
  await hydrated(page);
  const notice = page.getByTestId('no-voice');
  await expect(notice).toContainText(t.noVoice);
  await expect(notice).toContainText(t.voiceAndroid);
  await expect(notice).toContainText(t.readInstead);
  await expect(page.getByRole('button', { name: t.start })).toBeDisabled();
  // The transcript is there to read instead (it opens on request: nothing moves under the reader).
  await expect(page.getByTestId('transcript')).not.toHaveAttribute('open');
  await page.getByTestId('transcript').locator('summary').click();
  await expect(page.getByTestId('transcript')).toHaveAttribute('open');
});

for (const [lang, width, colorScheme] of [
  ['de', WIDTHS.desktop, 'dark'],
  ['en', WIDTHS.mobile, 'light'],
  ['de', WIDTHS.mobile, 'light'],
  ['en', WIDTHS.desktop, 'dark'],
] as const)
  for (const part of ['listening-1', 'listening-2', 'listening-3'] as const)
    test(`axe on ${part}: start, running, practice, checked (${lang}, ${width} px, ${colorScheme})`, async ({
      openPage,
    }) => {
      // A long walk (many steps and axe runs): three times the usual limit, so a busy machine cannot fail it.
      test.slow();
      const text = modelTestMessages(lang);
      const page = await openPage(width, { colorScheme });
      await stubSpeech(page, { voices: GERMAN, utteranceMs: 100 });
      await page.goto(href.mockPart('3', part, lang));
      await hydrated(page);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: text.listening.start }).click();
      await expect(page.getByTestId('exam-run')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: text.listening.end }).click();
      await page.getByRole('button', { name: text.listening.endYes }).click();
      await page.getByRole('button', { name: text.listening.practice }).click();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: text.check, exact: true }).click();
      await page.getByRole('button', { name: text.checkAnyway }).click();
      await expect(page.getByTestId('part-result')).toBeVisible();
      await page.getByTestId('transcript').locator('summary').click();
      await expectNoAxeViolations(page);
    });
