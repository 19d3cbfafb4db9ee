import { describe, expect, it } from 'vitest';
import { analyseLetter } from './analyse';
import { corpusTask } from './corpus-measure';
import type { CoachReport } from './report';

// What a learner sees of the analysis beyond the mistakes: the points, form and register,
// connectors and "Ich" starts, and the suggested mark. How long it
// takes is measured in the page by the benchmark (scripts/bench-coach.mjs), not here.

/** Jonas and the party in the new flat (invitation sheet, du). */
const jonas = corpusTask('writing-task-invitation:1');
/** Ms Vogel and the heating (complaint sheet, Sie). */
const vogel = corpusTask('writing-task-complaint:1');

const GOOD = `Lieber Jonas,

vielen Dank für deine Nachricht! Meine neue Wohnung ist hell und hat einen kleinen Balkon. Die Küche gefällt mir besonders gut.

Deshalb mache ich am Samstag eine kleine Party, und du bist herzlich eingeladen. Wir fangen um 19 Uhr an.

Ich wohne in der Lindenstraße 4. Vom Bahnhof fährt der Bus Nummer 12 bis zur Haltestelle Rathaus.

Kannst du vielleicht einen Salat mitbringen? Außerdem brauchen wir noch Musik.

Viele Grüße
Deine Sofia`;

const ids = (report: CoachReport) => report.form.map((f) => f.id);

