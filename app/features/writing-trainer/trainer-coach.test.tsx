// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WritingPractice } from '~/content/writing-practice';
import { trainerMessages } from '~/i18n/writing-trainer-messages';
import type { CoachFeedbackProps, CoachModule, LoadCoach } from './coach-slot';
import { saveSession, NEW_SESSION } from './trainer-session';
import type { ExamClock } from './trainer-timer';
import { WritingTrainer } from './writing-trainer';

const MIN = 60_000;
const t = trainerMessages('de');
const practice = {
  task: {
    title: 'Eine Einladung',
    text: ['Ihre Freundin Lea lädt Sie ein.'],
    points: [1, 2, 3, 4].map((n) => ({ german: `Punkt ${n}`, translation: `Point ${n}` })),
  },
  model: { title: 'Musterantwort', lines: ['Liebe Lea,'], grades: ['A', 'A', 'A'] },
} as WritingPractice;

/** A stand-in for the coach's feedback: says which letter it is about. */
function Feedback({ text }: CoachFeedbackProps) {
  return <p data-testid="feedback">Feedback zu: {text}</p>;
}
const warm = vi.fn<CoachModule['warm']>();
const load = vi.fn<LoadCoach>(() => Promise.resolve({ Feedback, warm }));

function openTrainer(
  options: {
    clock?: ExamClock;
    stage?: 'write' | 'assess';
    practice?: WritingPractice;
    coach?: LoadCoach;
  } = {},
) {
  saveSession('route', { ...NEW_SESSION, text: 'Liebe Lea, danke!', stage: options.stage ?? 'write' });
  render(
    <WritingTrainer
      route="route"
      lang="de"
      practice={options.practice ?? practice}
      open
      onOpenChange={() => {}}
      onClosed={() => {}}
      clock={options.clock}
      coach={options.coach ?? load}
    />,
  );
  return screen.getByTestId('writing-trainer');
}

describe('the writing coach in the trainer', () => {
  beforeEach(() => {
    localStorage.clear();
    load.mockClear();
    warm.mockClear();
  });

  // First: the coach's code is loaded once per visit (module), and no test before has loaded it.
  it('says nothing when the warm-up cannot load the coach, and her request tries again', async () => {
    const own = { ...practice, task: { ...practice.task } };
    const failing = vi.fn<LoadCoach>(() => Promise.reject(new Error('offline')));
    const dialog = openTrainer({ practice: own, coach: failing });
    await vi.waitFor(() => expect(failing).toHaveBeenCalled(), { timeout: 5000 });
    await Promise.resolve();
    expect(within(dialog).queryByText(t.coach.loadFailed)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: t.coach.request }));
    expect(await within(dialog).findByText(t.coach.loadFailed)).toBeInTheDocument();
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('loads the coach once she has written and warms its analysis for her task, once, without a request', async () => {
    // A task of its own: the warm-up runs once per task and visit.
    const own = { ...practice, task: { ...practice.task } };
    const dialog = openTrainer({ practice: own });
    await vi.waitFor(() => expect(warm).toHaveBeenCalledWith(own), { timeout: 5000 });
    // Nothing is shown before she asks.
    expect(within(dialog).queryByTestId('feedback')).toBeNull();
    expect(within(dialog).queryByText(t.coach.loading)).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: t.yourText }), {
      target: { value: 'Liebe Lea, danke!' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: t.coach.request }));
    expect(await within(dialog).findByTestId('feedback')).toBeInTheDocument();
    expect(warm.mock.calls.filter(([p]) => p === own)).toHaveLength(1);
  });

  it('gives feedback on request while writing, for the text as it is, and offers an update after a change', async () => {
    const dialog = openTrainer();
    expect(within(dialog).queryByTestId('feedback')).toBeNull();
    // The button sits in the bar with the word count, above the text.
    const bar = within(dialog).getByTestId('trainer-write-bar');
    expect(within(bar).getByTestId('trainer-word-count')).toBeInTheDocument();
    fireEvent.click(within(bar).getByRole('button', { name: t.coach.request }));
    expect(await within(dialog).findByTestId('feedback')).toHaveTextContent('Feedback zu: Liebe Lea, danke!');
    expect(within(bar).queryByRole('button', { name: t.coach.request })).toBeNull();
    const area = within(dialog).getByRole('textbox', { name: t.yourText });
    fireEvent.change(area, { target: { value: 'Liebe Lea, danke für die Einladung!' } });
    expect(within(dialog).getByText(t.coach.changed)).toBeInTheDocument();
    fireEvent.click(within(bar).getByRole('button', { name: t.coach.update }));
    expect(
      await within(dialog).findByText('Feedback zu: Liebe Lea, danke für die Einladung!'),
    ).toBeInTheDocument();
  });

  it('gives no feedback while an exam clock runs', () => {
    const dialog = openTrainer({ clock: { watch: { banked: 0, since: Date.now() - 5 * MIN }, ended: null } });
    expect(within(dialog).queryByRole('button', { name: t.coach.request })).toBeNull();
    expect(within(dialog).queryByTestId('coach-area')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the feedback at once beside the self-assessment, also after an exam has collected the letter', async () => {
    const dialog = openTrainer({
      clock: { watch: { banked: 30 * MIN, since: null }, ended: 'time' },
      stage: 'assess',
    });
    expect(within(dialog).getByRole('heading', { name: t.assessTitle })).toBeInTheDocument();
    expect(await within(dialog).findByTestId('feedback')).toHaveTextContent('Feedback zu: Liebe Lea, danke!');
  });
});
