import {
  MODEL_TEST_PARTS,
  SUBTESTS,
  SUBTEST_MAX,
  type ModelTestPart,
  type Subtest,
} from '~/content/model-tests/parts';

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

/** A subtest's points so far: the parts checked, out of the subtest's maximum. */
export interface SubtestScore {
  subtest: Subtest;
  points: number;
  max: number;
  partsDone: number;
  parts: number;
}

/** Adds the checked parts of a test up per subtest (reading and listening out of 75, Sprachbausteine out of 30). */
export function scoreSubtests(scores: Partial<Record<ModelTestPart['slug'], PartScore>>): SubtestScore[] {
  return SUBTESTS.map((subtest) => {
    const parts = MODEL_TEST_PARTS.filter((p) => p.subtest === subtest);
    const done = parts.flatMap((p) => scores[p.slug] ?? []);
    return {
      subtest,
      points: done.reduce((sum, s) => sum + s.points, 0),
      max: SUBTEST_MAX[subtest],
      partsDone: done.length,
      parts: parts.length,
    };
  });
}
