// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WritingPractice } from '~/content/writing-practice';
import { TRAINER_TRIGGER } from '~/lib/writing-trainer-trigger';
import { TRAINER_KEY } from './trainer-key';
import { WritingTrainerLauncher } from './trainer-launcher';
import type { WritingTrainerProps } from './writing-trainer';

// The launcher opens the trainer on the task whose button was pressed, under that task's session.

const task = (title: string): WritingPractice => ({
  task: {
    title,
    text: [`${title}: die E-Mail`],
    points: [1, 2, 3, 4].map((n) => ({ german: `${title} ${n}`, translation: `${title} ${n}`, cues: [] })),
    register: 'du',
    asksQuestion: false,
  },
});

/** A stand-in for the trainer: shows which task and which session it was opened on. */
function Trainer({ route, practice, open }: WritingTrainerProps) {
  return open ? (
    <div data-testid="trainer" data-session={route}>
      {practice.task.title}
    </div>
  ) : null;
}
const load = () => Promise.resolve(Trainer);

function sheet() {
  render(
    <>
      <button type="button" {...{ [TRAINER_TRIGGER]: '0' }}>
        Aufgabe
      </button>
      <button type="button" {...{ [TRAINER_TRIGGER]: '1' }}>
        Übungsaufgabe
      </button>
      <button type="button" {...{ [TRAINER_TRIGGER]: '' }}>
        Schreibtrainer
      </button>
      <WritingTrainerLauncher
        route="writing-task-apology"
        lang="de"
        practices={[task('Beispiel'), task('Übung')]}
        load={load}
      />
    </>,
  );
}

afterEach(() => localStorage.clear());

describe('the writing trainer launcher', () => {
  it.each([
    ['Aufgabe', 'Beispiel', 'writing-task-apology'],
    ['Übungsaufgabe', 'Übung', 'writing-task-apology-task-2'],
    ['Schreibtrainer', 'Beispiel', 'writing-task-apology'],
  ])('the button "%s" opens the trainer on the task "%s", session %s', async (button, title, session) => {
    sheet();
    fireEvent.click(screen.getByRole('button', { name: button }));
    const trainer = await screen.findByTestId('trainer');
    expect(trainer).toHaveTextContent(title);
    expect(trainer).toHaveAttribute('data-session', session);
  });

  it('opens again on the task whose trainer was open when the page was left', async () => {
    localStorage.setItem(TRAINER_KEY, JSON.stringify({ 'writing-task-apology-task-2': { open: true } }));
    sheet();
    const trainer = await screen.findByTestId('trainer');
    expect(trainer).toHaveTextContent('Übung');
    expect(trainer).toHaveAttribute('data-session', 'writing-task-apology-task-2');
  });
});
