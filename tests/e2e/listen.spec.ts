import { expect, type Locator, type Page } from '@playwright/test';
import { cancels, spoken, stubSpeech, type StubVoice } from './speech-stub';
import { clientNavigate, href, hydrated, messages, test, toastWith, WIDTHS } from './support';

// Listen controls with speech synthesis replaced by a recording stub (tests/e2e/speech-stub.ts).
// The first German voice is the best one (de-DE on the device); Markus reports Android's `de_DE`.
const VOICES: StubVoice[] = [
  { name: 'Samantha', lang: 'en-US', default: true },
  { name: 'Anna', lang: 'de-DE' },
  { name: 'Markus', lang: 'de_DE' },
];
const SHEET = 'functional-language';
const de = messages('de').listen;
const en = messages('en').listen;

/** The text a marked phrase shows (what must be said). */
const textOf = (marked: Locator) => marked.evaluate((el) => el.textContent.replace(/\s+/g, ' ').trim());

/** Opens the sheet with the stub and waits until the listen controls are there. */
async function openSheet(page: Page, path: string, utteranceMs = 400) {
  await stubSpeech(page, { voices: VOICES, voicesAfter: 300, utteranceMs });
  await page.goto(path);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-listen', 'on');
}

/** The first phrase of the first phrase list: its marked German and its control (found by name). */
async function firstPhrase(page: Page, prefix: string) {
  const marked = page.getByTestId('phrase-list').first().locator('[data-say]').first();
  const text = await textOf(marked);
  return { text, control: page.getByRole('button', { name: `${prefix}: ${text}`, exact: true }) };
}

test('a phrase is said in German at the normal speed, its control named by the phrase', async ({
  phone: page,
  openPage,
}) => {
  await openSheet(page, href.sheet(SHEET, 'de'));
  const { text, control } = await firstPhrase(page, de.phrase);
  await control.click();
  await expect.poll(() => spoken(page)).toEqual([{ text, lang: 'de-DE', rate: 1, voice: 'Anna' }]);

  // English page: the control speaks English ("Listen: …"), the phrase stays German.
  const english = await openPage(WIDTHS.desktop);
  await openSheet(english, href.sheet(SHEET, 'en'));
  const phrase = await firstPhrase(english, en.phrase);
  await expect(phrase.control).toHaveAttribute('lang', 'en');
  await phrase.control.press('Enter');
  await expect
    .poll(() => spoken(english))
    .toEqual([{ text: phrase.text, lang: 'de-DE', rate: 1, voice: 'Anna' }]);
  await expect(phrase.control).not.toHaveAttribute('data-playing');
  await phrase.control.press('Space');
  await expect.poll(async () => (await spoken(english)).length).toBe(2);
});

test('the slower speed applies on request, at once, and is remembered', async ({ phone: page }) => {
  await openSheet(page, href.sheet(SHEET, 'de'));
  const slow = page.getByRole('button', { name: de.slowLabel, exact: true });
  await expect(slow).toBeVisible();
  await expect(slow).toHaveAttribute('aria-pressed', 'false');
  await slow.click();
  await expect(slow).toHaveAttribute('aria-pressed', 'true');
  const { text, control } = await firstPhrase(page, de.phrase);
  await control.click();
  await expect
    .poll(async () => (await spoken(page)).at(-1))
    .toEqual({ text, lang: 'de-DE', rate: 0.7, voice: 'Anna' });

  await page.reload();
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-listen', 'on');
  await expect(slow).toHaveAttribute('aria-pressed', 'true');
  await control.click();
  await expect.poll(async () => (await spoken(page)).at(-1)?.rate).toBe(0.7);
  await slow.click();
  // Once the line has ended (a press while it plays would stop it), the next press says it at the
  // voice's own speed.
  await expect(control).not.toHaveAttribute('data-playing');
  const before = (await spoken(page)).length;
  await control.click();
  await expect
    .poll(async () => (await spoken(page)).slice(before))
    .toEqual([{ text, lang: 'de-DE', rate: 1, voice: 'Anna' }]);
});

test('a change of speed applies at once: the line being read starts again', async ({ desktop: page }) => {
  await openSheet(page, href.sheet(SHEET, 'de'), 3000);
  await page
    .getByRole('button', { name: new RegExp(`^${de.dialogue}: `) })
    .first()
    .click();
  await expect.poll(async () => (await spoken(page)).length).toBe(1);
  await page.getByRole('button', { name: de.slowLabel, exact: true }).click();
  await expect.poll(async () => (await spoken(page)).length).toBe(2);
  const [first, again] = await spoken(page);
  expect(again).toEqual({ ...first, rate: 0.7 });
});

