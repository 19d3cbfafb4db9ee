// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { projectSheet } from '~/content/project-sheet';
import { SHEETS } from '~/content/sheets/index.server';
import { writingPractices } from '~/content/writing-practice';
import { trainerMessages } from '~/i18n/writing-trainer-messages';
import { CoachFeedback } from './coach-feedback';

// The panel on the analysis itself: the apology task of the writing sheet, as the trainer gets it.
const [practice, practiceTask] = writingPractices(
  projectSheet(SHEETS['writing-task-apology']!, 'de').sections,
);
const LETTER =
  'Lieber Tobias,\n\nes tut mir sehr leid, dass ich am Samstag nicht auf deiner Party war. Ich konnte nicht kommen, weil ich bin krank gewesen. Können Sie mir erzählen, wie die Party war?\n\nViele Grüße\nAlex';

/** A reply to the apology sheet's practice task (Frau Kühn, Sie) that writes to her by first name. */
const PRACTICE_LETTER =
  'Liebe Sabine,\n\nes tut mir sehr leid, dass ich gestern nicht zu unserem Gespräch gekommen bin. Mein Sohn war krank, und ich musste mit ihm zum Arzt gehen.\n\nKönnen wir einen neuen Termin finden? Passt es Ihnen am Dienstag um 15 Uhr?\n\nViele Grüße\nMaria Ramos';

function feedback(text: string, lang: 'de' | 'en' = 'de', task = practice!) {
  render(<CoachFeedback lang={lang} text={text} practice={task} handled={[1, 2, 3]} />);
  return screen.getByRole('region', { name: trainerMessages(lang).coach.title });
}

describe("the coach's feedback on a letter", () => {
  it('names the missing point, the Sie in a du letter and "weil ich bin" at their places', () => {
    const panel = feedback(LETTER);
    const points = within(panel).getByTestId('coach-points');
    expect(within(points).getAllByRole('listitem')[3]).toHaveTextContent(
      'Nicht gefunden. Haben Sie über „Vorschlag für ein Treffen“ geschrieben?',
    );
    const marks = Array.from(within(panel).getByTestId('coach-letter').querySelectorAll('mark'));
    expect(marks.find((m) => m.dataset.mark === 'form')).toHaveTextContent(/^Sie$/);
    expect(marks.find((m) => m.dataset.mark === 'mistake')?.textContent).toMatch(/ich bin/);
    expect(within(panel).getByTestId('coach-form')).toHaveTextContent('du und Sie gemischt');
    expect(within(within(panel).getByTestId('coach-mistakes')).getByRole('listitem').dataset.rule).toBe(
      'verb-final-subordinate',
    );
  });

  it('finds every point and no mistake in the model answer', () => {
    const panel = feedback(practice!.model!.lines.join('\n'), 'en');
    expect(within(panel).getByTestId('coach-points').querySelectorAll('[data-found="false"]')).toHaveLength(
      0,
    );
    expect(within(panel).getByTestId('coach-mistake-count')).toHaveTextContent(
      'The coach found no mistake; a human corrector may find some.',
    );
    expect(panel.querySelector('mark[data-mark="mistake"]')).toBeNull();
  });

  it("reads a letter to the sheet's practice task against that task's points and register", () => {
    // A first-name greeting (du) to the class teacher, who asked for Sie; no question about the marks.
    const panel = feedback(PRACTICE_LETTER, 'de', practiceTask);
    const points = within(within(panel).getByTestId('coach-points')).getAllByRole('listitem');
    expect(points.map((p) => p.dataset.found)).toEqual(['true', 'true', 'true', 'false']);
    expect(points[3]).toHaveTextContent('Nicht gefunden. Haben Sie über „Frage zu Leons Noten“ geschrieben?');
    expect(panel.querySelector('[data-finding="greeting-register"]')).not.toBeNull();
  });

  it('reads the same letter against the first task differently (its points, the du it asks for)', () => {
    const panel = feedback(PRACTICE_LETTER, 'de', practice);
    expect(within(panel).getByTestId('coach-points')).toHaveTextContent('Vorschlag für ein Treffen');
    expect(within(panel).getByTestId('coach-points')).not.toHaveTextContent('Leons Noten');
    expect(panel.querySelector('[data-finding="greeting-register"]')).toBeNull();
  });
});
