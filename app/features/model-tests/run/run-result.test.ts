import { describe, expect, it } from 'vitest';
import { modelTestPrint } from '~/site/model-test-pages.server';
import { writtenTotal } from '~/content/model-tests/results';
import { EXAM_PARAM, examHref } from '~/site/exam-link';
import { runResult, scoreRun, shownRun } from './run-result';

const views = modelTestPrint('1', 'en');
const keys = Object.fromEntries(views.flatMap((v) => v.items.map((i) => [String(i.n), i.key])));
/** The answer sheet with every key, then `wrong` items changed to a wrong answer. */
const sheet = (wrong: number[] = []) =>
  Object.fromEntries(
    Object.entries(keys).map(([n, key]) => [
      n,
      wrong.includes(Number(n)) ? (key === '+' ? '-' : key === '-' ? '+' : key === 'a' ? 'b' : 'a') : key,
    ]),
  );

describe('the result of a whole written run', () => {
  it('gives all 225 points for every item right and the e-mail at 45, and any oral pass is enough', () => {
    const score = scoreRun(views, sheet(), 45, false);
    expect(score.subtests).toEqual({ reading: 75, language: 30, listening: 75, writing: 45 });
    expect(score.written).toBe(225);
    expect(score.passed).toBe(true);
    expect(score.oral).toEqual([
      { grade: 'sehr-gut', needed: 45 },
      { grade: 'gut', needed: 45 },
      { grade: 'befriedigend', needed: 45 },
      { grade: 'ausreichend', needed: 45 },
    ]);
    expect(score.withOralPass).toBe('sehr-gut');
    expect(score.weakest).toEqual([]);
    expect(score.traps).toEqual([]);
  });

  it('scores a blank as nothing, a skipped listening as nothing, and says which grades the oral can still reach', () => {
    const answers = sheet();
    for (const n of [1, 2, 3, 4, 5]) delete answers[n];
    const score = scoreRun(views, answers, 21, true);
    expect(score.subtests).toEqual({ reading: 50, language: 30, listening: null, writing: 21 });
    expect(score.written).toBe(101);
    expect(score.passed).toBe(false);
    expect(score.oral.every((o) => o.needed === null)).toBe(true);
    expect(score.withOralPass).toBeNull();
    expect(score.traps).toEqual([{ trap: 'blank', name: '', count: 5 }]);
    expect(score.weakest[0]).toMatchObject({ slug: 'reading-1', share: 0 });
  });

  it('counts the pass mark of 135 and the oral points each grade would need', () => {
    // Reading 2 and listening 2 all wrong: 225 - 25 - 25 = 175 with the e-mail at 45.
    const wrong = [6, 7, 8, 9, 10, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55];
    const score = scoreRun(views, sheet(wrong), 45, false);
    expect(score.written).toBe(175);
    expect(score.oral).toEqual([
      { grade: 'sehr-gut', needed: null },
      { grade: 'gut', needed: 65 },
      { grade: 'befriedigend', needed: 45 },
      { grade: 'ausreichend', needed: 45 },
    ]);
    // 175 + 45 = 220: the oral just passed gives "befriedigend".
    expect(score.withOralPass).toBe('befriedigend');
    expect(score.weakest.map((w) => w.slug)).toEqual(['reading-2', 'listening-2']);
    // Every wrong answer is counted under the trap its option sets.
    expect(score.traps.reduce((sum, t) => sum + t.count, 0)).toBe(wrong.length);
    expect(score.traps.every((t) => t.trap !== 'blank' && t.name !== '')).toBe(true);
    const line = runResult('1', score, sheet(wrong), new Date('2026-11-27T10:00:00Z'));
    expect(writtenTotal(line)).toBe(175);
  });
});

describe('which finished exam the run page shows', () => {
  const run = (date: string) => runResult('1', scoreRun(views, sheet(), 30, false), sheet(), new Date(date));
  const first = run('2026-11-01T09:00:00.000Z');
  const second = run('2026-11-08T09:00:00.000Z');
  const third = run('2026-11-15T09:00:00.000Z');
  const runs = [first, second, third];

  it('shows the latest without a link naming one, and the one a link names', () => {
    expect(shownRun(runs, null)).toEqual({ run: third, unknown: false });
    expect(shownRun(runs, first.date)).toEqual({ run: first, unknown: false });
  });

  it('falls back to the latest and says so when the link names an exam this browser does not have', () => {
    expect(shownRun(runs, '2025-01-01T00:00:00.000Z')).toEqual({ run: third, unknown: true });
    expect(shownRun(runs, '')).toEqual({ run: third, unknown: true });
    expect(shownRun([], first.date)).toEqual({ run: undefined, unknown: true });
  });

  it('builds a link whose query the page reads back, the date escaped', () => {
    const link = new URL(examHref('1', 'en', second.date, 'run-review'), 'https://example.test');
    expect(link.pathname).toBe('/en/mock-tests/1/exam');
    expect(link.searchParams.get(EXAM_PARAM)).toBe(second.date);
    expect(link.search).not.toContain(':');
    expect(link.hash).toBe('#run-review');
  });
});
