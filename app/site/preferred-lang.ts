import type { Lang } from '~/i18n/locales';
import { href } from './paths';
import { safeStorage } from '../lib/storage';

/**
 * The language the reader chose with the page language control. Where the site, not a link,
 * chooses the page (`/`, which is also the installed German app's start page), a reader who chose
 * English gets the English home page; every other link keeps its own language (a shared German
 * link stays German).
 */
const LANG_KEY = 'b1.lang.v1';

/** Remembers the reader's choice; returns whether it could be stored. */
export function rememberLang(lang: Lang): boolean {
  return safeStorage.set(LANG_KEY, lang);
}

/**
 * Part of the inline script that runs before the first paint (app/root.tsx, with `d` the dataset
 * of `<html>`): on `/`, with English chosen, the page is hidden (`data-leaving`, app.css) and
 * replaced by the English home page, so the German page never shows and nothing moves.
 */
export const LANG_BEFORE_PAINT = `if(location.pathname=='/'&&localStorage.getItem('${LANG_KEY}')=='en'){d.leaving='';location.replace('${href.home('en')}'+location.search+location.hash)}`;
