import { formatMinutes, formatPageNumber } from '../i18n/format';
import type { Lang, Localized } from '../i18n/locales';
import { messages } from '../i18n/messages';
import { CATALOGUE_SOURCE, type SheetRoute } from './catalogue-data';
import {
  CATEGORIES,
  type Category,
  type CatalogueEntry,
  type CatalogueSource,
  type TimeToMaster,
} from './catalogue-types';

/** The stage badge belongs to the stage: one mapping, so the two can never disagree. */
const TIME_TO_MASTER: Record<Category, TimeToMaster> = {
  foundation: 'quick-win',
  'written-block': 'core-skill',
  'oral-block': 'deep-study',
};

/** Badge colours per stage (Tailwind classes with AA contrast on white). */
const BADGE_COLOR: Record<Category, string> = {
  foundation: 'bg-emerald-100 text-emerald-900',
  'written-block': 'bg-sky-100 text-sky-900',
  'oral-block': 'bg-violet-100 text-violet-900',
};

function localize(make: (lang: Lang) => string): Localized {
  return { de: make('de'), en: make('en') };
}

function toEntry(source: CatalogueSource<SheetRoute>): CatalogueEntry<SheetRoute> {
  return {
    ...source,
    id: `sheet-${String(source.pageNumber).padStart(2, '0')}`,
    badgeText: localize((lang) => `${messages(lang).sheet.sheetOf} ${formatPageNumber(source.pageNumber)}`),
    badgeColor: BADGE_COLOR[source.category],
    estimatedTime: localize((lang) => formatMinutes(source.minutes, lang)),
    timeToMaster: TIME_TO_MASTER[source.category],
  };
}

/** Every sheet, ordered by page number. */
export const CATALOGUE: readonly CatalogueEntry<SheetRoute>[] = [...CATALOGUE_SOURCE]
  .map(toEntry)
  .sort((a, b) => a.pageNumber - b.pageNumber);

/** The sheet at a route slug, or undefined when no sheet lives there. */
export function findEntry(route: string): CatalogueEntry<SheetRoute> | undefined {
  return CATALOGUE.find((entry) => entry.route === route);
}

/** The sheets of one stage, in page-number order. */
export function entriesOf(category: Category): CatalogueEntry<SheetRoute>[] {
  return CATALOGUE.filter((entry) => entry.category === category);
}

/** How many sheets each stage has, counted from the catalogue. */
export function countsByCategory(): Record<Category, number> {
  return Object.fromEntries(CATEGORIES.map((c) => [c, entriesOf(c).length])) as Record<Category, number>;
}

/** The first sheet of the learning path: the first foundation sheet. */
export function firstSheet(): CatalogueEntry<SheetRoute> {
  const [first] = entriesOf(CATEGORIES[0]);
  if (!first) throw new Error('The catalogue has no foundation sheet.');
  return first;
}

/** The learning path: the stages in order, each stage's sheets in the order its file lists them. */
export const LEARNING_PATH: readonly CatalogueEntry<SheetRoute>[] = CATEGORIES.flatMap((c) =>
  CATALOGUE_SOURCE.filter((s) => s.category === c).map((s) => findEntry(s.route)!),
);

/** Where a sheet stands in the learning path ("step 3 of 7 in Foundation") and its neighbours. */
export interface PathStep {
  category: Category;
  /** 1-based position within its stage. */
  step: number;
  /** How many sheets the stage has. */
  of: number;
  previous?: CatalogueEntry<SheetRoute>;
  next?: CatalogueEntry<SheetRoute>;
}

/** The sheet's place in the learning path, or undefined for a route that is no sheet. */
export function pathStep(route: string): PathStep | undefined {
  const index = LEARNING_PATH.findIndex((e) => e.route === route);
  const entry = LEARNING_PATH[index];
  if (!entry) return undefined;
  const stage = LEARNING_PATH.filter((e) => e.category === entry.category);
  return {
    category: entry.category,
    step: stage.indexOf(entry) + 1,
    of: stage.length,
    previous: LEARNING_PATH[index - 1],
    next: LEARNING_PATH[index + 1],
  };
}
