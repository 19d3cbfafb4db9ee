import * as v from 'valibot';

/**
 * Calendar days in the learner's own calendar, as `YYYY-MM-DD` strings: the drill's schedule, the
 * study plan and the activity log count in them. Pure functions; today always comes in as a moment.
 */

/** A local calendar day, `YYYY-MM-DD` (sorts and compares as a string). */
export type Day = string;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar day a moment falls on where the learner is (their time zone, not UTC). */
export function dayOf(moment: Date): Day {
  return `${pad(moment.getFullYear(), 4)}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** A day `n` calendar days later. Counted in UTC on purpose: a calendar day has no time zone. */
export function addDays(day: Day, n: number): Day {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + n));
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Whether a string is a real calendar day in the `YYYY-MM-DD` form. */
export function isDay(value: unknown): value is Day {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;
}

/** A real calendar day as data is read back (storage, backup files). */
export const daySchema = v.custom<Day>(isDay);

/** How many calendar days lie from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: Day, to: Day): number {
  const utc = (day: Day) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** The day of the week, Monday 0 to Sunday 6 (the German calendar's week starts on Monday). */
export function weekdayOf(day: Day): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}
