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

/** The writing coach's code, once loaded. */
export interface CoachModule {
  /** The feedback on a letter. */
  Feedback: ComponentType<CoachFeedbackProps>;
  /**
   * Runs the analysis once on a short letter for this task while the browser is idle, so that the
   * first feedback she asks for is as quick as every later one (a first run of the analysis costs
   * several times a later one: its code is compiled on first use).
   */
  warm: (practice: WritingPractice) => void;
}

/**
 * Loads the writing coach. The coach is a feature of its own: features do not import each other, so
 * the route that composes the trainer hands this in. The coach's code loads when she starts writing
 * in the trainer (while the browser is idle), when she asks for feedback, or when the letter is
 * marked; never with a page.
 */
export type LoadCoach = () => Promise<CoachModule>;
