import { expect } from '@playwright/test';
import { splitOptions } from '../../app/features/sheet/example-options';
import { projectSheet } from '../../app/content/project-sheet';
import type { Section } from '../../app/content/sheet-view';
import { SHEETS } from '../../app/content/sheets/index.server';
import {
  axeViolations,
  CATALOGUE,
  expectNoAxeViolations,
  expectUniqueIds,
  href,
  hydrated,
  type Lang,
  LANGS,
  messages,
  test,
  WIDTHS,
} from './support';

const PAGES = LANGS.flatMap((lang) => [
  href.home(lang),
  href.overview(lang),
  href.search(lang),
  ...CATALOGUE.map((e) => href.sheet(e.route, lang)),
  lang === 'de' ? '/gibt-es-nicht' : '/en/does-not-exist',
]);

// Every page once per width; at 375 px the same page is checked again in the dark theme (the
// system's setting, which remaps every colour: contrast is checked on every page) with the colour
// rules alone (nothing else changes with the theme), without a second load. Failures of both
// schemes are reported together.
for (const [label, width] of Object.entries(WIDTHS)) {
  test.describe(`axe at ${width} px (${label})`, () => {
    for (const path of PAGES) {
      test(`${path} has no violations${width === WIDTHS.mobile ? ', light and dark' : ''}`, async ({
        openPage,
      }) => {
        const page = await openPage(width);
        await page.goto(path);
        await hydrated(page);
        const light = await axeViolations(page);
        let dark: string[] = [];
        if (width === WIDTHS.mobile) {
          await page.emulateMedia({ colorScheme: 'dark' });
          expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
          dark = await axeViolations(page, { colours: true });
        }
        expect({ light, dark }, `axe violations on ${path}`).toEqual({ light: [], dark: [] });
      });
    }
  });
}

test('the open menu and the finder empty state have no axe violations', async ({ openPage }) => {
  for (const width of Object.values(WIDTHS)) {
    const page = await openPage(width);
    await page.goto('/en?stage=foundation&skill=listening');
    await hydrated(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test.describe('the open search', () => {
  for (const lang of LANGS) {
    for (const [width, colorScheme] of [
      [WIDTHS.mobile, 'light'],
      [WIDTHS.desktop, 'light'],
      [WIDTHS.mobile, 'dark'],
    ] as const) {
      test(`has no axe violations with results, a chosen result and no results (${lang}, ${width} px, ${colorScheme})`, async ({
        openPage,
      }) => {
        const text = messages(lang).search;
        const page = await openPage(width, { colorScheme });
        await page.goto(href.sheet('reading-mastery', lang));
        await hydrated(page);
        await page.keyboard.press('/');
        const dialog = page.getByRole('dialog', { name: text.title });
        await dialog.getByRole('combobox').fill(lang === 'de' ? 'Prüfung' : 'exam');
        await expect(dialog.getByRole('option').nth(2)).toBeVisible();
        await page.keyboard.press('ArrowDown');
        await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
        await expectUniqueIds(page);
        await expectNoAxeViolations(page);
        await dialog.getByRole('combobox').fill('qqqzzz');
        await expect(dialog.getByTestId('search-status')).toContainText('qqqzzz');
        await expectNoAxeViolations(page);
      });
    }
  }

  test('the search page with results has no axe violations', async ({ openPage }) => {
    for (const width of Object.values(WIDTHS)) {
      const page = await openPage(width);
      await page.goto(`${href.search('en')}?q=letter&stage=written-block`);
      await hydrated(page);
      await expect(page.getByRole('option').first()).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});

test.describe('the open menu on a sheet page', () => {
  for (const lang of LANGS) {
    for (const width of Object.values(WIDTHS)) {
      test(`has no axe violations and no repeated id (${lang}, ${width} px)`, async ({ openPage }) => {
        const page = await openPage(width);
        await page.goto(href.sheet('oral-block-strategy', lang));
        await hydrated(page);
        await page.getByRole('button', { name: messages(lang).nav.openMenu }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectUniqueIds(page);
        await expectNoAxeViolations(page);
      });
    }
  }
});

/** Text on a page of `pageLang` that is in the other language, taken from the sheet's own data. */
function foreignTexts(sections: Section[], pageLang: Lang): string[] {
  const texts: string[] = [];
  // A name (a signature, "Anna") reads the same in both languages: nothing to mark.
  const own = (lines: { german: string; translation: string }[], side: 'german' | 'translation') =>
    lines.filter((l) => l.translation !== l.german).map((l) => l[side]);
  for (const block of sections.flatMap((s) => s.blocks)) {
    if (pageLang === 'en') {
      if (block.type === 'phrases') texts.push(...own(block.items, 'german'));
      if (block.type === 'dialogue') texts.push(...own(block.lines, 'german'));
      // A line with answer options is shown as its question and one option per line.
      if (block.type === 'example')
        for (const [i, line] of (block.german ?? []).entries()) {
          if (line === block.translation?.[i]) continue;
          const { question, options } = splitOptions(line);
          texts.push(...(options.length ? [question, ...options] : [line]));
        }
      if (block.type === 'table')
        for (const key of block.germanColumns ?? []) texts.push(...block.rows.map((r) => r[key]!));
      if (block.type === 'writingTask') texts.push(...own([...block.text, ...block.points], 'german'));
      if (block.type === 'modelAnswer') texts.push(...own(block.lines, 'german'));
    } else {
      if (block.type === 'phrases') texts.push(...own(block.items, 'translation'));
      if (block.type === 'dialogue') texts.push(...own(block.lines, 'translation'));
      if (block.type === 'table')
        for (const key of block.translationColumns ?? []) texts.push(...block.rows.map((r) => r[key]!));
      if (block.type === 'writingTask') texts.push(...own([...block.text, ...block.points], 'translation'));
      if (block.type === 'modelAnswer') texts.push(...own(block.lines, 'translation'));
    }
  }
  // Inline markup is rendered, so compare the plain words; very short strings are ambiguous.
  return texts.map((t) => t.replace(/\*\*|\[\[|\]\]/g, '').trim()).filter((t) => t.length >= 12);
}

test.describe('every element in another language carries lang', () => {
  for (const { route } of CATALOGUE) {
    const sheet = SHEETS[route]!;
    for (const lang of LANGS) {
      test(`${route} (${lang})`, async ({ page }) => {
        await page.goto(href.sheet(route, lang));
        const expected = lang === 'de' ? 'en' : 'de';
        const texts = foreignTexts(projectSheet(sheet, lang).sections, lang);
        expect(texts.length).toBeGreaterThan(0);
        const wrong = await page.evaluate(
          ({ texts, expected }) => {
            const elements = Array.from(document.querySelectorAll('main *'));
            const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
            return texts.filter((t) => {
              // The innermost element that shows the whole text (markup may split it into several nodes);
              // of elements with the same text (<strong><em lang>…</em></strong>) the deepest, the last.
              const hits = elements.filter((el) => squash(el.textContent ?? '').includes(squash(t)));
              const shortest = Math.min(...hits.map((el) => (el.textContent ?? '').length));
              const hit = hits.filter((el) => (el.textContent ?? '').length === shortest).at(-1);
              return !hit || hit.closest('[lang]')?.getAttribute('lang') !== expected;
            });
          },
          { texts, expected },
        );
        expect(wrong).toEqual([]);
      });
    }
  }
});
