import type { ModelTestPart } from './parts';

/**
 * How one part is scored, with the exam's weight per item. Pure and shared: the part page checks
 * with it, the whole exam's result scores its answer sheet with it, and the progress page counts a
 * whole exam's parts with it (features do not import each other, so it lives beside the parts).
 */

/** Item number → the letter marked (as stored). */
export type Answers = Readonly<Record<string, string>>;

/** A checked part: which items were right, and the points with the exam's weight per item. */
export interface PartScore {
  right: number;
  count: number;
  points: number;
  max: number;
  /** The numbers of the items answered wrong or not at all. */
  wrong: number[];
}

/** The item numbers of a part, as on the answer sheet. */
export function itemNumbers(part: ModelTestPart): number[] {
  return Array.from({ length: part.count }, (_, i) => part.first + i);
}

/**
 * Scores a part: an item is right when the letter marked is its key (x included); an item left
 * blank scores nothing, as on the answer sheet.
 */
export function scorePart(part: ModelTestPart, keys: Answers, answers: Answers): PartScore {
  const numbers = itemNumbers(part);
  const wrong = numbers.filter((n) => answers[n] === undefined || answers[n] !== keys[n]);
  const right = numbers.length - wrong.length;
  return {
    right,
    count: numbers.length,
    points: right * part.points,
    max: numbers.length * part.points,
    wrong,
  };
}
