/**
 * English messages of the oral exam timer's panel. They live apart from `messages-en.ts` because
 * only the panel's lazily loaded chunk needs them: in the shared messages they would cost every
 * first visit. The card that opens the timer keeps its words in the shared messages.
 */
export const oralTimerEn = {
  title: 'Timer: oral exam',
  stage: { preparation: 'Preparation', conversation: 'Conversation' },
  step: 'Phase {step} of {count}',
  left: 'Time left in this phase',
  total: '{elapsed} of {total} in all',
  next: 'Next: {phase}',
  start: 'Start',
  pause: 'Pause',
  resume: 'Resume',
  reset: 'Reset',
  skip: 'Next phase',
  sound: 'Sound',
  less: 'Show less',
  more: 'Show more',
  close: 'Close the timer (it pauses)',
  finished: 'Time is up. Well done!',
  announce: 'Now: {phase} ({stage}, {minutes}).',
  guideline: 'The times are a guideline, not official rules.',
};

/** The shape the timer's messages have in every language. */
export type OralTimerMessages = typeof oralTimerEn;
