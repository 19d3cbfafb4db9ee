import { findPart, SUBTEST_MAX, type Subtest } from '~/content/model-tests/parts';
import type { PartView } from '~/content/model-tests/part-view';
import type { RunResult } from '~/stores/model-test-records';
import { scorePart, type Answers, type PartScore } from '../scoring';

/** The written block's maximum and pass mark, and the oral block's (EXAM_FACTS.md). */
export const WRITTEN_MAX = 225;
export const WRITTEN_PASS = 135;
const WRITING_MAX = 45;
export const ORAL_MAX = 75;
export const ORAL_PASS = 45;

/** The grades of a passed exam by total (of 300), best first. */
const GRADE_BANDS = [
  { grade: 'sehr-gut', from: 270 },
  { grade: 'gut', from: 240 },
  { grade: 'befriedigend', from: 210 },
  { grade: 'ausreichend', from: 180 },
] as const;
type GradeName = (typeof GRADE_BANDS)[number]['grade'];

/** What a finished run scored, part by part and in total, and what the oral block would need. */
export interface RunScore {
  parts: { slug: string; name: string; score: PartScore }[];
  subtests: Record<Subtest | 'writing', number | null>;
  written: number;
  passed: boolean;
  /** For each grade, the oral points a passed exam would need for it (null: out of reach). */
  oral: { grade: GradeName; needed: number | null }[];
  /** The grade the written total gives with the oral just passed (45), or null when the written is not. */
  withOralPass: GradeName | null;
  /** The parts with the lowest share right, worst first (only parts with a wrong item). */
  weakest: { slug: string; name: string; share: number; teaches: { href: string; title: string } }[];
  /** The traps behind the wrong answers, most frequent first (a blank counts as `blank`). */
  traps: { trap: string; name: string; count: number }[];
}

/**
 * Scores a run's answer sheet against the keys with the exam's weights; `writing` is the
 * self-assessed e-mail (out of 45) or null; a skipped listening scores nothing and shows as null.
 */
export function scoreRun(
  views: readonly PartView[],
  answers: Answers,
  writing: number | null,
  listeningSkipped: boolean,
): RunScore {
  const parts = views.map((view) => {
    const entry = findPart(view.slug)!;
    const keys = Object.fromEntries(view.items.map((i) => [i.n, i.key]));
    return { view, entry, score: scorePart(entry, keys, answers) };
  });
  const sum = (subtest: Subtest) =>
    parts.filter((p) => p.entry.subtest === subtest).reduce((total, p) => total + p.score.points, 0);
  const subtests = {
    reading: sum('reading'),
    language: sum('language'),
    listening: listeningSkipped ? null : sum('listening'),
    writing,
  };
  const written = Object.values(subtests).reduce<number>((total, points) => total + (points ?? 0), 0);
  const passed = written >= WRITTEN_PASS;
  const oral = GRADE_BANDS.map(({ grade, from }) => {
    const needed = Math.max(ORAL_PASS, from - written);
    return { grade, needed: passed && needed <= ORAL_MAX ? needed : null };
  });
  const withOralPass = passed
    ? (GRADE_BANDS.find(({ from }) => written + ORAL_PASS >= from)?.grade ?? null)
    : null;
  const weakest = parts
    .filter((p) => p.score.wrong.length > 0 && !(listeningSkipped && p.entry.subtest === 'listening'))
    .map((p) => ({
      slug: p.view.slug,
      name: p.view.name,
      share: p.score.right / p.score.count,
      teaches: p.view.items.find((i) => p.score.wrong.includes(i.n))!.teaches,
    }))
    .sort((a, b) => a.share - b.share)
    .slice(0, 3);
  const counts = new Map<string, { name: string; count: number }>();
  for (const { view, score } of parts)
    for (const n of score.wrong) {
      const item = view.items.find((i) => i.n === n)!;
      const answer = answers[n];
      const why = answer === undefined ? undefined : (item.why[answer] ?? view.notes[answer]);
      const trap = why?.trap ?? 'blank';
      const seen = counts.get(trap) ?? { name: why?.trapName ?? '', count: 0 };
      counts.set(trap, { ...seen, count: seen.count + 1 });
    }
  const traps = [...counts]
    .map(([trap, { name, count }]) => ({ trap, name, count }))
    .sort((a, b) => b.count - a.count);
  return {
    parts: parts.map((p) => ({ slug: p.view.slug, name: p.view.name, score: p.score })),
    subtests,
    written,
    passed,
    oral,
    withOralPass,
    weakest,
    traps,
  };
}

/** A run's line in the history. */
export function runResult(test: string, score: RunScore, answers: Answers, date: Date): RunResult {
  return {
    answers: { ...answers },
    test,
    date: date.toISOString(),
    reading: score.subtests.reading ?? 0,
    language: score.subtests.language ?? 0,
    listening: score.subtests.listening,
    writing: score.subtests.writing,
  };
}

/** The maximum of each subtest, writing included (for the result table). */
export const SUBTEST_MAXIMA = { ...SUBTEST_MAX, writing: WRITING_MAX } as const;

/**
 * The finished exam the page shows: the one the link names, else the latest. `unknown`: the link
 * names one this browser does not have (an old link, a backup restored without it, a typo), so the
 * page says so instead of silently showing another.
 */
export function shownRun(
  results: readonly RunResult[],
  wanted: string | null,
): { run: RunResult | undefined; unknown: boolean } {
  const latest = results.at(-1);
  if (wanted === null) return { run: latest, unknown: false };
  const named = results.find((r) => r.date === wanted);
  return named ? { run: named, unknown: false } : { run: latest, unknown: true };
}
