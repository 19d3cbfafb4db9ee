import type { Lang } from '~/i18n/locales';

/**
 * A span of time as a clock shows it (`07:48`), digits through `Intl` for the language. Counting
 * down rounds up (a phase shows 02:00 at its start and 00:01 in its last second), counting up
 * rounds down.
 */
export function clockText(ms: number, lang: Lang, round: 'up' | 'down'): string {
  const seconds = round === 'up' ? Math.ceil(ms / 1000) : Math.floor(ms / 1000);
  const two = new Intl.NumberFormat(lang, { minimumIntegerDigits: 2, useGrouping: false });
  return `${two.format(Math.floor(seconds / 60))}:${two.format(seconds % 60)}`;
}

/** The same span as an ISO 8601 duration, for `<time dateTime>`. */
export function isoDuration(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `PT${Math.floor(seconds / 60)}M${seconds % 60}S`;
}
