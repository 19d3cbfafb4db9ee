import { pick, type Lang, type Localized } from '../i18n/locales';

/** `7` → `#07`: the two-digit page number the badges show. */
export function formatPageNumber(pageNumber: number): string {
  return `#${String(pageNumber).padStart(2, '0')}`;
}

const MINUTE_UNIT: Localized = { de: 'Min.', en: 'min' };

/** A study time in minutes, or a range, as a reader of the given language writes it. */
export type Minutes = number | readonly [number, number];

/** `45` → `45 min` / `45 Min.`; `[20, 30]` → `20–30 min`. */
export function formatMinutes(minutes: Minutes, lang: Lang): string {
  const value = typeof minutes === 'number' ? String(minutes) : `${minutes[0]}–${minutes[1]}`;
  return `${value} ${pick(MINUTE_UNIT, lang)}`;
}

/** ISO 8601 duration for structured data; a range gives its upper bound. */
export function isoDuration(minutes: Minutes): string {
  return `PT${typeof minutes === 'number' ? minutes : minutes[1]}M`;
}
