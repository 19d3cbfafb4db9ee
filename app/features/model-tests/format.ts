import type { Lang } from '~/i18n/locales';

/** Points as the marking writes them: 12.5 in English, 12,5 in German. */
export function formatPoints(points: number, lang: Lang): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(points);
}

/** A date of an attempt, short and in the page's language. */
export function formatDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** An answer as the sheet prints it: letters as they are, listening's − as a real minus sign. */
export function optionFace(letter: string): string {
  return letter === '-' ? '−' : letter;
}
