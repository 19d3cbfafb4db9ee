import * as v from 'valibot';
import { LANGS, type Lang } from './locales';
import { safeStorage } from '../lib/storage';
import { readJson, someEntriesOf } from '../lib/stored-json';

/** Where the per-section choices are kept: `{ "route#section-id": "en" }`, across all sheets. */
const SAVED_SECTIONS_KEY = 'b1-cheatsheets:section-languages';

/** The saved choices, with anything malformed (hand-edited, older format) dropped. */
export const parseSaved: (raw: string | null) => Record<string, Lang> = readJson(
  someEntriesOf(v.pipe(v.string(), v.includes('#')), v.picklist(LANGS)),
  {},
);

/** The ids of one sheet's sections that were last shown in another language than `pageLang`. */
export function savedSectionsOf(saved: Record<string, Lang>, route: string, pageLang: Lang): string[] {
  const prefix = `${route}#`;
  return Object.entries(saved)
    .filter(([key, lang]) => key.startsWith(prefix) && lang !== pageLang)
    .map(([key]) => key.slice(prefix.length));
}

/** Reads the saved choices (empty where storage does not work). */
export function readSaved(): Record<string, Lang> {
  return parseSaved(safeStorage.get(SAVED_SECTIONS_KEY));
}

/**
 * Records that the section `key` is now shown in `lang`; a section back in the page language is
 * forgotten. Returns whether it could be stored.
 */
export function saveSection(key: string, lang: Lang, pageLang: Lang): boolean {
  const saved = readSaved();
  if (lang === pageLang) delete saved[key];
  else saved[key] = lang;
  return safeStorage.set(SAVED_SECTIONS_KEY, JSON.stringify(saved));
}

/** Forgets every saved choice (the reader switched the whole page to the other language). */
export function forgetSaved(): void {
  safeStorage.set(SAVED_SECTIONS_KEY, '{}');
}