describe('analyseLetter', () => {
  it('finds all four points of a good letter, suggests A and has nothing to say about its form', () => {
    const report = analyseLetter(GOOD, jonas);
    expect(report.points.map((p) => p.found)).toEqual([true, true, true, true]);
    expect(report.suggestedTaskGrade).toBe('A');
    expect(ids(report)).toEqual(['length-short']);
    expect(report.mistakes).toEqual([]);
  });

  it('marks the sentences that handle a point, as ranges of the text', () => {
    const report = analyseLetter(GOOD, jonas);
    const first = report.points[0];
    expect(first?.found).toBe(true);
    const texts = first?.found ? first.sentences.map((r) => GOOD.slice(r.start, r.end)) : [];
    expect(texts[0]).toMatch(/^Meine neue Wohnung ist hell/);
  });

  it('reports a missing point and suggests the mark the exam gives (3 = B, 2 = C, 1 = D)', () => {
    const withoutBringing = GOOD.replace(/Kannst du vielleicht[^\n]*\n/, '');
    expect(analyseLetter(withoutBringing, jonas).points[3]).toEqual({ found: false });
    expect(analyseLetter(withoutBringing, jonas).suggestedTaskGrade).toBe('B');
    const onlyFlat = 'Lieber Jonas,\n\nmeine Wohnung hat einen Balkon.\n\nViele Grüße\nSofia';
    expect(analyseLetter(onlyFlat, jonas).suggestedTaskGrade).toBe('D');
  });

  it('counts connectors in the order they first appear, sentences, Ich starts and questions', () => {
    const { coherence } = analyseLetter(GOOD, jonas);
    expect(coherence.connectors).toEqual(['deshalb', 'außerdem']);
    expect(coherence.hasQuestion).toBe(true);
    expect(coherence.ichStarts).toBe(1);
    const ich = analyseLetter(
      'Lieber Jonas,\nich komme. Ich bringe Kuchen mit. Ich freue mich.\nViele Grüße\nSofia',
      jonas,
    );
    expect(ich.coherence).toMatchObject({ sentences: 3, ichStarts: 3, hasQuestion: false });
  });

  it('asks for a greeting and a closing, and a comma after the greeting', () => {
    expect(ids(analyseLetter('vielen Dank für deine E-Mail.', jonas))).toEqual(
      expect.arrayContaining(['greeting-missing', 'closing-missing']),
    );
    expect(ids(analyseLetter(GOOD.replace('Lieber Jonas,', 'Lieber Jonas'), jonas))).toContain(
      'greeting-comma',
    );
  });

  it('wants the line after the greeting’s comma in lower case (nouns and Sie keep their capital)', () => {
    expect(ids(analyseLetter(GOOD.replace('vielen Dank', 'Vielen Dank'), jonas))).toContain(
      'after-greeting-capital',
    );
    const sie = `Sehr geehrte Frau Vogel,\nSie haben nach der Reparatur gefragt. Die Heizung ist kalt.\nMit freundlichen Grüßen\nAna`;
    expect(ids(analyseLetter(sie, vogel))).not.toContain('after-greeting-capital');
  });

  it('checks the greeting and the closing against the register the task asks for', () => {
    const formal = GOOD.replace('Lieber Jonas,', 'Sehr geehrte Frau Berger,').replace(
      'Viele Grüße',
      'Mit freundlichen Grüßen',
    );
    expect(ids(analyseLetter(formal, jonas))).toEqual(
      expect.arrayContaining(['greeting-register', 'closing-register']),
    );
    const friendly = `Liebe Frau Vogel,\nleider ist die Heizung immer noch kalt.\nLiebe Grüße\nAna`;
    expect(ids(analyseLetter(friendly, vogel))).toContain('closing-register');
    expect(ids(analyseLetter(friendly, vogel))).not.toContain('greeting-register');
    const mismatch = `Sehr geehrte Frau Vogel,\nleider ist die Heizung immer noch kalt.\nBis bald\nAna`;
    expect(ids(analyseLetter(mismatch, vogel))).toContain('closing-register');
  });

  it('marks the places where du and Sie are mixed', () => {
    const text = `Sehr geehrte Frau Vogel,\nleider ist die Heizung kalt. Können Sie bitte jemanden schicken? Kannst du mir schreiben, wann er kommt?\nMit freundlichen Grüßen\nAna`;
    const mixed = analyseLetter(text, vogel).form.find((f) => f.id === 'du-sie-mixed');
    expect(mixed?.places.map((p) => text.slice(p.start, p.end))).toEqual(['du']);
  });

  it('gives the length as a guide, never a rule, and suggests paragraphs for one block of text', () => {
    const short = analyseLetter(GOOD, jonas).form.find((f) => f.id === 'length-short');
    expect(short?.message.de).toMatch(/Faustregel, keine offizielle Vorgabe/);
    expect(short?.message.en).toMatch(/rule of thumb, not an official limit/);
    const block = `Lieber Jonas,\n${'Meine Wohnung ist sehr schön, und der Balkon ist groß. '.repeat(8)}\nViele Grüße\nSofia`;
    expect(ids(analyseLetter(block, jonas))).toContain('paragraphs');
  });

  it('explains every finding in German and English and links each mistake to a sheet section', () => {
    const report = analyseLetter(
      'Lieber Jonas,\nich habe nicht Zeit, weil ich bin müde.\nViele Grüße\nSofia',
      jonas,
    );
    expect(report.mistakes.map((m) => m.rule)).toEqual(['verb-final-subordinate', 'kein-nicht']);
    for (const finding of [...report.mistakes, ...report.form]) {
      expect(finding.message.de).not.toBe('');
      expect(finding.message.en).not.toBe('');
    }
    expect(report.mistakes[0]?.teaches).toEqual({
      sheet: 'a2-b1-grammar-bridge',
      section: 'subordinate-clauses',
    });
  });

  it('counts the words of a 200-word letter and calls it long, as a guide', () => {
    const letter = `${GOOD.split('\nViele Grüße')[0]!}\n\n${'Am Sonntag habe ich auch Zeit, weil ich nicht arbeiten muss. '.repeat(11)}\n\nViele Grüße\nDeine Sofia`;
    const report = analyseLetter(letter, jonas);
    expect(report.words).toBeGreaterThanOrEqual(190);
    expect(report.words).toBeLessThanOrEqual(230);
    const long = report.form.find((f) => f.id === 'length-long');
    expect(long?.message.de).toMatch(/länger als etwa 100–150 Wörter.*Faustregel, keine offizielle Vorgabe/);
    expect(long?.message.en).toMatch(/longer than about 100–150 words.*rule of thumb, not an official limit/);
  });
});
