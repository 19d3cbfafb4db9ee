import { describe, expect, it } from 'vitest';
import { findEntry } from './catalogue';
import { ORAL_BLOCK, ORAL_STRATEGY_SHEET, WRITTEN_BLOCK, WRITTEN_STRATEGY_SHEET } from './exam-format';

// The figures of EXAM_FACTS.md ("Written block", "Oral block", "Passing and results").

describe('the exam at a glance', () => {
  it('gives the written block 225 points in four subtests, items 1–60, 135 to pass', () => {
    const parts = WRITTEN_BLOCK.parts;
    expect(parts.map((p) => p.points)).toEqual([75, 30, 75, 45]);
    expect(parts.reduce((sum, p) => sum + p.points, 0)).toBe(WRITTEN_BLOCK.max);
    expect(WRITTEN_BLOCK.max).toBe(225);
    expect(WRITTEN_BLOCK.pass).toBe(WRITTEN_BLOCK.max * 0.6);
    expect(parts.flatMap((p) => ('items' in p ? [p.items] : []))).toEqual([
      [1, 20],
      [21, 40],
      [41, 60],
    ]);
  });

  it('practises each written part on its own: the e-mail in the writing trainer, never the whole 150-minute run', () => {
    expect(WRITTEN_BLOCK.parts.map((p) => p.practice.kind)).toEqual([
      'part',
      'part',
      'part',
      'writing-trainer',
    ]);
  });

  it('fills the written block’s 150 minutes: 90 shared, about 30 listening, 30 writing', () => {
    const own = WRITTEN_BLOCK.parts.reduce((sum, p) => sum + ('minutes' in p ? p.minutes : 0), 0);
    expect(WRITTEN_BLOCK.sharedMinutes + own).toBe(WRITTEN_BLOCK.minutes);
  });

  it('gives the oral parts about 3, 6 and 6 minutes and 15, 30 and 30 points; 45 of 75 to pass', () => {
    expect(ORAL_BLOCK.parts.map((p) => [p.minutes, p.points])).toEqual([
      [3, 15],
      [6, 30],
      [6, 30],
    ]);
    expect(ORAL_BLOCK.parts.reduce((sum, p) => sum + p.points, 0)).toBe(ORAL_BLOCK.max);
    expect(ORAL_BLOCK.pass).toBe(ORAL_BLOCK.max * 0.6);
    expect(ORAL_BLOCK.preparationMinutes).toBe(20);
  });

  it('links every part to a sheet of its own block', () => {
    for (const p of WRITTEN_BLOCK.parts) expect(findEntry(p.sheet)?.category).toBe('written-block');
    for (const p of ORAL_BLOCK.parts) expect(findEntry(p.sheet)?.category).toBe('oral-block');
    expect(findEntry(WRITTEN_STRATEGY_SHEET)?.category).toBe('written-block');
    expect(findEntry(ORAL_STRATEGY_SHEET)?.category).toBe('oral-block');
  });
});
