import type { Attempt, RunResult } from '~/stores/model-test-records';
import { scorePart, type Answers } from './part-score';
import { MODEL_TEST_PARTS, findPart, type ModelTestPart } from './parts';

/**
 * Every result of a part the learner has: the parts she checked on their own (attempts) and the
 * parts of every whole written exam she finished, scored from the exam's answer sheet. A whole exam
 * keeps only its answer sheet and subtest totals, so its parts are scored here with the test's keys
 * (the test page and the progress page pass them); a part done in a whole exam counts like a part
 * done on its own.
 */

/** One checked part: where it was done (on its own or in a whole exam), when, and what it scored. */
export interface PartResult {
  test: string;
  part: ModelTestPart;
  /** ISO date and time of the check (of a whole exam: when its result was taken). */
  date: string;
  right: number;
  count: number;
  points: number;
  max: number;
  source: 'part' | 'exam';
}

/** Item number → key, for one test (items 1–60). */
export type TestKeys = Answers;

/**
 * The parts of a finished whole exam, scored from its answer sheet. A listening block skipped (no
 * German voice) is no result: its parts are left out, not counted as zero.
 */
export function examPartResults(run: RunResult, keys: TestKeys): PartResult[] {
  return MODEL_TEST_PARTS.filter((part) => run.listening !== null || part.subtest !== 'listening').map(
    (part) => {
      const { right, count, points, max } = scorePart(part, keys, run.answers);
      return { test: run.test, part, date: run.date, right, count, points, max, source: 'exam' };
    },
  );
}

/**
 * Every result, oldest first: each attempt, and each part of each whole exam whose test's keys are
 * known (`keysOf`). Attempts at unknown parts are left out.
 */
export function allPartResults(
  attempts: readonly Attempt[],
  runs: readonly RunResult[],
  keysOf: (test: string) => TestKeys | undefined,
): PartResult[] {
  const practised = attempts.flatMap((a): PartResult[] => {
    const part = findPart(a.part);
    return part && a.max > 0
      ? [
          {
            test: a.test,
            part,
            date: a.date,
            right: a.right,
            count: a.count,
            points: a.points,
            max: a.max,
            source: 'part',
          },
        ]
      : [];
  });
  const inExams = runs.flatMap((run) => {
    const keys = keysOf(run.test);
    return keys ? examPartResults(run, keys) : [];
  });
  return [...practised, ...inExams].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

/**
 * The written total of a finished whole exam, of 225: a skipped listening block and an e-mail not
 * assessed count nothing (the run page's result and history, the test page, the progress chart).
 */
export const writtenTotal = (run: RunResult) =>
  run.reading + run.language + (run.listening ?? 0) + (run.writing ?? 0);

/** The latest result of each part of one test (a whole exam's parts included). */
export function latestOfTest(results: readonly PartResult[], test: string): Map<string, PartResult> {
  const latest = new Map<string, PartResult>();
  for (const r of results) if (r.test === test) latest.set(r.part.slug, r);
  return latest;
}
