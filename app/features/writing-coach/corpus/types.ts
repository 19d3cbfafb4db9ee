/**
 * One letter of the writing coach's test corpus: written for the corpus as a B1 candidate would write
 * it, and annotated by a reader who did not write the coach's cue sets. The coach is measured
 * against these annotations (agreement per guiding point, recall of the planted mistakes).
 */
export interface CorpusLetter {
  /** `<task id>/<nn>`. */
  id: string;
  /** `<sheet route>:1` or `:2` (the sheet's first or second writing task), or `model-test-<n>`. */
  task: string;
  kind: 'good' | 'short' | 'off-topic' | 'missing-one' | 'missing-two' | 'paraphrase' | 'weak';
  /** The letter; paragraphs separated by a blank line. */
  text: string;
  /** Which of the task's four guiding points the letter addresses, in the task's order. */
  points: [boolean, boolean, boolean, boolean];
  /** Every mistake in the letter: the exact wrong fragment (a unique substring of `text`) and its rule id. */
  mistakes: { fragment: string; rule: string }[];
}

/** The rule ids a planted mistake is tagged with. */
export const MISTAKE_RULES = [
  'verb-final-subordinate',
  'verb-second',
  'perfect-sein-movement',
  'dative-preposition',
  'accusative-preposition',
  'wenn-als-wann',
  'denn-word-order',
  'dass-das',
  'modal-infinitive-end',
  'zu-infinitive',
  'noun-lowercase',
  'sie-lowercase',
  'separable-verb',
  'reflexive-missing',
  'kein-nicht',
  'subject-verb-agreement',
  'participle-end',
  'seit-tense',
  'adjective-ending',
  'comma-subordinate',
  'du-sie-mixed',
] as const;
