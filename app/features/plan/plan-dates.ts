import { daysBetween, isDay, type Day } from '~/lib/day';

// The exam dates the plan's form takes, checked before a plan is made.

/** The furthest exam date the form takes: a year from today. */
export const LATEST_EXAM_DAYS = 366;

/** What is wrong with dates entered in the form, if anything. */
export type DateProblem = 'writtenMissing' | 'oralMissing' | 'past' | 'far';

/**
 * Checks the form's dates: the written exam from today up to a year ahead (today and tomorrow
 * are allowed: the plan then says what is left to do); the oral exam, when on another day, may
 * be before or after it, but not further than a year ahead.
 */
export function checkDates(today: Day, written: string, oral: string | null): DateProblem | null {
  if (!isDay(written)) return 'writtenMissing';
  if (written < today) return 'past';
  if (daysBetween(today, written) > LATEST_EXAM_DAYS) return 'far';
  if (oral === null) return null;
  if (!isDay(oral)) return 'oralMissing';
  if (daysBetween(today, oral) > LATEST_EXAM_DAYS) return 'far';
  return null;
}
