import type { Lang } from './locales';
import { messages, pluralForm } from './messages';

/** `7` → `#07`: the two-digit page number the badges show. */
export function formatPageNumber(pageNumber: number): string {
  return `#${String(pageNumber).padStart(2, '0')}`;
}

/** A study time in minutes, or a range, as a reader of the given language writes it. */
export type Minutes = number | readonly [number, number];

/**
 * `45 Min.` / `45 min`, `20–30 Min.`; spelled out `1 Minute` / `1 minute`, `2–3 Minuten`: the
 * words come from the messages, in the form the number asks for (`pluralForm`; a range takes the
 * form of its end). Not `Intl.NumberFormat`'s unit style: its first use loads locale data
 * that cost a phone about 70 ms (4× CPU slowdown) while the page hydrates, for two words.
 */
export function formatMinutes(minutes: Minutes, lang: Lang, unitDisplay: 'short' | 'long' = 'short'): string {
  const [number, last] =
    typeof minutes === 'number' ? [String(minutes), minutes] : [`${minutes[0]}–${minutes[1]}`, minutes[1]];
  const unit = messages(lang).labels.minute[unitDisplay];
  return `${number} ${pluralForm(lang, unit, last)}`;
}

/** ISO 8601 duration for structured data; a range gives its upper bound. */
export function isoDuration(minutes: Minutes): string {
  return `PT${typeof minutes === 'number' ? minutes : minutes[1]}M`;
}

/** Points as the marking writes them: 12.5 in English, 12,5 in German. */
export function formatPoints(points: number, lang: Lang): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(points);
}

/** A date of an attempt, short and in the page's language. */
export function formatDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** The day of a result, without its time (for lists where the time says nothing). */
export function formatDay(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(iso));
}
