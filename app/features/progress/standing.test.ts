import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findPart, type PartSlug } from '~/content/model-tests/parts';
import type { PartResult } from '~/content/model-tests/results';
import type { OralResult, RunResult } from '~/stores/model-test-records';
import { chartPoints, oralStanding, wilson, writtenStanding } from './standing';

/** A part's result with `right` items right (points by the part's weight). */
function result(
  slug: PartSlug,
  right: number,
  date: string,
  source: 'part' | 'exam' = 'part',
  test = '1',
): PartResult {
  const part = findPart(slug)!;
  return {
    test,
    part,
    date,
    right,
    count: part.count,
    points: right * part.points,
    max: part.count * part.points,
    source,
  };
}

const run = (over: Partial<RunResult>): RunResult => ({
  test: '2',
  date: '2026-11-25T10:00:00.000Z',
  reading: 50,
  language: 20,
  listening: 50,
  writing: 30,
  answers: {},
  ...over,
});

const ALL_PARTS: PartSlug[] = [
  'reading-1',
  'reading-2',
  'reading-3',
  'language-elements-1',
  'language-elements-2',
  'listening-1',
  'listening-2',
  'listening-3',
];

describe('the written estimate', () => {
  it('gives nothing without results and names every part and the e-mail as missing', () => {
    const standing = writtenStanding([], []);
    expect(standing.total).toBeNull();
    expect(standing.subtests.map((s) => [s.subtest, s.estimate, s.missing.length])).toEqual([
      ['reading', null, 3],
      ['language', null, 2],
      ['listening', null, 3],
      ['writing', null, 1],
    ]);
  });

  it('gives one part of five items a wide range, and every item of the subtest a narrower one', () => {
    const one = writtenStanding([result('reading-1', 3, '2026-11-20T10:00:00.000Z')], []).subtests[0]!;
    expect(one.estimate).toMatchObject({ points: 45, max: 75, sure: 'wide', verdict: 'edge' });
    expect(one.missing).toEqual(['reading-2', 'reading-3']);
    const all = writtenStanding(
      [
        result('reading-1', 3, '2026-11-20T10:00:00.000Z'),
        result('reading-2', 3, '2026-11-20T10:00:00.000Z'),
        result('reading-3', 6, '2026-11-20T10:00:00.000Z'),
      ],
      [],
    ).subtests[0]!;
    expect(all.estimate).toMatchObject({ points: 45, sure: 'firm' });
    expect(all.items).toBe(20);
    expect(all.missing).toEqual([]);
    const width = (e: { low: number; high: number }) => e.high - e.low;
    expect(width(all.estimate!)).toBeLessThan(width(one.estimate!));
  });

  it('counts only the latest result of a part, from whichever test, and says where it came from', () => {
    const standing = writtenStanding(
      [
        result('language-elements-1', 2, '2026-11-20T10:00:00.000Z', 'part', '1'),
        result('language-elements-1', 9, '2026-11-22T10:00:00.000Z', 'exam', '3'),
      ],
      [],
    );
    const language = standing.subtests[1]!;
    expect(language.from).toEqual([
      {
        test: '3',
        part: 'language-elements-1',
        source: 'exam',
        date: '2026-11-22T10:00:00.000Z',
        points: 13.5,
        max: 15,
      },
    ]);
    expect(language.estimate!.points).toBe(27);
  });

  it('estimates the total against 135 of 225 only when all four subtests have a result', () => {
    const parts = ALL_PARTS.map((slug) => result(slug, findPart(slug)!.count, '2026-11-20T10:00:00.000Z'));
    expect(writtenStanding(parts, []).total).toBeNull();
    expect(writtenStanding(parts, [run({ writing: null })]).total).toBeNull();
    const standing = writtenStanding(parts, [run({ writing: 33 })]);
    expect(standing.subtests[3]!.estimate).toMatchObject({
      points: 33,
      low: 27,
      high: 39,
      max: 45,
      sure: 'rough',
    });
    expect(standing.total).toMatchObject({ points: 180 + 33, max: 225, pass: 135, verdict: 'above' });
    const low = ALL_PARTS.map((slug) => result(slug, 1, '2026-11-20T10:00:00.000Z'));
    expect(writtenStanding(low, [run({ writing: 9 })]).total).toMatchObject({ verdict: 'below' });
  });

  it('keeps every range inside 0 and the maximum, around its estimate', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...ALL_PARTS), fc.nat(10)), { maxLength: 12 }),
        fc.option(fc.integer({ min: 0, max: 45 }), { nil: null }),
        (tries, writing) => {
          const results = tries.map(([slug, right], i) =>
            result(
              slug,
              Math.min(right, findPart(slug)!.count),
              new Date(Date.UTC(2026, 10, 1 + i)).toISOString(),
            ),
          );
          const standing = writtenStanding(results, writing === null ? [] : [run({ writing })]);
          for (const e of [...standing.subtests.map((s) => s.estimate), standing.total])
            if (e)
              expect(0 <= e.low && e.low <= e.points && e.points <= e.high && e.high <= e.max).toBe(true);
        },
      ),
    );
  });
});

describe('the range of a share', () => {
  it('narrows as more items are seen and always holds the share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, share) => {
        const [low, high] = wilson(share, n);
        const [low4, high4] = wilson(share, n * 4);
        expect(low).toBeLessThanOrEqual(share + 1e-9);
        expect(high).toBeGreaterThanOrEqual(share - 1e-9);
        expect(high4 - low4).toBeLessThan(high - low);
      }),
    );
  });
});

describe('the oral self-check', () => {
  const checks = (yes: boolean): OralResult['checks'] =>
    Object.fromEntries(
      [1, 2, 3].flatMap((p) => ['task', 'expression', 'form', 'sound'].map((c) => [`part-${p}-${c}`, yes])),
    );
  const oral = (yes: boolean, date = '2026-11-21T10:00:00.000Z'): OralResult => ({
    test: '1',
    date,
    role: 'A',
    mode: 'alone',
    checks: checks(yes),
  });

  it('has no estimate from rehearsals alone', () => {
    expect(oralStanding([], 3)).toEqual({ estimate: null, from: null, checklists: 0, rehearsals: 3 });
  });

  it('reads all yes as above 45 of 75 and all no as below, always as a wide range', () => {
    expect(oralStanding([oral(true)], 0).estimate).toMatchObject({
      low: 55,
      high: 75,
      verdict: 'above',
      sure: 'wide',
    });
    expect(oralStanding([oral(false)], 0).estimate).toMatchObject({ low: 20, high: 55, verdict: 'edge' });
  });

  it('takes the latest checklist and counts them all', () => {
    const standing = oralStanding([oral(false, '2026-11-20T10:00:00.000Z'), oral(true)], 2);
    expect(standing.from).toEqual({ test: '1', date: '2026-11-21T10:00:00.000Z', yes: 12, of: 12 });
    expect(standing.checklists).toBe(2);
  });
});

describe('the chart', () => {
  it('puts parts practised alone and whole exams in date order, a whole exam as the share of what was done', () => {
    const points = chartPoints(
      [
        result('reading-1', 5, '2026-11-22T10:00:00.000Z'),
        result('reading-2', 5, '2026-11-25T10:00:00.000Z', 'exam'),
      ],
      [run({ listening: null, writing: null, reading: 75, language: 15 })],
    );
    expect(points.map((p) => [p.kind, p.share])).toEqual([
      ['part', 1],
      ['exam', 90 / 105],
    ]);
  });
});
