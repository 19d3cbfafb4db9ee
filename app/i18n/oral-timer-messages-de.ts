import type { OralTimerMessages } from './oral-timer-messages-en';

/** German messages of the oral exam timer's panel (see `oral-timer-messages-en.ts` for why apart). */
export const oralTimerDe = {
  title: 'Timer: mündliche Prüfung',
  stage: { preparation: 'Vorbereitung', conversation: 'Gespräch' },
  step: 'Phase {step} von {count}',
  left: 'Restzeit dieser Phase',
  total: '{elapsed} von {total} insgesamt',
  next: 'Danach: {phase}',
  start: 'Starten',
  pause: 'Anhalten',
  resume: 'Weiter',
  reset: 'Zurücksetzen',
  skip: 'Nächste Phase',
  sound: 'Ton',
  less: 'Weniger zeigen',
  more: 'Mehr zeigen',
  close: 'Timer schließen (er hält an)',
  finished: 'Die Zeit ist um. Gut gemacht!',
  announce: 'Jetzt: {phase} ({stage}, {minutes}).',
  guideline: 'Die Zeiten sind Richtwerte, keine offiziellen Regeln.',
} satisfies OralTimerMessages;
