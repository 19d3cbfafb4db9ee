// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { projectSheet } from '~/content/project-sheet';
import type { Block } from '~/content/sheet-view';
import { SHEETS } from '~/content/sheets/index.server';
import { LANGS } from '~/i18n/locales';
import { phraseTableShape } from './phrase-table';
import { renderSummary } from './rendered-section.server';
import { SectionBlocks } from './section-blocks';
import { SheetSummary } from './sheet-summary';

// The listen controls (app/features/listen) find German by its marks in the build-time markup:
// every phrase, dialogue line, German table cell and guiding point is marked `data-say`, every text
// read as a whole has a `data-say-all` title and `data-say-line` lines. German that is wrong on
// purpose (a column of mistakes, an answer marked down for its language) is never marked: no
// learner hears a mistake as a model. Checked on every sheet.

/** Content text as the page shows it: inline markup gone, spaces collapsed. */
const plain = (text: string) =>
  text
    .replace(/\*\*|\[\[|\]\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const letters = (texts: string[]) => texts.join('').replace(/[^\p{L}]/gu, '');
const sorted = (texts: string[]) => [...texts].sort();

/** The marked German of one block as rendered. */
function marks(block: Block, lang: (typeof LANGS)[number]) {
  const root = document.createElement('div');
  root.innerHTML = renderToStaticMarkup(<SectionBlocks blocks={[block]} lang={lang} />);
  const texts = (selector: string) =>
    Array.from(root.querySelectorAll(selector), (el) => el.textContent.replace(/\s+/g, ' ').trim());
  return {
    say: texts('[data-say]'),
    lines: texts('[data-say-line]'),
    speakers: Array.from(root.querySelectorAll('[data-say-line]'), (el) => el.getAttribute('data-say-line')),
    all: root.querySelectorAll('[data-say-all]').length,
  };
}

/**
 * The German of a table that must be marked: its German cells, but not the headings of phrase
 * groups nor the mistakes.
 */
function germanCells(block: Extract<Block, { type: 'table' }>): string[] {
  const groupKey = phraseTableShape(block)?.groupKey;
  const keys = (block.germanColumns ?? []).filter(
    (key) => key !== groupKey && !block.wrongColumns?.includes(key),
  );
  return block.rows.flatMap((row) => keys.map((key) => row[key] ?? '')).filter(Boolean);
}

const cases = Object.keys(SHEETS).flatMap((route) => LANGS.map((lang) => [route, lang] as const));

/** The German columns of mistakes of a table, as the page shows them. */
const mistakesOf = (block: Block) =>
  block.type === 'table' && block.wrongColumns
    ? block.rows.flatMap((row) => block.wrongColumns!.map((k) => plain(row[k]!)))
    : [];

/** A weaker answer: one marked down for its language, so it is never read aloud. */
const isWeaker = (block: Block) =>
  block.type === 'modelAnswer' && block.marking.find((m) => m.criterion === 'accuracy')?.grade !== 'A';

describe('German that is wrong on purpose', () => {
  // One test per sheet and language (rendering all 50 in one test ran past Vitest's 5 s on a busy machine).
  it.each(cases)('is never marked on %s (%s): the mistakes column, the weaker answers', (route, lang) => {
    for (const block of projectSheet(SHEETS[route]!, lang).sections.flatMap((s) => s.blocks)) {
      if (!mistakesOf(block).length && !isWeaker(block)) continue;
      const found = marks(block, lang);
      for (const text of mistakesOf(block)) expect(found.say, text).not.toContain(text);
      if (isWeaker(block)) expect(found.all, `${route}: weaker answer`).toBe(0);
    }
  });

  it('exists: error tables on the sheets and the five writing sheets’ weaker versions', () => {
    const blocks = Object.values(SHEETS).flatMap((sheet) =>
      projectSheet(sheet, 'de').sections.flatMap((s) => s.blocks),
    );
    expect(blocks.flatMap(mistakesOf).length).toBeGreaterThan(0);
    expect(blocks.filter(isWeaker)).toHaveLength(5);
  });

  it('is flagged in the content: every German column headed as a mistake is a column of mistakes', () => {
    let flagged = 0;
    for (const [route, sheet] of Object.entries(SHEETS))
      for (const block of sheet.sections.flatMap((s) => s.blocks))
        if (block.type === 'table')
          for (const column of block.columns) {
            const header = column.header.de ?? column.header.same ?? '';
            if (column.lang === 'de' && /^(falsch|fehler|nicht so)/i.test(header)) {
              expect(column.wrong, `${route}: ${header}`).toBe(true);
              flagged += 1;
            }
          }
    expect(flagged).toBeGreaterThan(0);
  });
});

describe.each(cases)('%s (%s)', (route, lang) => {
  const page = projectSheet(SHEETS[route]!, lang);
  const blocks = page.sections.flatMap((s) => s.blocks);

  it('marks the phrases of its summary', () => {
    const root = document.createElement('div');
    root.innerHTML = renderToStaticMarkup(
      <SheetSummary summary={renderSummary(page.summary!, lang)} lang={lang} />,
    );
    expect(Array.from(root.querySelectorAll('[data-say]'), (el) => el.textContent)).toEqual(
      page.summary!.phrases.map((p) => plain(p.german)),
    );
  });

  it('marks every German phrase, line, cell and text for listening, and nothing else', () => {
    for (const block of blocks) {
      const found = marks(block, lang);
      const none = { say: [], lines: [], all: 0 };
      switch (block.type) {
        case 'phrases':
          expect(found.say).toEqual(block.items.map((i) => plain(i.german)));
          break;
        case 'dialogue':
          expect(found.say).toEqual(block.lines.map((l) => plain(l.german)));
          expect(found.speakers).toEqual(block.lines.map((l) => l.speaker));
          expect(found.all).toBe(1);
          break;
        case 'example':
          expect(found.all).toBe(block.german ? 1 : 0);
          expect(letters(found.lines)).toBe(letters(block.german ?? []));
          expect(found.say).toEqual([]);
          break;
        case 'table':
          expect(sorted(found.say)).toEqual(sorted(germanCells(block).map(plain)));
          break;
        case 'writingTask':
          expect(found.lines).toEqual(block.text.map((l) => plain(l.german)));
          expect(found.say).toEqual(block.points.map((p) => plain(p.german)));
          expect(found.all).toBe(1);
          break;
        case 'modelAnswer': {
          const correct = block.marking.find((m) => m.criterion === 'accuracy')?.grade === 'A';
          expect(found.lines).toEqual(correct ? block.lines.map((l) => plain(l.german)) : []);
          expect(found.all).toBe(correct ? 1 : 0);
          break;
        }
        case 'paragraph':
        case 'list':
        case 'steps':
        case 'callout':
        case 'timeline':
          expect({ say: found.say, lines: found.lines, all: found.all }).toEqual(none);
      }
    }
  });
});
