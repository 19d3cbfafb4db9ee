// The sheet pages as the server sends them (build/client), read with a parser instead of a browser:
// the walks over every sheet that only read the served document (its languages, what it shows
// without scripts, its words). Each page is read and parsed once. What needs layout, scripts or
// computed styles stays in the browser tests (tests/e2e/; the walk over every page and width is
// tests/e2e/accessibility.spec.ts). Moved from the browser tests on 2026-11-29 (decision 0034).
// One file per language (sheet-pages-de.built.test.ts, …-en…), so Vitest parses the two halves on
// two cores; the files need jsdom's DOMParser (`@vitest-environment jsdom`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitOptions } from '../../app/features/sheet/example-options';
import { CATALOGUE } from '../../app/content/catalogue';
import { getSheetPage } from '../../app/content/sheet-pages.server';
import { projectSheet } from '../../app/content/project-sheet';
import type { Section } from '../../app/content/sheet-view';
import { SHEETS } from '../../app/content/sheets/index.server';
import type { Lang } from '../../app/i18n/locales';
import { href } from '../../app/site/paths';
import { readSiteManifest } from '../../server/build-output.mjs';

const manifest = readSiteManifest();

/** The served HTML of a page, by its path (as the server maps paths to files). */
function servedHtml(pagePath: string): string {
  const page = manifest.pages.find((p) => p.path === pagePath);
  if (!page) throw new Error(`${pagePath} is not a page of the build`);
  return readFileSync(path.join('build/client', page.file), 'utf8');
}

/**
 * Each page's document, parsed once (jsdom's DOMParser). Scripts are not run, so `<noscript>`
 * content is parsed as markup, as a browser without JavaScript does.
 */
const documents = new Map<string, Document>();
function served(pagePath: string): Document {
  let document = documents.get(pagePath);
  if (!document) {
    document = new DOMParser().parseFromString(servedHtml(pagePath), 'text/html');
    documents.set(pagePath, document);
  }
  return document;
}

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

/** The texts of `texts` whose element in `main` does not carry (or inherit) `lang="expected"`. */
function textsWithoutLang(document: Document, texts: string[], expected: Lang): string[] {
  const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
  /** Each element's text, read once. */
  const known = new Map<Element, { length: number; squashed: string }>();
  const textOf = (el: Element) => {
    let found = known.get(el);
    if (!found) {
      const text = el.textContent ?? '';
      found = { length: text.length, squashed: squash(text) };
      known.set(el, found);
    }
    return found;
  };
  return texts.filter((t) => {
    const wanted = squash(t);
    // Every element in `main` that shows the whole text, in document order. An element's text is
    // part of its parent's, so the walk need not enter an element that lacks it.
    const hits: Element[] = [];
    const visit = (el: Element) => {
      if (!textOf(el).squashed.includes(wanted)) return;
      hits.push(el);
      for (const child of Array.from(el.children)) visit(child);
    };
    for (const main of Array.from(document.querySelectorAll('main')))
      for (const child of Array.from(main.children)) visit(child);
    // The innermost element that shows the whole text (markup may split it into several nodes);
    // of elements with the same text (<strong><em lang>…</em></strong>) the deepest, the last.
    const shortest = Math.min(...hits.map((el) => textOf(el).length));
    const hit = hits.filter((el) => textOf(el).length === shortest).at(-1);
    return !hit || hit.closest('[lang]')?.getAttribute('lang') !== expected;
  });
}

/** Classes that hide an element at 375 px without scripts (`.js-only` by the page's `<noscript>` style). */
const HIDING_CLASSES = new Set([
  'hidden',
  'js-only',
  'sr-only',
  'invisible',
  'max-sm:hidden',
  'max-md:hidden',
]);

/**
 * Why `element` would not be shown on a phone without scripts, from the markup: an ancestor (or
 * itself) hidden by attribute, inline style, a hiding class, a closed `<details>` or a template.
 * `null` when nothing in the markup hides it. The stylesheet is the same on every sheet; the browser
 * test of the no-script sheet (tests/e2e/robustness.spec.ts) checks that it shows the same element.
 */
function hiddenReason(element: Element): string | null {
  for (let el: Element | null = element; el; el = el.parentElement) {
    const name = el.tagName.toLowerCase();
    if (el.hasAttribute('hidden')) return `${name}[hidden]`;
    if (/display\s*:\s*none|visibility\s*:\s*hidden/.test(el.getAttribute('style') ?? ''))
      return `${name} with an inline style that hides it`;
    const hiding = [...el.classList].find((c) => HIDING_CLASSES.has(c));
    if (hiding) return `${name}.${hiding}`;
    if (name === 'template') return 'inside a <template>';
    if (name === 'details' && el !== element && !el.hasAttribute('open')) {
      const summary = el.querySelector(':scope > summary');
      if (!summary?.contains(element)) return 'inside a closed <details>';
    }
  }
  return null;
}

/** The checks of every sheet page in `lang`. */
export function describeSheetPages(lang: Lang): void {
  describe(`every element in another language carries lang (${lang})`, () => {
    for (const { route } of CATALOGUE) {
      it(`${route} (${lang})`, () => {
        const expected = lang === 'de' ? 'en' : 'de';
        const texts = foreignTexts(projectSheet(SHEETS[route]!, lang).sections, lang);
        expect(texts.length).toBeGreaterThan(0);
        expect(textsWithoutLang(served(href.sheet(route, lang)), texts, expected)).toEqual([]);
      });
    }
  });

  describe('without JavaScript', () => {
    it(`every sheet is readable, in the right language (${lang})`, () => {
      const problems: string[] = [];
      for (const entry of CATALOGUE) {
        const document = served(href.sheet(entry.route, lang));
        const where = `${entry.route} (${lang})`;
        const htmlLang = document.documentElement.getAttribute('lang');
        if (htmlLang !== lang) problems.push(`${where}: <html lang="${htmlLang}">`);
        const title = getSheetPage(entry.route, lang)!.pageTitle.main;
        const h1 = document.querySelectorAll('h1');
        if (h1.length !== 1) problems.push(`${where}: ${h1.length} level-1 headings`);
        else {
          if (!(h1[0]!.textContent ?? '').includes(title)) problems.push(`${where}: the h1 lacks "${title}"`);
          const hidden = hiddenReason(h1[0]!);
          if (hidden) problems.push(`${where}: the h1 is hidden (${hidden})`);
        }
        const closing = document.querySelectorAll('[data-testid="sheet-closing"]');
        if (closing.length !== 1) problems.push(`${where}: ${closing.length} closing blocks`);
        else {
          const hidden = hiddenReason(closing[0]!);
          if (hidden) problems.push(`${where}: the closing block is hidden (${hidden})`);
        }
      }
      expect(problems).toEqual([]);
    });
  });

  describe('every sheet of the catalogue', () => {
    it(`writes no "1 Minuten" or "1 minutes" (${lang})`, () => {
      for (const { route } of CATALOGUE) {
        const words = servedHtml(href.sheet(route, lang))
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ');
        expect(words, `${route} (${lang})`).not.toMatch(/(?<![\d.,])1 (Minuten|minutes)\b/);
      }
    });
  });
}
