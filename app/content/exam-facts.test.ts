import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../i18n/locales';
import { findEntry } from './catalogue';
import { projectSheet } from './project-sheet';
import { sectionsText } from './sheet-text';
import { SHEETS } from './sheets/index.server';

// The revised EXAM_FACTS.md, checked on every written sheet: a sheet that contradicts it fails here.

const sheets = Object.entries(SHEETS);

/** Everything a reader sees on one language page of a sheet: title, summary, sections, closing. */
function pageText(route: string, lang: Lang): string {
  const page = projectSheet(SHEETS[route]!, lang);
  const summary = page.summary
    ? [...page.summary.method, ...page.summary.figures.flatMap((f) => [f.label, f.value])]
    : [];
  const phrases = page.summary?.phrases.map((p) => p.german) ?? [];
  return [page.exam, ...summary, ...phrases, sectionsText(page.sections), page.closing].join('\n');
}

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?:])\s+|\n|·/).filter(Boolean);
}

const cases = sheets.flatMap(([route]) => LANGS.map((lang) => [route, lang] as const));

describe.each(cases)('%s (%s) agrees with EXAM_FACTS.md', (route, lang) => {
  const text = pageText(route, lang);
  const oral = findEntry(route)?.category === 'oral-block';

  it('names the oral parts by their current names; the older names only beside them', () => {
    if (/Kontaktaufnahme/.test(text)) expect(text).toContain('Einander kennenlernen');
    if (/Gespräch über ein Thema/.test(text)) expect(text).toContain('Über ein Thema sprechen');
    // The old outline's "contact phase" and "collaborative planning" are not the parts' names.
    expect(text).not.toMatch(/\bcontact phase\b/i);
  });

  it('gives the oral points per part as 15, 30 and 30 (75 in all, 45 to pass)', () => {
    for (const sentence of sentences(text)) {
      // Each "N Punkte" belongs to the part named last before it ("Teil 2 und Teil 3 … 30 Punkte").
      let part: string | undefined;
      for (const m of sentence.matchAll(/(?:Teil|Part|parts?)\s*([123])\b|(\d+)\s*(?:Punkte|points)\b/gi)) {
        if (m[1]) part = m[1];
        const n = Number(m[2]);
        if (!m[2] || !oral || !part || n < 10 || n >= 40) continue;
        expect(n, sentence).toBe(part === '1' ? 15 : 30);
      }
      const totals = [...sentence.matchAll(/(\d+)\s*(?:Punkte|points)\b/g)].map((m) => Number(m[1]));
      if (/mündlich|oral/i.test(sentence) && !/schriftlich|written/i.test(sentence))
        for (const n of totals.filter((n) => n >= 40)) expect([45, 75], sentence).toContain(n);
    }
  });

  it('gives part 1 about 3 minutes and parts 2 and 3 about 6 minutes', () => {
    if (!oral) return;
    for (const sentence of sentences(text)) {
      const part = /(?:Teil|Part)\s*([123])\b/.exec(sentence)?.[1];
      if (!part || /Minute\s+\d|minutes?\s+\d|Vorbereitung|preparation/i.test(sentence)) continue;
      // "3–4 Minuten", "5–6 minutes": ranges the revised facts no longer give.
      expect(sentence).not.toMatch(part === '1' ? /3\s*[–-]\s*4\s*Min/ : /5\s*[–-]\s*6\s*Min/);
    }
  });

  it('uses the official names of the marking criteria, all of them where one is named', () => {
    const writing = ['Aufgabenbewältigung', 'Kommunikative Gestaltung', 'Formale Richtigkeit'];
    const speaking = [
      'Ausdrucksfähigkeit',
      'Aufgabenbewältigung',
      'Formale Richtigkeit',
      'Aussprache/Intonation',
    ];
    if (text.includes('Kommunikative Gestaltung')) for (const c of writing) expect(text).toContain(c);
    if (text.includes('Ausdrucksfähigkeit')) for (const c of speaking) expect(text).toContain(c);
  });

  it('calls the examiners one thing', () => {
    expect(text).not.toMatch(/Prüfende|Prüfenden/);
  });

  it('spells out OHR with Orientieren, as on every listening sheet', () => {
    if (lang === 'de' && /\bOHR\b/.test(text)) expect(text).toContain('Orientieren');
  });
});

describe('reading part 3 (EXAM_FACTS.md)', () => {
  it.each(LANGS)('says each advert fits once and a situation without one is answered with x (%s)', (lang) => {
    const text = pageText('reading-mastery', lang);
    const once = lang === 'de' ? /nur einmal|nur ein Mal|höchstens einmal/ : /only once|at most once/;
    expect(text).toMatch(once);
    const x = sentences(text).filter((s) => /\bx\b/.test(s) && /Anzeige|advert/i.test(s));
    expect(x.length, 'a sentence on answering x').toBeGreaterThan(0);
    expect(text).toMatch(/2[.,]5/);
  });
});
