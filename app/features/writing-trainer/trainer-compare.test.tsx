// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WritingPractice } from '~/content/writing-practice';
import { trainerMessages } from '~/i18n/writing-trainer-messages';
import { TrainerCompare } from './trainer-compare';

// The letter beside the task's model answer, or, for a task the sheet gives none for, the note saying so.

const task: WritingPractice['task'] = {
  title: 'Übungsaufgabe',
  text: ['Frau Kühn schreibt Ihnen.'],
  points: [1, 2, 3, 4].map((n) => ({ german: `Punkt ${n}`, translation: `Point ${n}`, cues: [] })),
  register: 'Sie',
  asksQuestion: false,
};

describe('the comparison after the self-assessment', () => {
  it('shows the model answer of a task that has one', () => {
    const model = { title: 'Musterantwort', lines: ['Liebe Lea,', 'danke!'], grades: ['A', 'A', 'A'] };
    render(<TrainerCompare lang="de" practice={{ task, model } as WritingPractice} text="Hallo" />);
    expect(screen.getByRole('heading', { name: trainerMessages('de').compare })).toBeInTheDocument();
    expect(screen.getByTestId('trainer-model')).toHaveTextContent('danke!');
    expect(screen.queryByTestId('trainer-no-model')).toBeNull();
  });

  it.each(['de', 'en'] as const)(
    'says the sheet gives no model answer for a task without one (%s)',
    (lang) => {
      const t = trainerMessages(lang);
      render(<TrainerCompare lang={lang} practice={{ task }} text="Sehr geehrte Frau Kühn," />);
      expect(screen.getByRole('heading', { name: t.compareOwn })).toBeInTheDocument();
      expect(screen.getByTestId('trainer-no-model')).toHaveTextContent(t.noModel);
      expect(screen.getByTestId('trainer-own-text')).toHaveTextContent('Sehr geehrte Frau Kühn,');
      expect(screen.queryByTestId('trainer-model')).toBeNull();
    },
  );
});
