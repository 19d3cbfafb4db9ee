// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { trainerMessages } from '~/i18n/writing-trainer-messages';
import { CoachPanel } from './coach-panel';
import { segments } from './letter-marks';
import type { CoachReport, TextRange } from './report';

const LETTER =
  'Liebe Frau Berger,\n\nvielen Dank für Ihre Einladung. Leider kann ich nicht kommen, weil ich bin krank. Kannst du mir das Rezept schicken?\n\nViele Grüße\nAlex';
/** The range of the first occurrence of `part` in the letter. */
const at = (part: string): TextRange => {
  const start = LETTER.indexOf(part);
  if (start < 0) throw new Error(part);
  return { start, end: start + part.length };
};
const POINTS = [
  { german: 'Dank für die Einladung', translation: 'Thanks for the invitation' },
  { german: 'Absage mit Grund', translation: 'Say no, with a reason' },
  { german: 'Vorschlag für ein anderes Treffen', translation: 'Suggest another meeting' },
  { german: 'Bitte um das Rezept', translation: 'Ask for the recipe' },
];

/** A report as the analysis gives it (hand-written: the panel is tested on what it shows). */
const REPORT: CoachReport = {
  words: 27,
  points: [
    { found: true, sentences: [at('vielen Dank für Ihre Einladung.')] },
    { found: true, sentences: [at('Leider kann ich nicht kommen, weil ich bin krank.')] },
    { found: false },
    { found: true, sentences: [at('Kannst du mir das Rezept schicken?')] },
  ],
  form: [
    {
      id: 'du-sie-mixed',
      message: { de: 'Sie mischen du und Sie.', en: 'You mix du and Sie.' },
      places: [at('Ihre'), at('du')],
    },
    { id: 'length-short', message: { de: 'Ihr Text ist kurz.', en: 'Your text is short.' }, places: [] },
  ],
  coherence: { connectors: ['weil'], sentences: 3, ichStarts: 0, hasQuestion: true },
  mistakes: [
    {
      rule: 'verb-final-subordinate',
      place: at('weil ich bin krank'),
      message: {
        de: 'Nach „weil“ steht das Verb am Ende: „weil ich krank bin“.',
        en: 'After "weil" the verb goes to the end: "weil ich krank bin".',
      },
      teaches: { sheet: 'b1-core-grammar', section: 'word-order' },
    },
  ],
  suggestedTaskGrade: 'B',
};

function showPanel(lang: 'de' | 'en', handled: number[] = [1, 2, 3, 4]) {
  render(
    <CoachPanel lang={lang} text={LETTER} report={REPORT} points={POINTS} asksQuestion handled={handled} />,
  );
  return screen.getByRole('region', { name: trainerMessages(lang).coach.title });
}

