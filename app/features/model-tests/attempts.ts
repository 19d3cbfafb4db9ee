import { findPart, type PartSlug } from '~/content/model-tests/parts';
import type { Attempt } from '~/stores/model-test-records';
import type { PartScore } from './scoring';

/** The latest checked attempt at a part of a test, if any. */
export function lastAttempt(attempts: readonly Attempt[], test: string, part: string): Attempt | undefined {
  return attempts.filter((a) => a.test === test && a.part === part).at(-1);
}

/** The latest result of every part of a test that was checked, for the subtest totals. */
export function latestScores(
  attempts: readonly Attempt[],
  test: string,
): Partial<Record<PartSlug, PartScore>> {
  const scores: Partial<Record<PartSlug, PartScore>> = {};
  for (const a of attempts) {
    const part = findPart(a.part);
    if (a.test !== test || !part) continue;
    scores[part.slug] = { right: a.right, count: a.count, points: a.points, max: a.max, wrong: [] };
  }
  return scores;
}
