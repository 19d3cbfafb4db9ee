import { ORAL_BLOCK, WRITTEN_BLOCK } from '~/content/exam-format';
import { MODEL_TEST_PARTS, type PartSlug, type Subtest } from '~/content/model-tests/parts';
import { writtenTotal, type PartResult } from '~/content/model-tests/results';
import type { OralResult, RunResult } from '~/stores/model-test-records';

/**
 * Where she stands against the exam's pass marks (135 of 225 written, 45 of 75 oral), from her
 * latest results: an estimate with a range that says how sure it is, the results it rests on, and
 * what is still missing. Pure: the page passes what the stores hold.
 *
 * - A subtest of items (reading, Sprachbausteine, listening) counts the latest result of each of
 *   its parts, from any test, practised alone or in a whole exam. Her share of the points is scaled
 *   to the subtest's maximum; the range is the share's Wilson interval at about 80 % over the items
 *   behind it, so one part of 5 items gives a wide range and all 20 items a narrow one.
 * - Writing is the latest e-mail of a whole exam that she assessed herself (out of 45), give or
 *   take one grade step on one criterion (6 points): a self-assessment, not an examiner's mark.
 * - The written total is estimated only when every subtest has a result; its range adds the ranges.
 * - The oral block is a rough self-check from her latest checklist after an oral mock: each "yes"
 *   reads as grade A or B of its criterion, each "no" as B or C.
 */

/** z for a two-sided interval of about 80 %: a range she can expect to land in four times in five. */
const Z = 1.2816;

/** A subtest of the written block: the three of items, and writing. */
type WrittenSubtest = Subtest | 'writing';

/** How much an estimate rests on. */
type Sureness = 'firm' | 'rough' | 'wide';
const SURENESS: readonly Sureness[] = ['firm', 'rough', 'wide'];

/** An estimate of points out of `max`, with its range. */
export interface Estimate {
  points: number;
  low: number;
  high: number;
  max: number;
  pass: number;
  /**
   * How sure: `firm` rests on every item of the subtest, `rough` on at least half of them (or on
   * a self-assessment), `wide` on fewer (or on a checklist). The range says how much.
   */
  sure: Sureness;
  /** Where the range lies against the pass mark. */
  verdict: 'above' | 'edge' | 'below';
}

/** One subtest: its estimate (none without a result), what it rests on and what it still lacks. */
export interface SubtestStanding {
  subtest: WrittenSubtest;
  estimate: Estimate | null;
  /** Items behind the estimate (writing: 0). */
  items: number;
  /** The results it rests on, each naming its test and whether it was a whole exam. */
  from: {
    test: string;
    part: PartSlug | 'writing';
    source: 'part' | 'exam';
    date: string;
    points: number;
    max: number;
  }[];
  /** The parts with no result yet (writing: `writing` when no e-mail of a whole exam was assessed). */
  missing: (PartSlug | 'writing')[];
}

/** The written block: each subtest, and the total once every subtest has a result. */
export interface WrittenStanding {
  subtests: SubtestStanding[];
  total: Estimate | null;
}

/** The exam's maximum of each written subtest (EXAM_FACTS.md through the exam's format). */
const MAX: Record<WrittenSubtest, number> = Object.fromEntries(
  WRITTEN_BLOCK.parts.map((p) => [p.id, p.points]),
) as Record<WrittenSubtest, number>;

/** How far self-assessed writing may be off: one grade step (A→B, 5→3) on one criterion, times 3. */
const WRITING_SLACK = 6;

const round = (points: number) => Math.round(points * 2) / 2;

/** Sureness from the share of a subtest's items behind an estimate. */
function sureOf(items: number, all: number): Sureness {
  return items >= all ? 'firm' : items * 2 >= all ? 'rough' : 'wide';
}

function verdictOf(low: number, high: number, pass: number): Estimate['verdict'] {
  return low >= pass ? 'above' : high < pass ? 'below' : 'edge';
}

/** An estimate from its figures (rounded to half points, as the exam's points are). */
function estimate(
  points: number,
  low: number,
  high: number,
  max: number,
  pass: number,
  sure: Sureness,
): Estimate {
  const [p, l, h] = [round(points), round(low), round(high)];
  return { points: p, low: l, high: h, max, pass, sure, verdict: verdictOf(l, h, pass) };
}

