import type { ComponentType } from 'react';
import type { WritingPractice } from '~/content/writing-practice';
import type { Lang } from '~/i18n/locales';
import type { Stopwatch } from '~/lib/stopwatch';

/** The writing trainer's dialog as the run opens it on its e-mail. */
interface RunTrainerProps {
  route: string;
  lang: Lang;
  practice: WritingPractice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClosed: () => void;
  /** Translations under the task's instruction and points: off while the e-mail is on the clock. */
  glosses: boolean;
  /** The run's writing clock (`writingWatch`), shown in the trainer instead of its own timer. */
  clock?: { watch: Stopwatch; ended: 'time' | 'early' | null };
}

/** The trainer's stored letter, as the run starts, hands in and scores it. */
interface HostedLetter {
  /** Starts a fresh letter (a new run's e-mail). */
  reset: (route: string) => void;
  /** Puts the letter at its self-assessment (the e-mail was handed in). */
  toAssessment: (route: string) => void;
  /** The self-assessed points, or null while the letter is not assessed. */
  points: (route: string) => number | null;
}

/**
 * What the written run needs of the writing trainer. Features do not import each other, so the
 * route hands it in (`routes/mock-run.tsx`); both halves load only when the run needs them.
 */
export interface RunTrainerTools {
  Trainer: ComponentType<RunTrainerProps>;
  letter: () => Promise<HostedLetter>;
}
