import { FOUNDATION_SHEETS } from './catalogue-foundation';
import { ORAL_SHEETS } from './catalogue-oral';
import type { CatalogueSource } from './catalogue-types';
import { WRITTEN_SHEETS } from './catalogue-written';

/**
 * The route slug of every sheet, as a union of literals: a redirect, an alias or a registered sheet
 * that names a route the catalogue does not have fails to compile.
 */
export type SheetRoute = (
  typeof FOUNDATION_SHEETS | typeof WRITTEN_SHEETS | typeof ORAL_SHEETS
)[number]['route'];

/**
 * The 25 sheets, one file per stage. This list is the single source of the site's structure:
 * routes, menus, counts, the finder, the overview and the prerender list are all derived from it.
 * `catalogue.ts` orders it by page number.
 */
export const CATALOGUE_SOURCE: readonly CatalogueSource<SheetRoute>[] = [
  ...FOUNDATION_SHEETS,
  ...WRITTEN_SHEETS,
  ...ORAL_SHEETS,
];
