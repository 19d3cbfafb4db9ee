import {
  MODEL_TEST_PARTS,
  SUBTESTS,
  SUBTEST_MAX,
  type ModelTestPart,
  type Subtest,
} from '~/content/model-tests/parts';
import type { PartScore } from '~/content/model-tests/part-score';

export { itemNumbers, scorePart, type Answers, type PartScore } from '~/content/model-tests/part-score';

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
