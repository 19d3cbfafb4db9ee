import { describe, expect, it } from 'vitest';
import { LANGS } from '../i18n/locales';
import { CATALOGUE, findEntry } from './catalogue';
import { projectSheet } from './project-sheet';
import type { GermanText, Sheet } from './sheet-schema';
import type { SheetInLanguage } from './sheet-view';
import { sectionsText } from './sheet-text';
import { SHEETS } from './sheets/index.server';

// Both languages of a sheet have the same shape by construction (one tree, `LocalText` leaves);
// these checks cover what the types cannot: empty text, complete tables, the exam's figures.

const sheets = Object.entries(SHEETS);

/** Sentences (roughly) of a text, so a figure is checked against the words around it. */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n/).filter(Boolean);
}

function minutesIn(sentence: string): number[] {
  return [...sentence.matchAll(/(?<![\d–-])(\d+)\s?(?:Minuten|Minute|Min\.|minutes|minute|min)\b/g)].map(
    (m) => Number(m[1]),
  );
}

/**
 * A sentence about the exam's structure: its parts, blocks and times. The exam's figures are
 * checked only there, so "60 Minuten am Tag lernen" is not taken for the 90-minute block.
 */
const ABOUT_THE_EXAM =
  /Prüfung|exam|Teil|part|Block|Leseverstehen|Lesen|reading|Sprachbausteine|language elements|Hörverstehen|Hören|listening|Schreiben|writing|schriftlich|written|mündlich|oral|Vorbereitung|preparation|prepare/i;

/** What is wrong with the exam figures of one sentence (EXAM_FACTS.md); none when it agrees. */
function figureProblems(sentence: string): string[] {
  const problems: string[] = [];
  const expectOne = (n: number, allowed: number[], what: string) => {
    if (!allowed.includes(n)) problems.push(`${n}: ${what}`);
  };
  // Pass marks: the only percentage the exam fixes is 60 %.
  if (/bestehen|bestanden|pass|Punkte|points/i.test(sentence))
    for (const m of sentence.matchAll(/(\d+)\s?%/g)) expectOne(Number(m[1]), [60], 'pass mark in %');
  // Guiding points of the letter: always four.
  const points = sentence.match(/(\d+|vier|four|drei|fünf|three|five)\s+(?:Leitpunkte|guiding points)/i);
  if (points && !['4', 'vier', 'four'].includes(points[1]!.toLowerCase())) problems.push('guiding points');
  if (!ABOUT_THE_EXAM.test(sentence)) return problems;
  const minutes = minutesIn(sentence);
  // The written block lasts 150 minutes; reading + Sprachbausteine share 90.
  for (const n of minutes.filter((n) => n >= 100)) expectOne(n, [150], 'the written block');
  for (const n of minutes.filter((n) => n >= 60 && n < 100))
    expectOne(n, [90], 'reading and Sprachbausteine');
  // Preparation in the oral block: 20 minutes.
  if (
    /Vorbereitung|preparation|prepare/i.test(sentence) &&
    !/Teil 1|part 1|Minute \d|minutes? \d/i.test(sentence)
  )
    for (const n of minutes.filter((n) => n >= 10 && n !== 30 && n !== 15)) expectOne(n, [20], 'preparation');
  // Listening about 30, writing 30 minutes.
  if (
    /Hörverstehen|listening|Hören/i.test(sentence) &&
    /schriftlich|written|dauert|lasts|takes/i.test(sentence)
  )
    for (const n of minutes.filter((n) => n >= 25)) expectOne(n, [30, 90, 150], 'listening or writing');
  return problems;
}

describe('the exam-figure rules', () => {
  it('check sentences about the exam', () => {
    expect(figureProblems('Lesen und Sprachbausteine: 80 Minuten.')).not.toEqual([]);
    expect(figureProblems('Der schriftliche Teil dauert 120 Minuten.')).not.toEqual([]);
    expect(figureProblems('Die Vorbereitung dauert 15 Minuten.')).toEqual([]);
    expect(figureProblems('Die Vorbereitung dauert 25 Minuten.')).not.toEqual([]);
    expect(figureProblems('Sie brauchen 70 % der Punkte, um zu bestehen.')).not.toEqual([]);
    expect(figureProblems('Die E-Mail hat drei Leitpunkte.')).not.toEqual([]);
    expect(figureProblems('Reading and language elements share 90 minutes.')).toEqual([]);
  });

  it('leave sentences about other things alone: study time, a film, a train', () => {
    expect(figureProblems('Lernen Sie jeden Tag 60 Minuten, davon 20 Minuten mit Karten.')).toEqual([]);
    expect(figureProblems('Der Film dauert 95 Minuten.')).toEqual([]);
    expect(figureProblems('The train to Hamburg takes 110 minutes.')).toEqual([]);
  });
});

