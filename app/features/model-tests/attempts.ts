import { findPart, type PartSlug } from '~/content/model-tests/parts';
import type { PartScore } from '~/content/model-tests/part-score';
import { WRITTEN_BLOCK } from '~/content/exam-format';
import {
  allPartResults,
  latestOfTest,
  writtenTotal,
  type PartResult,
  type TestKeys,
} from '~/content/model-tests/results';
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

/** A row of the test page's history: a part checked on its own, or a whole written exam finished. */
export type HistoryRow =
  | { kind: 'part'; date: string; part: string; points: number; max: number }
  /** `review`: the run page explains this exam item by item (any of them, while no run is under way). */
  | { kind: 'exam'; date: string; points: number; max: number; review: boolean };

/**
 * Everything she finished of one test, newest first: each checked part and each whole written exam
 * (its written total of 225, as its result page gives it). A whole exam under way is no row: it has
 * no result yet, as a part not yet checked has none, and its page shows where it stands.
 */
export function historyRows(records: ModelTestRecords, test: string): HistoryRow[] {
  const parts = records.attempts
    .filter((a) => a.test === test)
    .map((a): HistoryRow => ({ kind: 'part', date: a.date, part: a.part, points: a.points, max: a.max }));
  const runs = records.runs.filter((r) => r.test === test);
  const exams = runs.map((run): HistoryRow => ({
    kind: 'exam',
    date: run.date,
    points: writtenTotal(run),
    max: WRITTEN_BLOCK.max,
    // The run page reviews a finished exam only while no run is under way (it shows the run then).
    review: records.run === null,
  }));
  // Rows of the same moment: the one stored last comes first, as with the rest.
  return [...parts, ...exams]
    .map((row, i) => ({ row, i }))
    .sort((a, b) => Date.parse(b.row.date) - Date.parse(a.row.date) || b.i - a.i)
    .map(({ row }) => row);
}
