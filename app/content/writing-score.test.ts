import { describe, expect, it } from 'vitest';
import { taskGrade, wordCount, writingScore } from './writing-score';

describe('writing score (EXAM_FACTS.md)', () => {
  it('gives 45 for A on all three criteria and 27 for A, B, C', () => {
    expect(writingScore(['A', 'A', 'A'])).toEqual({ sum: 15, score: 45 });
    expect(writingScore(['A', 'B', 'C'])).toEqual({ sum: 9, score: 27 });
    expect(writingScore(['D', 'D', 'D'])).toEqual({ sum: 0, score: 0 });
  });

  it('grades the task by the guiding points handled: 4 A, 3 B, 2 C, 1 or 0 D', () => {
    expect([4, 3, 2, 1, 0].map(taskGrade)).toEqual(['A', 'B', 'C', 'D', 'D']);
  });

  it('counts words as a marker does: hyphenated words and times once, punctuation apart', () => {
    expect(wordCount(['Liebe Frau Berg,', 'vielen Dank für Ihre E-Mail!'])).toBe(8);
    expect(wordCount(['Am 12. Mai um 18:30 Uhr – passt das?'])).toBe(8);
  });
});
