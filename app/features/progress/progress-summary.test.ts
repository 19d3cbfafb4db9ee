import { describe, expect, it } from 'vitest';
import { LEARNING_PATH as CATALOGUE } from '~/content/catalogue';
import { allPartResults } from '~/content/model-tests/results';
import type { Attempt, RunResult } from '~/stores/model-test-records';
import { daysPractised, drillSummary, latestByPart, sheetsSummary, weakestParts } from './progress-summary';

const attempt = (part: string, points: number, max: number, date: string, test = '1'): Attempt => ({
  test,
  part,
  date,
  right: 0,
  count: 5,
  points,
  max,
});

describe('progress summary', () => {
  it('counts learned sheets per stage and names the next one on the path', () => {
    const first = CATALOGUE[0]!;
    const summary = sheetsSummary([first.route, 'no-such-sheet']);
    expect(summary.learned).toBe(1);
    expect(summary.total).toBe(25);
    expect(summary.stages.map((s) => s.total)).toEqual([7, 10, 8]);
    expect(summary.stages[0]!.learned).toBe(1);
    expect(summary.next?.route).toBe(CATALOGUE[1]!.route);
    expect(sheetsSummary(CATALOGUE.map((e) => e.route)).next).toBeNull();
  });

  it('counts known, due and never-seen drill cards', () => {
    const cards = {
      a: { box: 1, due: '2026-11-27' },
      b: { box: 3, due: '2026-11-30' },
      c: { box: 2, due: '2026-11-20' },
    };
    expect(drillSummary(cards, 100, '2026-11-27')).toEqual({ known: 2, due: 2, fresh: 97 });
    expect(drillSummary({}, 0, '2026-11-27')).toEqual({ known: 0, due: 0, fresh: 0 });
  });

  it('keeps the latest result per part and names the parts below 60 %, the weakest first', () => {
    const attempts = [
      attempt('reading-1', 5, 25, '2026-11-20T10:00:00Z'),
      attempt('reading-1', 20, 25, '2026-11-25T10:00:00Z', '2'),
      attempt('language-elements-1', 6, 15, '2026-11-21T10:00:00Z'),
      attempt('listening-2', 10, 25, '2026-11-22T10:00:00Z'),
      attempt('gone-part', 0, 10, '2026-11-22T10:00:00Z'),
    ];
    const results = latestByPart(allPartResults(attempts, [], () => undefined));
    expect(results.map((r) => [r.part.slug, r.percent, r.test])).toEqual([
      ['reading-1', 80, '2'],
      ['language-elements-1', 40, '1'],
      ['listening-2', 40, '1'],
    ]);
    expect(weakestParts(results).map((r) => r.part.slug)).toEqual(['language-elements-1', 'listening-2']);
    expect(weakestParts(results, 1)).toHaveLength(1);
  });

  it('counts a part done later in a whole written exam as that part’s latest result', () => {
    const keys = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [String(i + 1), 'a']));
    const run: RunResult = {
      test: '3',
      date: '2026-11-26T10:00:00Z',
      reading: 0,
      language: 0,
      listening: null,
      writing: null,
      answers: { 21: 'a', 22: 'a', 23: 'a' },
    };
    const results = latestByPart(
      allPartResults([attempt('language-elements-1', 15, 15, '2026-11-21T10:00:00Z')], [run], () => keys),
    );
    expect(results.find((r) => r.part.slug === 'language-elements-1')).toMatchObject({
      test: '3',
      source: 'exam',
      percent: 30,
    });
    expect(results.map((r) => r.part.subtest)).not.toContain('listening');
    expect(weakestParts(results).map((r) => r.part.slug)).toEqual(['reading-1', 'reading-2', 'reading-3']);
  });

  it('counts the days with any work in the last seven, across a month’s end', () => {
    const activity = {
      '2026-12-01': { writing: 1 },
      '2026-11-28': { 'drill-round': 2 },
      '2026-11-20': { 'oral-run': 1 },
    };
    expect(daysPractised(activity, '2026-12-01')).toBe(2);
  });
});
