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

/**
 * The form of `message` that fits `count` in the language (`1 cheat sheet`, `2 cheat sheets`),
 * with `{count}` and any other numbers written by `Intl.NumberFormat`.
 */
export function formatCount(
  lang: Lang,
  message: PluralMessage,
  count: number,
  numbers: Record<string, number> = {},
): string {
  const number = new Intl.NumberFormat(lang);
  const template = message[new Intl.PluralRules(lang).select(count)] ?? message.other;
  const values = Object.fromEntries(
    Object.entries({ ...numbers, count }).map(([key, value]) => [key, number.format(value)]),
  );
  return format(template, values);
}
