import type { WritingTrainerProps } from '~/features/writing-trainer/writing-trainer';
import { WritingTrainer } from '~/features/writing-trainer/writing-trainer';

/**
 * The writing trainer with the writing coach, composed here because features do not import each
 * other. Not a route: the sheet route and the whole written run load this module when the trainer
 * is first opened, and the coach's own code (the analysis and its panel) loads only once she writes
 * in the trainer, so no page without a writing task carries a byte of it.
 */
const loadCoach = () =>
  import('~/features/writing-coach/coach-feedback').then((m) => ({
    Feedback: m.CoachFeedback,
    warm: m.warmCoach,
  }));

export function CoachedTrainer(props: WritingTrainerProps) {
  return <WritingTrainer {...props} coach={loadCoach} />;
}
