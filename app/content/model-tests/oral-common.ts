/**
 * What every model test's oral exam says alike: the part 1 cue cards the exam uses in every sitting
 * (each test picks its own set, with one or two of its own), and the examiner's closing line.
 */
export const PART1_CUE = {
  name: { german: 'Name', translation: 'Name' },
  origin: { german: 'Herkunft', translation: 'Where you come from' },
  home: { german: 'Wohnort', translation: 'Where you live' },
  family: { german: 'Familie', translation: 'Family' },
  work: { german: 'Beruf oder Ausbildung', translation: 'Job or training' },
  languages: { german: 'Sprachen', translation: 'Languages' },
  freeTime: { german: 'Freizeit', translation: 'Free time' },
} as const;

/** The examiner's last words in the solo rehearsal. */
export const EXAMINER_END = {
  german: 'Vielen Dank. Damit ist die mündliche Prüfung zu Ende.',
  translation: 'Thank you. That is the end of the oral exam.',
} as const;
