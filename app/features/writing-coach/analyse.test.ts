import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { analyseLetter } from './analyse';
import { corpusTask } from './corpus-measure';
import type { CoachReport } from './report';

// What a learner sees of the analysis beyond the mistakes: the points, form and register,
// connectors and "Ich" starts, the suggested mark, and how long it takes.

/** Katja's e-mail (model test 1, du): the task with its cues as the trainer's page data has it. */
const katja = corpusTask('model-test-1');
/** Ms Vogel and the heating (complaint sheet, Sie). */
const vogel = corpusTask('writing-task-complaint:1');

const GOOD = `Liebe Katja,

vielen Dank für deine E-Mail! Den Fotokurs habe ich im Frühling gemacht, und er hat mir sehr gut gefallen. Der Kursleiter hat alles gut erklärt.

Weil du den ganzen Tag sitzt, passt ein Tanzkurs gut zu dir. Außerdem lernt man dort nette Leute kennen.

Natürlich mache ich gern mit! Allerdings habe ich nur dienstags Zeit.

Wollen wir uns am Samstag im Café am Markt treffen? Dann schauen wir zusammen ins Programm.

Liebe Grüße
Deine Ana`;

const ids = (report: CoachReport) => report.form.map((f) => f.id);

describe('analyseLetter', () => {
  it('finds all four points of a good letter, suggests A and has nothing to say about its form', () => {
    const report = analyseLetter(GOOD, katja);
    expect(report.points.map((p) => p.found)).toEqual([true, true, true, true]);
    expect(report.suggestedTaskGrade).toBe('A');
    expect(ids(report)).toEqual(['length-short']);
    expect(report.mistakes).toEqual([]);
  });

  it('marks the sentences that handle a point, as ranges of the text', () => {
    const report = analyseLetter(GOOD, katja);
    const first = report.points[0];
    expect(first?.found).toBe(true);
    const texts = first?.found ? first.sentences.map((r) => GOOD.slice(r.start, r.end)) : [];
    expect(texts[0]).toMatch(/^Den Fotokurs habe ich/);
  });

  it('reports a missing point and suggests the mark the exam gives (3 = B, 2 = C, 1 = D)', () => {
    const withoutMeeting = GOOD.replace(/Wollen wir[^\n]*\n/, '');
    expect(analyseLetter(withoutMeeting, katja).points[3]).toEqual({ found: false });
    expect(analyseLetter(withoutMeeting, katja).suggestedTaskGrade).toBe('B');
    const onlyCourse = 'Liebe Katja,\n\nder Fotokurs war toll.\n\nLiebe Grüße\nAna';
    expect(analyseLetter(onlyCourse, katja).suggestedTaskGrade).toBe('D');
  });

  it('counts connectors in the order they first appear, sentences, Ich starts and questions', () => {
    const { coherence } = analyseLetter(GOOD, katja);
    expect(coherence.connectors).toEqual(['weil', 'außerdem', 'allerdings', 'dann']);
    expect(coherence.hasQuestion).toBe(true);
    expect(coherence.ichStarts).toBe(0);
    const ich = analyseLetter(
      'Liebe Katja,\nich komme. Ich bringe Kuchen mit. Ich freue mich.\nViele Grüße\nAna',
      katja,
    );
    expect(ich.coherence).toMatchObject({ sentences: 3, ichStarts: 3, hasQuestion: false });
  });

  it('asks for a greeting and a closing, and a comma after the greeting', () => {
    expect(ids(analyseLetter('vielen Dank für deine E-Mail.', katja))).toEqual(
      expect.arrayContaining(['greeting-missing', 'closing-missing']),
    );
    expect(ids(analyseLetter(GOOD.replace('Liebe Katja,', 'Liebe Katja'), katja))).toContain(
      'greeting-comma',
    );
  });

  it('wants the line after the greeting’s comma in lower case (nouns and Sie keep their capital)', () => {
    expect(ids(analyseLetter(GOOD.replace('vielen Dank', 'Vielen Dank'), katja))).toContain(
      'after-greeting-capital',
    );
    const sie = `Sehr geehrte Frau Vogel,\nSie haben nach der Reparatur gefragt. Die Heizung ist kalt.\nMit freundlichen Grüßen\nAna`;
    expect(ids(analyseLetter(sie, vogel))).not.toContain('after-greeting-capital');
  });

  it('checks the greeting and the closing against the register the task asks for', () => {
    const formal = GOOD.replace('Liebe Katja,', 'Sehr geehrte Frau Berger,').replace(
      'Liebe Grüße',
      'Mit freundlichen Grüßen',
    );
    expect(ids(analyseLetter(formal, katja))).toEqual(
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
    const short = analyseLetter(GOOD, katja).form.find((f) => f.id === 'length-short');
    expect(short?.message.de).toMatch(/Faustregel, keine offizielle Vorgabe/);
    expect(short?.message.en).toMatch(/rule of thumb, not an official limit/);
    const block = `Liebe Katja,\n${'Der Fotokurs war sehr schön und ich habe viel gelernt. '.repeat(8)}\nLiebe Grüße\nAna`;
    expect(ids(analyseLetter(block, katja))).toContain('paragraphs');
  });

  it('explains every finding in German and English and links each mistake to a sheet section', () => {
    const report = analyseLetter(
      'Liebe Katja,\nich habe nicht Zeit, weil ich bin müde.\nViele Grüße\nAna',
      katja,
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

  it('takes a few milliseconds for a 200-word letter (median of 50 runs, reported)', () => {
    const letter = `${GOOD.split('\nLiebe Grüße')[0]!}\n\n${'Außerdem habe ich am Wochenende Zeit, weil ich nicht arbeiten muss. '.repeat(11)}\n\nLiebe Grüße\nDeine Ana`;
    const words = analyseLetter(letter, katja).words;
    expect(words).toBeGreaterThanOrEqual(190);
    expect(words).toBeLessThanOrEqual(230);
    const times: number[] = [];
    for (let i = 0; i < 50; i++) {
      const start = performance.now();
      analyseLetter(letter, katja);
      times.push(performance.now() - start);
    }
    const median = times.sort((a, b) => a - b)[25]!;
    console.info(`analyseLetter, ${words} words: median ${median.toFixed(2)} ms of 50 runs`);
    expect(median).toBeLessThan(25);
  });
});
