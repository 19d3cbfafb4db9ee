import type { Grade } from './sheet-schema';

/** Points per grade on each criterion of the written e-mail (EXAM_FACTS.md): A 5, B 3, C 1, D 0. */
export const GRADE_POINTS: Readonly<Record<Grade, number>> = { A: 5, B: 3, C: 1, D: 0 };

/** The sum multiplies by 3: three criteria at A give the maximum of 45. */
const WRITING_MULTIPLIER = 3;

/** The points of a marked e-mail: the sum of the criteria and the score out of 45. */
export function writingScore(grades: readonly Grade[]): { sum: number; score: number } {
  const sum = grades.reduce((total, grade) => total + GRADE_POINTS[grade], 0);
  return { sum, score: sum * WRITING_MULTIPLIER };
}

/** Aufgabenbewältigung follows from how many guiding points are handled: 4 A, 3 B, 2 C, 1 or 0 D. */
export function taskGrade(pointsHandled: number): Grade {
  return pointsHandled >= 4 ? 'A' : pointsHandled === 3 ? 'B' : pointsHandled === 2 ? 'C' : 'D';
}

/** Words in a German text as a marker counts them: runs of letters or digits, `E-Mail` as one. */
export function wordCount(lines: readonly string[]): number {
  return lines.join(' ').match(/[\p{L}\p{N}]+(?:[-'’:.,][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** The usual advice on length (EXAM_FACTS.md: a guideline, not an official word count). */
export const WORD_GUIDELINE = { min: 100, max: 150 } as const;
