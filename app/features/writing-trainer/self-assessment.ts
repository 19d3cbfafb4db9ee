import type { Grade } from '~/content/sheet-schema';
import { taskGrade, writingScore } from '~/content/writing-score';

/** The grades a reader gives their own e-mail on the two criteria they judge by descriptor. */
export interface ChosenGrades {
  communication: Grade | null;
  accuracy: Grade | null;
}

/** A self-assessment: a grade per criterion (null until chosen) and the points once all are set. */
export interface SelfAssessment {
  grades: { task: Grade } & ChosenGrades;
  /** The sum of the three criteria and the score out of 45; null while a grade is missing. */
  total: { sum: number; score: number } | null;
}

/**
 * Marks an e-mail the way the exam does: Aufgabenbewältigung follows from how many guiding points
 * the reader ticked, the other two criteria are the grades they chose; the points come from the
 * same helpers that mark the model answers on the sheet.
 */
export function selfAssessment(handled: number, chosen: ChosenGrades): SelfAssessment {
  const grades = { task: taskGrade(handled), ...chosen };
  const { communication, accuracy } = grades;
  return {
    grades,
    total: communication && accuracy ? writingScore([grades.task, communication, accuracy]) : null,
  };
}
