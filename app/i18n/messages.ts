import { pick, type Lang } from './locales';
import { de } from './messages-de';
import { en, type Messages } from './messages-en';

const MESSAGES = { de, en } satisfies Record<Lang, Messages>;

/** The UI messages of a language. */
export function messages(lang: Lang): Messages {
  return pick(MESSAGES, lang);
}

/** Fills `{name}` placeholders in a message with words. Numbers go through `formatCount`. */
export function format(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/** A message whose words depend on a number: one form per plural category of `Intl.PluralRules`. */
export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The digit-group separator of each language (`1.200` / `1,200`). */
const GROUP_SEPARATOR: Record<Lang, string> = { de: '.', en: ',' };

/**
 * A whole number of 0 or more as the language writes it, and its plural category, without `Intl`:
 * its first `NumberFormat` and `PluralRules` load locale data that cost a phone 60 to 100 ms (4× CPU
 * slowdown) while the page hydrates. Both languages: groups of three from 1000 up, the singular for
 * exactly 1 (a test holds this against `Intl`). Anything else goes to `Intl`.
 */
function countParts(lang: Lang, value: number): { text: string; plural: Intl.LDMLPluralRule } {
  if (!Number.isInteger(value) || value < 0)
    return {
      text: new Intl.NumberFormat(lang).format(value),
      plural: new Intl.PluralRules(lang).select(value),
    };
  return {
    text: String(value).replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATOR[lang]),
    plural: value === 1 ? 'one' : 'other',
  };
}

/** The form of `message` that fits `count` in the language (`one` for exactly 1, else `other`). */
export function pluralForm(lang: Lang, message: PluralMessage, count: number): string {
  return message[countParts(lang, count).plural] ?? message.other;
}

/**
 * The form of `message` that fits `count` in the language (`1 cheat sheet`, `2 cheat sheets`),
 * with `{count}` and any other numbers written as the language writes them.
 */
export function formatCount(
  lang: Lang,
  message: PluralMessage,
  count: number,
  numbers: Record<string, number> = {},
): string {
  const template = pluralForm(lang, message, count);
  const values = Object.fromEntries(
    Object.entries({ ...numbers, count }).map(([key, value]) => [key, countParts(lang, value).text]),
  );
  return format(template, values);
}
