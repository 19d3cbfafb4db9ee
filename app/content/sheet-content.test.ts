import { describe, expect, it } from 'vitest';
import { LANGS } from '../i18n/locales';
import { findEntry } from './catalogue';
import { projectSheet } from './project-sheet';
import type { Section } from './sheet-view';
import { sectionsText } from './sheet-text';
import { SHEETS } from './sheets/index.server';

const sheets = Object.entries(SHEETS).map(([route, sheet]) => {
  const [de, en] = LANGS.map((lang) => projectSheet(sheet, lang));
  return [
    route,
    {
      pageTitle: { de: de!.pageTitle, en: en!.pageTitle },
      exam: { de: de!.exam, en: en!.exam },
      sections: { de: de!.sections, en: en!.sections },
      closing: { de: de!.closing, en: en!.closing },
    },
  ] as const;
});

/** Sentences (roughly) of a text, so a figure is checked against the words around it. */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n/).filter(Boolean);
}

function minutesIn(sentence: string): number[] {
  return [...sentence.matchAll(/(?<![\d–-])(\d+)\s?(?:Minuten|Minute|Min\.|minutes|minute|min)\b/g)].map(
    (m) => Number(m[1]),
  );
}

describe('sheet content', () => {
  it('has the nine core sheets, and every written sheet sits at a catalogue route', () => {
    const core = [1, 2, 3, 4, 5, 6, 7, 11, 17];
    const written = sheets.map(([route]) => findEntry(route)?.pageNumber);
    for (const number of core) expect(written, `sheet #${number}`).toContain(number);
    for (const [route] of sheets) expect(findEntry(route), route).toBeDefined();
  });

  describe.each(sheets)('%s', (route, sheet) => {
    const shape = (sections: Section[]) => sections.map((s) => [s.id, s.blocks.map((b) => b.type)]);

    it('has both languages with the same sections, ids and blocks in the same order', () => {
      expect(sheet.sections.de.length).toBeGreaterThan(2);
      expect(shape(sheet.sections.en)).toEqual(shape(sheet.sections.de));
      const ids = sheet.sections.de.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it.each(LANGS)('has no empty section, title or block (%s)', (lang) => {
      expect(sheet.pageTitle[lang].main.trim()).not.toBe('');
      expect(sheet.exam[lang].trim()).not.toBe('');
      expect(sheet.closing[lang].trim()).not.toBe('');
      for (const section of sheet.sections[lang]) {
        expect(section.title.trim(), `${route}#${section.id}`).not.toBe('');
        expect(section.blocks.length, `${route}#${section.id}`).toBeGreaterThan(0);
      }
    });

    it.each(LANGS)('gives every phrase a translation and every table headers and full rows (%s)', (lang) => {
      for (const section of sheet.sections[lang]) {
        for (const block of section.blocks) {
          const where = `${route}#${section.id} (${lang})`;
          if (block.type === 'phrases') {
            expect(block.items.length, where).toBeGreaterThan(0);
            for (const item of block.items) {
              expect(item.german.trim(), where).not.toBe('');
              expect(item.translation.trim(), `${where}: ${item.german}`).not.toBe('');
            }
          }
          if (block.type === 'dialogue')
            for (const line of block.lines) expect(line.translation.trim(), where).not.toBe('');
          if (block.type === 'table') {
            expect(block.columns.length, where).toBeGreaterThan(0);
            expect(block.rows.length, where).toBeGreaterThan(0);
            for (const row of block.rows)
              for (const column of block.columns)
                expect(row[column.key]?.trim(), `${where}: ${column.key}`).toBeTruthy();
            for (const key of block.germanColumns ?? [])
              expect(
                block.columns.map((c) => c.key),
                where,
              ).toContain(key);
          }
          if (block.type === 'timeline') {
            expect(block.segments.length, where).toBeGreaterThan(0);
            for (const s of block.segments) expect(s.to, where).toBeGreaterThan(s.from);
          }
        }
      }
    });

    it.each(LANGS)('states the exam figures of EXAM_FACTS.md correctly (%s)', (lang) => {
      const text = sectionsText(sheet.sections[lang]);
      for (const sentence of sentences(text)) {
        // Pass marks: the only percentage the exam fixes is 60 %.
        if (/bestehen|bestanden|pass|Punkte|points/i.test(sentence))
          for (const m of sentence.matchAll(/(\d+)\s?%/g)) expect(Number(m[1]), sentence).toBe(60);
        // Guiding points of the letter: always four.
        const points = sentence.match(
          /(\d+|vier|four|drei|fünf|three|five)\s+(?:Leitpunkte|guiding points)/i,
        );
        if (points) expect(['4', 'vier', 'four']).toContain(points[1]!.toLowerCase());
        const minutes = minutesIn(sentence);
        // The written block lasts 150 minutes; reading + Sprachbausteine share 90.
        for (const n of minutes.filter((n) => n >= 100)) expect(n, sentence).toBe(150);
        for (const n of minutes.filter((n) => n >= 60 && n < 100)) expect(n, sentence).toBe(90);
        // Preparation in the oral block: 20 minutes.
        if (
          /Vorbereitung|preparation|prepare/i.test(sentence) &&
          !/Teil 1|part 1|Minute \d|minutes? \d/i.test(sentence)
        )
          for (const n of minutes.filter((n) => n >= 10 && n !== 30 && n !== 15))
            expect(n, sentence).toBe(20);
        // Listening about 30, writing 30 minutes.
        if (
          /Hörverstehen|listening|Hören/i.test(sentence) &&
          /schriftlich|written|dauert|lasts|takes/i.test(sentence)
        )
          for (const n of minutes.filter((n) => n >= 25)) expect([30, 90, 150], sentence).toContain(n);
      }
    });
  });
});
