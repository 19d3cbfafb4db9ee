import { findPart, type PartSlug } from '~/content/model-tests/parts';
import type { PartScore } from '~/content/model-tests/part-score';
import { allPartResults, latestOfTest, type PartResult, type TestKeys } from '~/content/model-tests/results';
import type { ModelTestRecords } from '~/stores/model-test-records';

/**
 * Every result of one test's parts, a whole exam's parts included (scored with the test's keys):
 * a part done in the whole exam is done, not "not done yet".
 */
export function testResults(records: ModelTestRecords, test: string, keys: TestKeys): PartResult[] {
  return allPartResults(
    records.attempts.filter((a) => a.test === test),
    records.runs.filter((r) => r.test === test),
    (id) => (id === test ? keys : undefined),
  );
}

/** The latest result of every part of a test that was checked, for the subtest totals. */
export function latestScores(
  results: readonly PartResult[],
  test: string,
): Partial<Record<PartSlug, PartScore>> {
  const scores: Partial<Record<PartSlug, PartScore>> = {};
  for (const [slug, r] of latestOfTest(results, test)) {
    const part = findPart(slug);
    if (part) scores[part.slug] = { right: r.right, count: r.count, points: r.points, max: r.max, wrong: [] };
  }
  return scores;
}
