import { FOUNDATION_SHEETS } from './catalogue-foundation';
import { ORAL_SHEETS } from './catalogue-oral';
import type { CatalogueSource } from './catalogue-types';
import { WRITTEN_SHEETS } from './catalogue-written';

/**
 * The 25 sheets, one file per stage. This list is the single source of the site's structure:
 * routes, menus, counts, the finder, the overview and the prerender list are all derived from it.
 * `catalogue.ts` orders it by page number.
 */
export const CATALOGUE_SOURCE: readonly CatalogueSource[] = [
  ...FOUNDATION_SHEETS,
  ...WRITTEN_SHEETS,
  ...ORAL_SHEETS,
];
