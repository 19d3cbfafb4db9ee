import { CATALOGUE, findEntry } from '../content/catalogue';
import type { SheetRoute } from '../content/catalogue-data';
import {
  MODEL_TEST_IDS,
  MODEL_TEST_PARTS,
  findPart,
  isModelTestId,
  type PartSlug,
} from '../content/model-tests/parts';
import { WRITING_TRAINER_ANCHOR, writingTrainerSheet } from '../content/practice-tools';
import { ALIASES, REDIRECTS } from '../content/url-table';
import { langFromPath, localizePath, stripLang } from '../i18n/lang-path';
import { LANGS, type Lang } from '../i18n/locales';
import { WEB_MANIFEST_FILE } from '../lib/web-app.mjs';

/** The slug of the overview page. */
export const OVERVIEW_SLUG = 'cheat-sheets';

/** The slug of the offline page (see `offlinePath`). */
export const OFFLINE_SLUG = 'offline';

/** The slug of the phrase drill (the same in both languages, like every path of the site). */
export const DRILL_SLUG = 'phrase-drill';
/** The slug of the learner's progress page ("Mein Stand"), with the one backup file. */
export const PROGRESS_SLUG = 'progress';
/** The slug of the study plan ("Mein Lernplan"), the same in both languages. */
export const PLAN_SLUG = 'study-plan';
/** The slug of the search page (the same in both languages, like every other path). */
export const SEARCH_SLUG = 'search';

/** The slug of the model tests: `/mock-tests`, `/mock-tests/1`, `/mock-tests/1/reading-3`. */
export const MOCK_TESTS_SLUG = 'mock-tests';
/** A test's whole written block on the clock: `/mock-tests/1/exam`. */
export const MOCK_RUN_SLUG = 'exam';
/** A test's oral exam with its task sheets: `/mock-tests/1/oral`. */
export const MOCK_ORAL_SLUG = 'oral';

/** The query parameter of the search page that holds the search words. */
export const SEARCH_PARAM = 'q';

/** The anchors of the overview's three sections, one per stage. */
export const STAGE_ANCHOR = {
  foundation: 'foundation',
  'written-block': 'written',
  'oral-block': 'oral',
} as const;

/** Every link of the site is built here, from the catalogue and the URL table. */
export const href = {
  home: (lang: Lang) => localizePath('/', lang),
  overview: (lang: Lang, anchor?: string) =>
    `${localizePath(`/${OVERVIEW_SLUG}`, lang)}${anchor ? `#${anchor}` : ''}`,
  /** A sheet; only a route of the catalogue compiles (`href.sheet('reading-mastry', lang)` does not). */
  sheet: (route: SheetRoute, lang: Lang) => localizePath(`/${route}`, lang),
  /** The phrase drill; with a sheet's route (or `all` for every due card) it starts that drill. */
  drill: (lang: Lang, sheet?: string) =>
    `${localizePath(`/${DRILL_SLUG}`, lang)}${sheet ? `?sheet=${encodeURIComponent(sheet)}` : ''}`,
  /** The learner's progress and the backup file. */
  progress: (lang: Lang, anchor?: string) =>
    `${localizePath(`/${PROGRESS_SLUG}`, lang)}${anchor ? `#${anchor}` : ''}`,
  /** The study plan: the tasks of every day until the exam. */
  plan: (lang: Lang) => localizePath(`/${PLAN_SLUG}`, lang),
  /** The list of model tests. */
  mockTests: (lang: Lang) => localizePath(`/${MOCK_TESTS_SLUG}`, lang),
  /** One model test: its parts and results. */
  mockTest: (id: string, lang: Lang) => localizePath(`/${MOCK_TESTS_SLUG}/${id}`, lang),
  /** One part of a model test, practised on its own. */
  mockPart: (id: string, part: PartSlug, lang: Lang) =>
    localizePath(`/${MOCK_TESTS_SLUG}/${id}/${part}`, lang),
  /** A test's whole written block on the clock. */
  mockRun: (id: string, lang: Lang) => localizePath(`/${MOCK_TESTS_SLUG}/${id}/${MOCK_RUN_SLUG}`, lang),
  /** A test's oral exam with its task sheets and the oral timer. */
  mockOral: (id: string, lang: Lang) => localizePath(`/${MOCK_TESTS_SLUG}/${id}/${MOCK_ORAL_SLUG}`, lang),
  /** The writing trainer: the first task of the first writing sheet, where its button opens it. */
  writingTrainer: (lang: Lang) =>
    `${localizePath(`/${writingTrainerSheet()}`, lang)}#${WRITING_TRAINER_ANCHOR}`,
  /** The search page, with the search words when there are any. */
  search: (lang: Lang, query = '') =>
    `${localizePath(`/${SEARCH_SLUG}`, lang)}${query ? `?${new URLSearchParams({ [SEARCH_PARAM]: query }).toString()}` : ''}`,
};

/** The same page in another language, keeping query and hash. */
export function switchLangPath(pathname: string, lang: Lang, search = '', hash = ''): string {
  return `${localizePath(stripLang(pathname), lang)}${search}${hash}`;
}

