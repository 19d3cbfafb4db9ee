import type { ComponentType } from 'react';
import type { WritingPractice } from '~/content/writing-practice';
import type { Lang } from '~/i18n/locales';

/** What the writing coach's feedback is given: the letter, the task, and the points she ticked (1–4). */
export interface CoachFeedbackProps {
  lang: Lang;
  text: string;
  practice: WritingPractice;
  handled: readonly number[];
}

/**
 * Loads the writing coach's feedback. The coach is a feature of its own: features do not import
 * each other, so the route that composes the trainer hands this in, and the coach's code loads
 * only when feedback is first asked for (or the letter is marked).
 */
export type LoadCoach = () => Promise<ComponentType<CoachFeedbackProps>>;