test('a dialogue is read line by line with two voices, one per speaker', async ({ desktop: page }) => {
  await openSheet(page, href.sheet(SHEET, 'de'), 300);
  const figure = page
    .locator('figure', { has: page.locator('[data-say-line]:not([data-say-line=""])') })
    .first();
  const lines = await figure
    .locator('[data-say-line]')
    .evaluateAll((els) =>
      els.map((el) => [el.textContent.replace(/\s+/g, ' ').trim(), el.getAttribute('data-say-line')!]),
    );
  expect(new Set(lines.map(([, speaker]) => speaker)).size).toBe(2);
  const title = await textOf(figure.locator('[data-say-all]'));
  const control = page.getByRole('button', { name: `${de.dialogue}: ${title}`, exact: true });
  await control.click();
  await expect(figure.locator('[data-speaking]')).toHaveCount(1);
  await expect.poll(async () => (await spoken(page)).length).toBe(lines.length);
  const said = await spoken(page);
  expect(said.map((s) => s.text)).toEqual(lines.map(([text]) => text));
  // The same speaker always has the same voice, and the two speakers have different ones.
  const voiceOf = new Map(lines.map(([, speaker], i) => [speaker, said[i]!.voice]));
  said.forEach((s, i) => expect(s.voice).toBe(voiceOf.get(lines[i]![1])));
  expect(new Set(voiceOf.values())).toEqual(new Set(['Anna', 'Markus']));
  await expect(control).not.toHaveAttribute('data-playing');
  await expect(figure.locator('[data-speaking]')).toHaveCount(0);
});

test('another phrase stops the one being said; a second press stops it too', async ({ desktop: page }) => {
  // Each stub utterance lasts 4 s: under a full run on two cores a click and the check after it
  // took longer than 1.5 s, and the phrase had ended before the test could see it playing.
  await page.clock.install();
  await openSheet(page, href.sheet(SHEET, 'de'), 4000);
  const dialogue = page.getByRole('button', { name: new RegExp(`^${de.dialogue}: `) }).first();
  await dialogue.click();
  await expect(dialogue).toHaveAttribute('data-playing');
  const { text, control } = await firstPhrase(page, de.phrase);
  await control.click();
  await expect(dialogue).not.toHaveAttribute('data-playing');
  await expect(control).toHaveAttribute('data-playing');
  await expect.poll(async () => (await spoken(page)).map((s) => s.text)).toContain(text);
  // Nothing of the dialogue after the phrase, even once the phrase has ended: the page's clock runs
  // past the second in which the dialogue's next line would start.
  await expect(control).not.toHaveAttribute('data-playing');
  await page.clock.runFor(1300);
  expect((await spoken(page)).at(-1)?.text).toBe(text);

  await control.click();
  await expect(control).toHaveAttribute('data-playing');
  const before = await cancels(page);
  await control.click();
  await expect(control).not.toHaveAttribute('data-playing');
  expect(await cancels(page)).toBeGreaterThan(before);
});

/** On a phone: the title block's "Abschnitte" button, then a section picked in its dialog. */
async function pickSection(page: Page) {
  await page
    .getByRole('button', { name: messages('de').sheet.sections, exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: messages('de').sheet.sectionsTitle });
  const link = dialog.getByRole('link').nth(3);
  const hash = new URL((await link.getAttribute('href'))!, page.url()).hash;
  await link.click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${hash}$`));
}

for (const [kind, width, go] of [
  [
    'a link to a section',
    WIDTHS.desktop,
    (page: Page) => page.getByTestId('contents-aside').locator('a').nth(2).click(),
  ],
  ['a section picked in the phone’s sections dialog', WIDTHS.mobile, pickSection],
  ['another page', WIDTHS.desktop, (page: Page) => clientNavigate(page, href.overview('de'))],
] as const)
  test(`speaking stops on navigation to ${kind}`, async ({ openPage }) => {
    const page = await openPage(width);
    await page.clock.install();
    await openSheet(page, href.sheet(SHEET, 'de'), 1000);
    await page
      .getByRole('button', { name: new RegExp(`^${de.dialogue}: `) })
      .first()
      .click();
    await expect.poll(async () => (await spoken(page)).length).toBeGreaterThan(0);
    const before = await cancels(page);
    await go(page);
    await expect.poll(() => cancels(page)).toBeGreaterThan(before);
    // The dialogue has more lines, one a second: none of them comes after the navigation, while the
    // page's clock runs on past the next one.
    const count = (await spoken(page)).length;
    await page.clock.runFor(1500);
    expect(await spoken(page)).toHaveLength(count);
  });

test('a section shown in the other language gets its controls, named in the page language', async ({
  desktop: page,
}) => {
  await openSheet(page, href.sheet(SHEET, 'de'));
  const section = page
    .locator('section[data-anchor-section]', { has: page.getByTestId('phrase-list') })
    .first();
  const count = await section.locator('[data-say-slot] button').count();
  expect(count).toBeGreaterThan(0);
  await section.getByRole('button', { name: /^EN:/ }).click();
  await expect(section).toHaveAttribute('lang', 'en');
  await expect(section.locator('[data-say-slot] button[lang="de"]')).toHaveCount(count);
  const marked = section.locator('[data-say]').first();
  await section.getByRole('button', { name: `${de.phrase}: ${await textOf(marked)}`, exact: true }).click();
  await expect.poll(async () => (await spoken(page)).at(-1)?.text).toBe(await textOf(marked));
});

test('where storage fails the slower speed still holds for the visit, and a toast says so', async ({
  openPage,
}) => {
  const page = await openPage(WIDTHS.desktop, { storage: 'denied' });
  await openSheet(page, href.sheet(SHEET, 'de'));
  await page.getByRole('button', { name: de.slowLabel, exact: true }).click();
  await expect(toastWith(page, messages('de').language.toastStorage)).toBeVisible();
  const { text, control } = await firstPhrase(page, de.phrase);
  await control.click();
  await expect
    .poll(async () => (await spoken(page)).at(-1))
    .toEqual({ text, lang: 'de-DE', rate: 0.7, voice: 'Anna' });
});