describe('the writing coach panel', () => {
  it('marks the places in a read-only copy of the letter, each labelled as in the notes below', () => {
    const panel = showPanel('de');
    const letter = within(panel).getByTestId('coach-letter');
    expect(letter.querySelector('textarea')).toBeNull();
    const marks = Array.from(letter.querySelectorAll('mark')).map((m) => [m.dataset.mark, m.textContent]);
    expect(marks).toContainEqual(['mistake', 'weil ich bin krank']);
    expect(marks).toContainEqual(['form', 'du']);
    expect(marks).toContainEqual(['point', 'vielen Dank für ']);
    // The letter reads as she wrote it, labels aside.
    expect(letter).toHaveTextContent(/Liebe Frau Berger,\s+vielen Dank für/);
    // "Ihre" (1: du and Sie) comes before "weil ich bin krank" (2: the mistake).
    expect(within(letter).getAllByText('1')).toHaveLength(2);
    expect(within(letter).getByText('2')).toBeInTheDocument();
  });

  it('names the point not found and asks about it; the found ones point to their sentences', () => {
    const panel = showPanel('de');
    const items = within(within(panel).getByTestId('coach-points')).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[2]).toHaveTextContent(
      'Nicht gefunden. Haben Sie über „Vorschlag für ein anderes Treffen“ geschrieben?',
    );
    expect(items[0]).toHaveTextContent('Gefunden (markiert mit LP 1)');
  });

  it('lists form, coherence and the possible mistakes with a link to where the site teaches each', () => {
    const panel = showPanel('de');
    expect(within(panel).getByTestId('coach-form')).toHaveTextContent('Sie mischen du und Sie.');
    expect(within(panel).getByTestId('coach-coherence')).toHaveTextContent('Verbindungswort: weil.');
    expect(within(panel).getByTestId('coach-mistake-count')).toHaveTextContent(
      '1 möglicher Fehler gefunden; eine Korrektorin oder ein Korrektor findet vielleicht mehr.',
    );
    const mistake = within(within(panel).getByTestId('coach-mistakes')).getByRole('listitem');
    // The place quoted (German, as she wrote it), then the explanation.
    expect(mistake.querySelector('q')).toHaveTextContent('weil ich bin krank');
    expect(mistake).toHaveTextContent('Nach „weil“ steht das Verb am Ende');
    expect(within(mistake).getByRole('link')).toHaveAttribute('href', '/b1-core-grammar#word-order');
    expect(within(panel).getByTestId('coach-limits')).toHaveTextContent('Was der Coach nicht sehen kann');
  });

  it('puts its grade beside hers, keeps hers as the mark, and says why they differ', () => {
    const panel = showPanel('de', [1, 2, 3, 4]);
    expect(within(panel).getByTestId('coach-suggested')).toHaveTextContent(
      'Note B (3 von 4 Leitpunkten gefunden)',
    );
    expect(panel).toHaveTextContent(
      'Ihre Selbstbewertung: Note A (4 von 4 Leitpunkten abgehakt). Sie bleibt Ihre Note.',
    );
    expect(within(panel).getByTestId('coach-differences')).toHaveTextContent(
      'Sie haben Leitpunkt 3 abgehakt, der Coach hat ihn nicht gefunden.',
    );
  });

  it('speaks English on the English page and keeps the German of the letter and the task German', () => {
    const panel = showPanel('en', [1, 2, 4]);
    expect(within(panel).getByRole('heading', { level: 3 })).toHaveTextContent('Feedback on your e-mail');
    const missing = within(within(panel).getByTestId('coach-points')).getAllByRole('listitem')[2]!;
    expect(missing).toHaveTextContent('Not found. Did you write about "Vorschlag für ein anderes Treffen"?');
    expect(within(missing).getByText('Vorschlag für ein anderes Treffen').closest('[lang]')).toHaveAttribute(
      'lang',
      'de',
    );
    expect(within(panel).getByTestId('coach-mistake-count')).toHaveTextContent(
      '1 possible mistake found; a human corrector may find more.',
    );
    expect(within(panel).getByRole('link')).toHaveAttribute('href', '/en/b1-core-grammar#word-order');
    expect(within(panel).getByText('The coach agrees with your ticks.')).toBeInTheDocument();
  });
});

describe('the marked letter', () => {
  it('cuts at every mark, shows the strongest where they overlap and labels each where it ends', () => {
    expect(
      segments('abcdef', [
        { range: { start: 0, end: 4 }, kind: 'point', label: 'L1' },
        { range: { start: 2, end: 3 }, kind: 'mistake', label: '1' },
        { range: { start: 5, end: 99 }, kind: 'form', label: '2' },
      ]),
    ).toEqual([
      { text: 'ab', kind: 'point', labels: [] },
      { text: 'c', kind: 'mistake', labels: ['1'] },
      { text: 'd', kind: 'point', labels: ['L1'] },
      { text: 'e', kind: null, labels: [] },
      { text: 'f', kind: 'form', labels: ['2'] },
    ]);
  });
});