/** The Wilson interval of a share seen over `n` items (a share of 1 of 5 items is not certain). */
export function wilson(share: number, n: number): [number, number] {
  if (n <= 0) return [0, 1];
  const z2 = Z * Z;
  const centre = (share + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z / (1 + z2 / n)) * Math.sqrt((share * (1 - share)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The latest result of each part (results come oldest first; any test counts). */
function latestPerPart(results: readonly PartResult[]): Map<PartSlug, PartResult> {
  const latest = new Map<PartSlug, PartResult>();
  for (const r of results) latest.set(r.part.slug, r);
  return latest;
}

function itemSubtest(subtest: Subtest, latest: Map<PartSlug, PartResult>): SubtestStanding {
  const parts = MODEL_TEST_PARTS.filter((p) => p.subtest === subtest);
  const done = parts.flatMap((p) => latest.get(p.slug) ?? []);
  const items = done.reduce((n, r) => n + r.count, 0);
  const points = done.reduce((n, r) => n + r.points, 0);
  const max = done.reduce((n, r) => n + r.max, 0);
  const full = MAX[subtest];
  const pass = full * (WRITTEN_BLOCK.pass / WRITTEN_BLOCK.max);
  const share = max > 0 ? points / max : 0;
  const [low, high] = wilson(share, items);
  return {
    subtest,
    estimate:
      items > 0
        ? estimate(
            share * full,
            low * full,
            high * full,
            full,
            pass,
            sureOf(
              items,
              parts.reduce((n, p) => n + p.count, 0),
            ),
          )
        : null,
    items,
    from: done.map((r) => ({
      test: r.test,
      part: r.part.slug,
      source: r.source,
      date: r.date,
      points: r.points,
      max: r.max,
    })),
    missing: parts.filter((p) => !latest.has(p.slug)).map((p) => p.slug),
  };
}

function writingSubtest(runs: readonly RunResult[]): SubtestStanding {
  const last = runs.filter((r) => r.writing !== null).at(-1);
  const full = MAX.writing;
  const pass = full * (WRITTEN_BLOCK.pass / WRITTEN_BLOCK.max);
  if (!last || last.writing === null)
    return { subtest: 'writing', estimate: null, items: 0, from: [], missing: ['writing'] };
  const points = last.writing;
  return {
    subtest: 'writing',
    estimate: estimate(
      points,
      Math.max(0, points - WRITING_SLACK),
      Math.min(full, points + WRITING_SLACK),
      full,
      pass,
      'rough',
    ),
    items: 0,
    from: [{ test: last.test, part: 'writing', source: 'exam', date: last.date, points, max: full }],
    missing: [],
  };
}

/**
 * The written block from every part result (oldest first, whole exams' parts included) and the
 * finished whole exams (for the e-mail's self-assessment).
 */
export function writtenStanding(results: readonly PartResult[], runs: readonly RunResult[]): WrittenStanding {
  const latest = latestPerPart(results);
  const subtests = [
    itemSubtest('reading', latest),
    itemSubtest('language', latest),
    itemSubtest('listening', latest),
    writingSubtest(runs),
  ];
  const all = subtests.map((s) => s.estimate);
  const total = all.every((e): e is Estimate => e !== null)
    ? estimate(
        all.reduce((n, e) => n + e.points, 0),
        all.reduce((n, e) => n + e.low, 0),
        all.reduce((n, e) => n + e.high, 0),
        WRITTEN_BLOCK.max,
        WRITTEN_BLOCK.pass,
        SURENESS[Math.max(...all.map((e) => SURENESS.indexOf(e.sure)))]!,
      )
    : null;
  return { subtests, total };
}

/** The oral points of a criterion's grades (EXAM_FACTS.md): A, B, C, D. */
const GRADE_POINTS = {
  1: { task: [4, 3, 1, 0], expression: [4, 3, 1, 0], form: [4, 3, 1, 0], sound: [3, 2, 1, 0] },
  2: { task: [8, 6, 2, 0], expression: [8, 6, 2, 0], form: [8, 6, 2, 0], sound: [6, 4, 2, 0] },
  3: { task: [8, 6, 2, 0], expression: [8, 6, 2, 0], form: [8, 6, 2, 0], sound: [6, 4, 2, 0] },
} as const;

/** The oral block as a rough self-check: her latest checklist, and how many she saved and rehearsed. */
export interface OralStanding {
  estimate: Estimate | null;
  /** The checklist it rests on. */
  from: { test: string; date: string; yes: number; of: number } | null;
  checklists: number;
  rehearsals: number;
}

/**
 * The oral estimate from the latest checklist (question `part-<n>-<criterion>` → yes): a "yes" is
 * worth grade A or B of its criterion, a "no" grade B or C; the estimate is the middle of the range.
 * Rehearsals with the timer alone give no estimate (nothing says how they went).
 */
export function oralStanding(orals: readonly OralResult[], rehearsals: number): OralStanding {
  const last = orals.at(-1);
  if (!last) return { estimate: null, from: null, checklists: 0, rehearsals };
  let low = 0;
  let high = 0;
  let yes = 0;
  let of = 0;
  for (const part of [1, 2, 3] as const)
    for (const [criterion, [a, b, c]] of Object.entries(GRADE_POINTS[part])) {
      of += 1;
      if (last.checks[`part-${part}-${criterion}`]) {
        yes += 1;
        low += b;
        high += a;
      } else {
        low += c;
        high += b;
      }
    }
  return {
    estimate: estimate((low + high) / 2, low, high, ORAL_BLOCK.max, ORAL_BLOCK.pass, 'wide'),
    from: { test: last.test, date: last.date, yes, of },
    checklists: orals.length,
    rehearsals,
  };
}

/** One point of the chart: a part's or a whole exam's result as a share of its maximum. */
export interface ChartPoint {
  date: string;
  share: number;
  kind: 'part' | 'exam';
  test: string;
  /** The part's slug; a whole exam: `exam`. */
  label: PartSlug | 'exam';
}

/**
 * Her results over time, oldest first, at most `limit` (the latest): each part practised alone,
 * and each whole exam as its written total (writing not assessed and listening skipped left out of
 * its maximum, so a share is always of what was done).
 */
export function chartPoints(
  results: readonly PartResult[],
  runs: readonly RunResult[],
  limit = 24,
): ChartPoint[] {
  const parts = results
    .filter((r) => r.source === 'part')
    .map((r): ChartPoint => ({
      date: r.date,
      share: r.points / r.max,
      kind: 'part',
      test: r.test,
      label: r.part.slug,
    }));
  const exams = runs.map((run): ChartPoint => {
    const points = writtenTotal(run);
    const max =
      MAX.reading +
      MAX.language +
      (run.listening === null ? 0 : MAX.listening) +
      (run.writing === null ? 0 : MAX.writing);
    return { date: run.date, share: points / max, kind: 'exam', test: run.test, label: 'exam' };
  });
  return [...parts, ...exams].sort((a, b) => Date.parse(a.date) - Date.parse(b.date)).slice(-limit);
}
