/** The languages the site is written in. German is the default and lives at the unprefixed paths. */
export const LANGS = ['de', 'en'] as const;

/** One of the site's languages. */
export type Lang = (typeof LANGS)[number];

/** The language a reader gets when nothing else says otherwise. */
export const DEFAULT_LANG: Lang = 'de';

/** A value given in every language; a missing language is a type error, never a silent fallback. */
export type Localized<T = string> = Record<Lang, T>;

/** Type guard for untrusted input such as a `?lang=` query parameter. */
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/**
 * The `lang` attribute for text in `textLang` placed inside content in `contextLang`: the text's
 * language when they differ, nothing when they are the same (WCAG 3.1.2).
 */
export function langAttr(textLang: Lang, contextLang: Lang): Lang | undefined {
  return textLang === contextLang ? undefined : textLang;
}

/** The other language: the target of the DE/EN switch. */
export function otherLang(lang: Lang): Lang {
  return lang === 'de' ? 'en' : 'de';
}

/**
 * The one function that picks a language out of a localized value.
 * Components call this instead of branching on `de`/`en` themselves.
 */
export function pick<T>(value: Localized<T>, lang: Lang): T {
  return value[lang];
}
