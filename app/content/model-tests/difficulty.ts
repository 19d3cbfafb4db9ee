import { format } from '../../i18n/messages';

/**
 * The difficulty reading of the model tests (docs/content-brief.md, "The difficulty reading"): a
 * second reader who did not write the items answered all of them blind and rated each wrong option
 * 0–2 for how strongly it tempts a B1 learner. `strong` counts the items with at least one option
 * rated 2; where two readers read a part at once (decision 0054), an item counts by the share of them
 * who rated an option 2, and the total is rounded down. The pages say what these figures mean for a
 * learner's score; update them with each reading.
 */
export const DIFFICULTY_READING = {
  date: '2026-11-30',
  /** The saved answers and ratings, in `docs/readings/`. */
  file: '2026-11-30-model-tests-blind-9.json',
  /** Items read (1–60 of each test). */
  items: 360,
  /** Items whose blind answers (every reader's) agreed with the key. */
  agreed: 360,
  /** Items with a distractor rated 2 (a real near-miss). */
  strong: 312,
} as const;

/**
 * What the latest difficulty reading means for her score, in a page's words (a template with
 * `{items}` and `{strong}`): the model-test pages and the progress page's estimates say it alike.
 */
export const difficultyLine = (template: string): string =>
  format(template, { items: String(DIFFICULTY_READING.items), strong: String(DIFFICULTY_READING.strong) });