/** Every piece of German learner material of a sheet, with where it is. */
function germanMaterial(sheet: Sheet): [string, GermanText][] {
  const found: [string, GermanText][] = (sheet.summary?.phrases ?? []).map((p) => ['summary', p]);
  for (const section of sheet.sections)
    for (const block of section.blocks) {
      const items =
        block.type === 'phrases'
          ? block.items
          : block.type === 'dialogue'
            ? block.lines
            : block.type === 'example'
              ? (block.text ?? [])
              : block.type === 'writingTask'
                ? [...block.text, ...block.points]
                : block.type === 'modelAnswer'
                  ? block.lines
                  : [];
      found.push(...items.map((item): [string, GermanText] => [section.id, item]));
    }
  return found;
}

/** All the text a reader sees in one language, summary included. */
function pageText(page: SheetInLanguage): string {
  const summary = page.summary;
  const summaryText = summary
    ? [...summary.method, ...summary.figures.flatMap((f) => [f.label, f.value])].join('\n')
    : '';
  return `${summaryText}\n${sectionsText(page.sections)}`;
}

describe('sheet content', () => {
  it('has every sheet of the catalogue written, and every written sheet sits at a catalogue route', () => {
    for (const entry of CATALOGUE) expect(SHEETS[entry.route], entry.route).toBeDefined();
    for (const [route] of sheets) expect(findEntry(route), route).toBeDefined();
  });

  it.each(sheets)('%s has a summary for the last minute before the exam', (_, sheet) => {
    expect(sheet.summary).toBeDefined();
  });

  describe.each(sheets)('%s', (route, sheet) => {
    it('has more than two sections with unique ids', () => {
      expect(sheet.sections.length).toBeGreaterThan(2);
      const ids = sheet.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it.each(LANGS)('has no empty title, section, block or table cell (%s)', (lang) => {
      const page = projectSheet(sheet, lang);
      expect(page.pageTitle.main.trim()).not.toBe('');
      expect(page.exam.trim()).not.toBe('');
      expect(page.closing.trim()).not.toBe('');
      for (const section of page.sections) {
        const where = `${route}#${section.id} (${lang})`;
        expect(section.title.trim(), where).not.toBe('');
        expect(section.blocks.length, where).toBeGreaterThan(0);
        for (const block of section.blocks) {
          if (block.type === 'phrases') expect(block.items.length, where).toBeGreaterThan(0);
          if (block.type === 'table') {
            expect(block.columns.length, where).toBeGreaterThan(0);
            expect(block.rows.length, where).toBeGreaterThan(0);
            for (const row of block.rows)
              for (const column of block.columns)
                expect(row[column.key]?.trim(), `${where}: ${column.key}`).toBeTruthy();
          }
          if (block.type === 'timeline') {
            expect(block.segments.length, where).toBeGreaterThan(0);
            for (const s of block.segments) expect(s.to, where).toBeGreaterThan(s.from);
          }
        }
      }
    });

    it('gives every German phrase, dialogue line and example line a translation', () => {
      const material = germanMaterial(sheet);
      expect(material.length).toBeGreaterThan(0);
      for (const [where, item] of material) {
        expect(item.german.trim(), `${route}#${where}`).not.toBe('');
        expect(item.translation.trim(), `${route}#${where}: ${item.german}`).not.toBe('');
      }
    });

    it('has a German column beside every translation column', () => {
      for (const section of sheet.sections)
        for (const block of section.blocks)
          if (block.type === 'table' && block.columns.some((c) => c.lang === 'en'))
            expect(
              block.columns.map((c) => c.lang),
              `${route}#${section.id}`,
            ).toContain('de');
    });

    it.each(LANGS)('states the exam figures of EXAM_FACTS.md correctly (%s)', (lang) => {
      const text = pageText(projectSheet(sheet, lang));
      for (const sentence of sentences(text)) expect(figureProblems(sentence), sentence).toEqual([]);
    });
  });

  const summaries = sheets.flatMap(([route, sheet]) =>
    sheet.summary ? [[route, sheet.summary] as const] : [],
  );

  it('has the example summary on speaking-part-1-who-system', () => {
    expect(summaries.map(([route]) => route)).toContain('speaking-part-1-who-system');
  });

  it.each(summaries)(
    'keeps the summary of %s short: a few method lines, five phrases at most, key figures',
    (_, summary) => {
      expect(summary.method.length).toBeGreaterThan(0);
      expect(summary.method.length).toBeLessThanOrEqual(6);
      expect(summary.phrases.length).toBeGreaterThan(0);
      expect(summary.phrases.length).toBeLessThanOrEqual(5);
      expect(summary.figures.length).toBeGreaterThan(0);
    },
  );

  it.each(summaries)(
    'shows again in the summary of %s only tables of its own sections, no new figures',
    (route, summary) => {
      const tables = SHEETS[route]!.sections.flatMap((s) => s.blocks).filter((b) => b.type === 'table');
      for (const shown of summary.tables ?? []) expect(tables, route).toContain(shown);
    },
  );

  it('shows the core tables in the summary of the grammar reference', () => {
    const captions = (projectSheet(SHEETS['b1-core-grammar']!, 'de').summary?.tables ?? []).map(
      (t) => t.caption,
    );
    expect(captions).toEqual(
      expect.arrayContaining(['Der bestimmte Artikel', expect.stringMatching(/^Pronomen/)]),
    );
  });
});
