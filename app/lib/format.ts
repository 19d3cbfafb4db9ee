import type { Lang } from '../i18n/locales';

/** `7` → `#07`: the two-digit page number the badges show. */
export function formatPageNumber(pageNumber: number): string {
  return `#${String(pageNumber).padStart(2, '0')}`;
}

/** A study time in minutes, or a range, as a reader of the given language writes it. */
export type Minutes = number | readonly [number, number];

/**
 * Minutes through `Intl`, so the unit, its abbreviation and its plural follow the language:
 * short `45 Min.` / `45 min`, `20–30 Min.`; long `1 Minute` / `1 minute`, `2–3 Minuten`.
 */
export function formatMinutes(minutes: Minutes, lang: Lang, unitDisplay: 'short' | 'long' = 'short'): string {
  const format = new Intl.NumberFormat(lang, { style: 'unit', unit: 'minute', unitDisplay });
  return typeof minutes === 'number' ? format.format(minutes) : format.formatRange(minutes[0], minutes[1]);
}

/** ISO 8601 duration for structured data; a range gives its upper bound. */
export function isoDuration(minutes: Minutes): string {
  return `PT${typeof minutes === 'number' ? minutes : minutes[1]}M`;
}
