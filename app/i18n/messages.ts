import { pick, type Lang } from './locales';
import { de } from './messages-de';
import { en, type Messages } from './messages-en';

const MESSAGES = { de, en } satisfies Record<Lang, Messages>;

/** The UI messages of a language. */
export function messages(lang: Lang): Messages {
  return pick(MESSAGES, lang);
}

/** Fills `{name}` placeholders in a message. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));
}
