// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WritingPractice } from '~/content/writing-practice';
import { trainerMessages } from '~/i18n/writing-trainer-messages';
import { ACTIVITY_KEY } from '~/stores/study-activity';
import { NEW_SESSION, saveSession } from './trainer-session';
import type { ExamClock } from './trainer-timer';
import { WritingTrainer } from './writing-trainer';

const MIN = 60_000;
const practice: WritingPractice = {
  task: {
    title: 'Eine Einladung',
    text: ['Ihre Freundin Lea lädt Sie ein.'],
    points: [
      { german: 'Dank', translation: 'Thanks', cues: [] },
      { german: 'Zusage', translation: 'Yes', cues: [] },
      { german: 'Geschenk', translation: 'Present', cues: [] },
      { german: 'Frage', translation: 'Question', cues: [] },
    ],
    register: 'du',
    asksQuestion: false,
  },
  model: { title: 'Musterantwort', lines: ['Liebe Lea,'], grades: ['A', 'A', 'A'] },
};

/** The trainer as the whole written run opens it: on the run's clock. */
function openOnExamClock(clock: ExamClock, lang: 'de' | 'en' = 'de') {
  render(
    <WritingTrainer
      route="mock-test-1"
      lang={lang}
      practice={practice}
      open
      onOpenChange={() => {}}
      onClosed={() => {}}
      clock={clock}
    />,
  );
  return screen.getByTestId('writing-trainer');
}

describe('the writing trainer in the whole written exam', () => {
  const t = trainerMessages('de');
  beforeEach(() => localStorage.clear());

  it("shows the run's time left, with no clock of its own to start and no marking while it runs", () => {
    const dialog = openOnExamClock({ watch: { banked: 0, since: Date.now() - 12 * MIN }, ended: null });
    expect(within(dialog).getByTestId('trainer-clock')).toHaveTextContent(/^1[78]:\d\d$/);
    expect(within(dialog).getByText(t.examTimeLeft)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: t.start })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: t.toAssess })).toBeNull();
    expect(within(dialog).getByTestId('trainer-signal')).toHaveTextContent('');
    expect(within(dialog).getByRole('textbox', { name: t.yourText })).not.toHaveAttribute('readonly');
  });

  it('warns five minutes before the end', () => {
    const dialog = openOnExamClock({ watch: { banked: 0, since: Date.now() - 26 * MIN }, ended: null });
    expect(within(dialog).getByTestId('trainer-signal')).toHaveTextContent(t.exam.reminder);
  });

  it('at the end collects the text inside the writer: a notice, the text read-only, marking offered', () => {
    const dialog = openOnExamClock({ watch: { banked: 30 * MIN, since: null }, ended: 'time' });
    expect(within(dialog).getByTestId('trainer-clock')).toHaveTextContent('00:00');
    expect(within(dialog).getByRole('status')).toHaveTextContent(t.exam.collected);
    const area = within(dialog).getByRole('textbox', { name: t.yourText });
    expect(area).toHaveAttribute('readonly');
    expect(area).toHaveAccessibleDescription(new RegExp(t.textCollected));
    expect(within(dialog).getByRole('button', { name: t.toAssess })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: t.restart })).toBeNull();
  });

  it('after an early hand-in says so, not that the time is up (in English too)', () => {
    const en = trainerMessages('en');
    const dialog = openOnExamClock({ watch: { banked: 21 * MIN, since: null }, ended: 'early' }, 'en');
    expect(within(dialog).getByRole('status')).toHaveTextContent(en.exam.handedIn);
    expect(dialog).not.toHaveTextContent(/time is up/i);
    expect(within(dialog).getByTestId('trainer-clock')).toHaveTextContent('09:00');
  });

  it("counts a collected letter as the day's writing, written against the exam's clock", () => {
    saveSession('mock-test-1', { ...NEW_SESSION, text: 'Liebe Lea, danke für die Einladung!' });
    const dialog = openOnExamClock({ watch: { banked: 30 * MIN, since: null }, ended: 'time' });
    fireEvent.click(within(dialog).getByRole('button', { name: t.toAssess }));
    expect(within(dialog).getByRole('heading', { name: t.assessTitle })).toBeInTheDocument();
    expect(localStorage.getItem(ACTIVITY_KEY)).toContain('"writing":1');
  });
});
