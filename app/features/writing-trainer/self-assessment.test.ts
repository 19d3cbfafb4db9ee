import { describe, expect, it } from 'vitest';
import { selfAssessment } from './self-assessment';

describe('the self-assessment of an e-mail', () => {
  it('gives 45 points for four guiding points and A on both other criteria', () => {
    expect(selfAssessment(4, { communication: 'A', accuracy: 'A' })).toEqual({
      grades: { task: 'A', communication: 'A', accuracy: 'A' },
      total: { sum: 15, score: 45 },
    });
  });

  it('grades the task by the guiding points handled: 4 A, 3 B, 2 C, 1 or 0 D', () => {
    const task = (n: number) => selfAssessment(n, { communication: null, accuracy: null }).grades.task;
    expect([4, 3, 2, 1, 0].map(task)).toEqual(['A', 'B', 'C', 'D', 'D']);
  });

  it('adds 5/3/1/0 per criterion and multiplies the sum by 3', () => {
    expect(selfAssessment(3, { communication: 'B', accuracy: 'C' }).total).toEqual({ sum: 7, score: 21 });
    expect(selfAssessment(2, { communication: 'D', accuracy: 'B' }).total).toEqual({ sum: 4, score: 12 });
    expect(selfAssessment(0, { communication: 'D', accuracy: 'D' }).total).toEqual({ sum: 0, score: 0 });
  });

  it('gives no total while a criterion has no grade yet', () => {
    expect(selfAssessment(4, { communication: 'A', accuracy: null }).total).toBeNull();
    expect(selfAssessment(4, { communication: null, accuracy: 'A' }).total).toBeNull();
  });
});
