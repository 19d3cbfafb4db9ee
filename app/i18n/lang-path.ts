import { DEFAULT_LANG, type Lang } from './locales';

/** The prefix of every English path. German, the default, has none. */
const LANG_PREFIX: Record<Lang, string> = { de: '', en: '/en' };

/** The language a path belongs to: `/en` and `/en/...` are English, everything else German. */
export function langFromPath(pathname: string): Lang {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : DEFAULT_LANG;
}

/** A path without its language prefix: `/en/reading-mastery` → `/reading-mastery`, `/en` → `/`. */
export function stripLang(pathname: string): string {
  if (langFromPath(pathname) === 'de') return pathname;
  return pathname.slice(LANG_PREFIX.en.length) || '/';
}

/** A language-neutral path (`/`, `/reading-mastery`) in the given language. */
export function localizePath(neutralPath: string, lang: Lang): string {
  const prefix = LANG_PREFIX[lang];
  if (neutralPath === '/') return prefix || '/';
  return `${prefix}${neutralPath}`;
}

/**
 * A path without a trailing slash (`/en/` → `/en`); the root stays `/`. React Router 8 prerenders
 * every page from a request that ends in a slash (`/cheat-sheets/`): the loaders read their page's
 * path through this, and `entry.server.tsx` renders the page for it. (Data requests arrive in the
 * loaders' `url` already without their `.data`.)
 */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') || '/' : pathname;
}
