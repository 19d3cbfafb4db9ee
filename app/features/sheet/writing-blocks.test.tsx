// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ModelAnswerBlock, WritingTaskBlock } from '~/content/sheet-view';
import { ModelAnswer, WritingTask } from './writing-blocks';

const task: WritingTaskBlock = {
  type: 'writingTask',
  title: 'Aufgabe',
  text: [{ german: 'Ihr Freund Tom hat geschrieben.', translation: 'Your friend Tom has written.' }],
  points: [
    { german: 'Dank', translation: 'Thanks', cues: ['dank*'] },
    { german: 'Termin', translation: 'Date', cues: ['termin'] },
    { german: 'Ort', translation: 'Place', cues: ['ort'] },
    { german: 'Frage', translation: 'Question', cues: ['frage*'] },
  ],
  register: 'du',
  asksQuestion: true,
};

const answer: ModelAnswerBlock = {
  type: 'modelAnswer',
  title: 'Schwächere Version',
  lines: [
    { german: 'Lieber Tom,', translation: 'Dear Tom,', points: [] },
    { german: 'danke für die E-Mail.', translation: 'thanks for the e-mail.', points: [1] },
    {
      german: 'Ich komme am 12. Mai um 18:30 Uhr.',
      translation: 'I come on 12 May at 6.30 pm.',
      points: [2, 3],
    },
    { german: 'Viele Grüße', translation: 'Best wishes', points: [], note: 'Gruß passt.' },
  ],
  marking: [
    { criterion: 'task', grade: 'B', reason: 'Drei Punkte.' },
    { criterion: 'communication', grade: 'A', reason: 'Passt.' },
    { criterion: 'accuracy', grade: 'C', reason: 'Fehler.' },
  ],
};

describe('writing task', () => {
  it('numbers the four guiding points, German with the translation marked English on a German page', () => {
    render(<WritingTask block={task} lang="de" />);
    const points = within(screen.getByTestId('guiding-points')).getAllByRole('listitem');
    expect(points.map((p) => p.textContent)).toEqual([
      'LP 1Leitpunkt 1DankThanks',
      'LP 2Leitpunkt 2TerminDate',
      'LP 3Leitpunkt 3OrtPlace',
      'LP 4Leitpunkt 4FrageQuestion',
    ]);
    expect(screen.getByText('Thanks')).toHaveAttribute('lang', 'en');
  });
});

describe('model answer', () => {
  it('counts the words and computes the score from the grades: B, A, C = 9 × 3 = 27', () => {
    render(<ModelAnswer block={answer} lang="de" />);
    expect(screen.getByTestId('word-count')).toHaveTextContent('16 Wörter');
    expect(screen.getByTestId('writing-score')).toHaveTextContent('Summe: 9 × 3 = 27 von 45 Punkten');
    const rows = within(screen.getByTestId('marking')).getAllByRole('listitem');
    expect(rows.map((r) => r.firstChild?.textContent)).toEqual([
      'Aufgabenbewältigung Note B · 3 Punkte',
      'Kommunikative Gestaltung Note A · 5 Punkte',
      'Formale Richtigkeit Note C · 1 Punkt',
    ]);
  });

  it('tags each line with the guiding points it handles, named in full for screen readers', () => {
    render(<ModelAnswer block={answer} lang="en" />);
    const line = screen.getByText('Ich komme am 12. Mai um 18:30 Uhr.').closest('li')!;
    expect(line).toHaveTextContent('Guiding point 2');
    expect(line).toHaveTextContent('Guiding point 3');
    expect(line.closest('ol')).toHaveAttribute('lang', 'de');
    expect(screen.getByText('Total: 9 × 3 = 27 of 45 points')).toBeInTheDocument();
  });
});

describe('the practised task', () => {
  it('ends with the button that opens the writing trainer, hidden in print and without scripts', () => {
    render(<WritingTask block={task} lang="de" task={0} />);
    const button = screen.getByRole('button', { name: /^Diese Aufgabe üben/ });
    expect(button).toHaveAttribute('data-writing-trainer', '0');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button.closest('[data-print="hide"]')).toHaveClass('js-only');
    // The first practised task is where the links to the trainer lead.
    expect(button.closest('figure')).toHaveAttribute('id', 'writing-trainer');
  });

  it('a later task opens the trainer on itself, and its button names it for a screen reader', () => {
    render(<WritingTask block={task} lang="en" task={1} />);
    const button = screen.getByRole('button', { name: `Practise this task – ${task.title}` });
    expect(button).toHaveAttribute('data-writing-trainer', '1');
    expect(button.closest('figure')).not.toHaveAttribute('id');
  });

  it('is the only task with that button', () => {
    render(<WritingTask block={task} lang="en" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