/** What a language-neutral path is: a page of the site, a redirect, or nothing. */
export type PathKind =
  | { kind: 'home' }
  | { kind: 'overview' }
  | { kind: 'drill' }
  | { kind: 'progress' }
  | { kind: 'plan' }
  | { kind: 'search' }
  | { kind: 'mock-tests' }
  | { kind: 'mock-test'; id: string }
  | { kind: 'mock-part'; id: string; part: PartSlug }
  | { kind: 'mock-run'; id: string }
  | { kind: 'mock-oral'; id: string }
  | { kind: 'sheet'; route: SheetRoute; alias: boolean }
  | { kind: 'redirect'; to: SheetRoute }
  | { kind: 'not-found' };

/** Classifies a path (with or without language prefix) against the route table. */
export function classifyPath(pathname: string): PathKind {
  const neutral = stripLang(pathname);
  if (neutral === '/') return { kind: 'home' };
  const slug = neutral.slice(1);
  if (slug === OVERVIEW_SLUG) return { kind: 'overview' };
  if (slug === DRILL_SLUG) return { kind: 'drill' };
  if (slug === PROGRESS_SLUG) return { kind: 'progress' };
  if (slug === PLAN_SLUG) return { kind: 'plan' };
  if (slug === SEARCH_SLUG) return { kind: 'search' };
  const [first, id, part, ...rest] = slug.split('/');
  if (first === MOCK_TESTS_SLUG && rest.length === 0) {
    if (id === undefined) return { kind: 'mock-tests' };
    const found = part === undefined ? undefined : findPart(part);
    if (isModelTestId(id) && part === undefined) return { kind: 'mock-test', id };
    if (isModelTestId(id) && found) return { kind: 'mock-part', id, part: found.slug };
    if (isModelTestId(id) && part === MOCK_RUN_SLUG) return { kind: 'mock-run', id };
    if (isModelTestId(id) && part === MOCK_ORAL_SLUG) return { kind: 'mock-oral', id };
  }
  const entry = findEntry(slug);
  if (entry) return { kind: 'sheet', route: entry.route, alias: false };
  const aliasTarget = ALIASES[slug];
  if (aliasTarget) return { kind: 'sheet', route: aliasTarget, alias: true };
  const redirectTarget = REDIRECTS[slug];
  if (redirectTarget) return { kind: 'redirect', to: redirectTarget };
  return { kind: 'not-found' };
}

/** The canonical language-neutral path of a page: aliases name their target. */
export function canonicalNeutralPath(pathname: string): string {
  const page = classifyPath(pathname);
  if (page.kind === 'sheet') return `/${page.route}`;
  return stripLang(pathname);
}

/** Every page of one model test, without a language prefix: the test, its parts, the written run, the oral exam. */
function modelTestNeutralPaths(id: string): string[] {
  const test = `/${MOCK_TESTS_SLUG}/${id}`;
  return [
    test,
    ...MODEL_TEST_PARTS.map((p) => `${test}/${p.slug}`),
    `${test}/${MOCK_RUN_SLUG}`,
    `${test}/${MOCK_ORAL_SLUG}`,
  ];
}

/**
 * The model test a path belongs to and every page of it in the path's language, or `null` for any
 * other page. A test's pages are stored for offline use together, once the learner opens one of
 * them (docs/decisions/0038); they are not part of the first visit's download.
 */
export function modelTestOf(pathname: string): { root: string; paths: string[] } | null {
  const kind = classifyPath(pathname);
  if (!('id' in kind)) return null;
  const lang = langFromPath(pathname);
  const paths = modelTestNeutralPaths(kind.id).map((p) => localizePath(p, lang));
  return { root: paths[0]!, paths };
}

/** Every path that is prerendered to its own HTML file, in both languages. */
export function prerenderPaths(): string[] {
  const neutral = [
    '/',
    `/${OVERVIEW_SLUG}`,
    `/${DRILL_SLUG}`,
    `/${PROGRESS_SLUG}`,
    `/${PLAN_SLUG}`,
    `/${SEARCH_SLUG}`,
    `/${MOCK_TESTS_SLUG}`,
    ...MODEL_TEST_IDS.flatMap(modelTestNeutralPaths),
    ...CATALOGUE.map((e) => `/${e.route}`),
    ...Object.keys(ALIASES).map((a) => `/${a}`),
  ];
  return LANGS.flatMap((lang) => neutral.map((p) => localizePath(p, lang)));
}

/**
 * The path of the offline page of a language: prerendered, never indexed, and what the service
 * worker shows for a page it has not stored while there is no connection.
 */
export function offlinePath(lang: Lang): string {
  return localizePath(`/${OFFLINE_SLUG}`, lang);
}

/** The path of a language's web app manifest (each installs the site in its own language). */
export function webManifestPath(lang: Lang): string {
  return localizePath(`/${WEB_MANIFEST_FILE}`, lang);
}

/** The path of the prerendered not-found page of a language (served with status 404). */
export function notFoundPath(lang: Lang): string {
  return localizePath('/404', lang);
}
