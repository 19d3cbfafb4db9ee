import type { Localized } from '~/i18n/locales';

/**
 * What the writing coach says about one letter: the contract between the analysis (pure, in the
 * browser, `analyseLetter`) and the panel that shows it. Places in the letter are character ranges
 * of the text as the learner typed it, so the panel can mark them.
 */
export interface TextRange {
  /** Offset of the first character. */
  start: number;
  /** Offset after the last character. */
  end: number;
}

/** The task as the coach needs it: its guiding points with their cue sets, and its register. */
export interface CoachTask {
  /** The four guiding points in the task's order. */
  points: readonly CoachPoint[];
  /** The register the letter asks for: `du` (a friend), `Sie` (formal), `semi` (semi-formal: Sie, but a personal greeting such as "Liebe Frau Berger," for a neighbour or a teacher). */
  register: 'du' | 'Sie' | 'semi';
  /** Whether a point asks her to ask something (a question belongs in the letter). */
  asksQuestion: boolean;
}

export interface CoachPoint {
  /** The point as the task sheet prints it (German). */
  german: string;
  translation: string;
  /** Cues that show a sentence addresses the point: words, word families (stems ending in `*`), phrasings. */
  cues: readonly string[];
}

export type PointFinding = { found: true; sentences: readonly TextRange[] } | { found: false };

export interface FormFinding {
  /**
   * Stable id: `greeting-missing`, `greeting-register`, `greeting-comma`, `after-greeting-capital`,
   * `closing-missing`, `closing-register`, `closing-greeting` (a formal greeting with a du closing),
   * `du-sie-mixed` (places: the forms that do not fit the task), `register-wrong` (the whole letter in
   * the other register), `paragraphs`, `length-short`, `length-long`. Lower-case Sie/Ihnen/Ihr is a
   * mistake (`sie-lowercase`), not a form finding.
   */
  id: string;
  message: Localized;
  places: readonly TextRange[];
}

export interface MistakeFinding {
  /** The rule's id, e.g. `verb-final-subordinate`. */
  rule: string;
  place: TextRange;
  /** A short explanation in the page language; German examples stay German. */
  message: Localized;
  /** Where the site teaches it: a sheet route and a section id. */
  teaches: { sheet: string; section: string };
}

export interface CoachReport {
  words: number;
  points: readonly PointFinding[];
  form: readonly FormFinding[];
  coherence: {
    /** Connectors used, in the order they first appear (lower case). */
    connectors: readonly string[];
    sentences: number;
    /** Sentences that begin with "Ich". */
    ichStarts: number;
    /** Whether the letter asks a question (only meaningful when the task asks for one). */
    hasQuestion: boolean;
  };
  mistakes: readonly MistakeFinding[];
  /** The coach's suggestion for Aufgabenbewältigung from the points found (4 = A … 1 or 0 = D); the learner's self-assessment stays the score of record. */
  suggestedTaskGrade: 'A' | 'B' | 'C' | 'D';
}
