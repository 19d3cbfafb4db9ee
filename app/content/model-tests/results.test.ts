import { describe, expect, it } from 'vitest';
import type { Attempt, RunResult } from '~/stores/model-test-records';
import { allPartResults, examPartResults, latestOfTest } from './results';

/** A test whose key is `a` for every item 1–60. */
const keys = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [String(i + 1), 'a']));

/** A whole exam with every item of reading part 1 and Sprachbausteine 1 right, the rest blank. */
const run = (over: Partial<RunResult> = {}): RunResult => ({
  test: '1',
  date: '2026-11-20T10:00:00.000Z',
  reading: 25,
  language: 15,
  listening: 0,
  writing: null,
  answers: Object.fromEntries(
    [1, 2, 3, 4, 5, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30].map((n) => [String(n), 'a']),
  ),
  ...over,
});

const attempt = (part: string, date: string, points: number, max = 25): Attempt => ({
  test: '1',
  part,
  date,
  right: 0,
  count: 5,
  points,
  max,
});

describe('the parts of a whole written exam', () => {
  it('scores every part from the exam’s answer sheet with the exam’s weights', () => {
    const parts = examPartResults(run(), keys);
    expect(parts.map((p) => [p.part.slug, p.points, p.max])).toEqual([
      ['reading-1', 25, 25],
      ['reading-2', 0, 25],
      ['reading-3', 0, 25],
      ['language-elements-1', 15, 15],
      ['language-elements-2', 0, 15],
      ['listening-1', 0, 25],
      ['listening-2', 0, 25],
      ['listening-3', 0, 25],
    ]);
    expect(parts.every((p) => p.source === 'exam' && p.test === '1')).toBe(true);
  });

  it('leaves a skipped listening block out instead of counting it as zero', () => {
    const parts = examPartResults(run({ listening: null }), keys);
    expect(parts.map((p) => p.part.subtest)).not.toContain('listening');
    expect(parts).toHaveLength(5);
  });
});

describe('every result of a part', () => {
  it('puts practice and whole exams in date order, and the later one is the part’s latest', () => {
    const before = attempt('reading-1', '2026-11-19T10:00:00.000Z', 10);
    const after = attempt('reading-2', '2026-11-21T10:00:00.000Z', 20);
    const all = allPartResults([after, before], [run()], () => keys);
    expect(all[0]).toMatchObject({ part: { slug: 'reading-1' }, points: 10, source: 'part' });
    expect(all.at(-1)).toMatchObject({ part: { slug: 'reading-2' }, points: 20, source: 'part' });
    const latest = latestOfTest(all, '1');
    expect(latest.get('reading-1')).toMatchObject({ points: 25, source: 'exam' });
    expect(latest.get('reading-2')).toMatchObject({ points: 20, source: 'part' });
    expect(latest.size).toBe(8);
  });

  it('counts no whole exam of a test whose keys are unknown, and no attempt at an unknown part', () => {
    const all = allPartResults(
      [attempt('writing-9', '2026-11-19T10:00:00.000Z', 10)],
      [run()],
      () => undefined,
    );
    expect(all).toEqual([]);
  });
});
