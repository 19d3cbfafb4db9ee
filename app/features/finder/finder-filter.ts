import { CATEGORIES, DIFFICULTIES, SKILLS, type CatalogueEntry } from '~/content/catalogue-types';

/** The finder's three dimensions and the catalogue field each one filters. */
export const DIMENSIONS = {
  stage: { field: 'category', values: CATEGORIES },
  skill: { field: 'skillFocus', values: SKILLS },
  difficulty: { field: 'difficultyLevel', values: DIFFICULTIES },
} as const;

export type Dimension = keyof typeof DIMENSIONS;
export const DIMENSION_NAMES = Object.keys(DIMENSIONS) as Dimension[];
export const DEFAULT_DIMENSION: Dimension = 'stage';

/** The selected values per dimension. */
export type FilterState = { [D in Dimension]: readonly (typeof DIMENSIONS)[D]['values'][number][] };

export const EMPTY_FILTER: FilterState = { stage: [], skill: [], difficulty: [] };

/** Whether any value is selected in any dimension. */
export function hasFilters(state: FilterState): boolean {
  return DIMENSION_NAMES.some((d) => state[d].length > 0);
}

/**
 * The matching rule: an entry matches when, for every dimension that has a selection, its value
 * is one of the selected values (AND across dimensions, OR within one).
 */
function matches(entry: CatalogueEntry, state: FilterState): boolean {
  return DIMENSION_NAMES.every((d) => {
    const selected = state[d] as readonly string[];
    return selected.length === 0 || selected.includes(entry[DIMENSIONS[d].field]);
  });
}

/** The entries that match, in catalogue order. */
export function filterEntries<E extends CatalogueEntry>(entries: readonly E[], state: FilterState): E[] {
  return entries.filter((e) => matches(e, state));
}

/** Selects a value, or unselects it when it is selected. */
export function toggleValue(state: FilterState, dimension: Dimension, value: string): FilterState {
  const current = state[dimension] as readonly string[];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  // Keep the catalogue's order of values, whatever the order of clicks.
  const ordered = (DIMENSIONS[dimension].values as readonly string[]).filter((v) => next.includes(v));
  return { ...state, [dimension]: ordered };
}

/**
 * Reads the filter from a URL query (`?stage=foundation,oral-block&skill=grammar`). Unknown
 * values, repeated values and unknown parameters are ignored, so an odd URL never breaks the page.
 */
export function parseFilter(params: URLSearchParams): { state: FilterState; dimension: Dimension } {
  const state = { ...EMPTY_FILTER } as Record<Dimension, readonly string[]>;
  for (const d of DIMENSION_NAMES) {
    const raw = params.getAll(d).flatMap((v) => v.split(','));
    state[d] = (DIMENSIONS[d].values as readonly string[]).filter((v) => raw.includes(v));
  }
  const view = params.get('view');
  const dimension = DIMENSION_NAMES.find((d) => d === view) ?? DEFAULT_DIMENSION;
  return { state: state as FilterState, dimension };
}

/** Writes the filter into a URL query, keeping parameters that are not the finder's. */
export function writeFilter(
  params: URLSearchParams,
  state: FilterState,
  dimension: Dimension,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const d of DIMENSION_NAMES) {
    if (state[d].length) next.set(d, state[d].join(','));
    else next.delete(d);
  }
  if (dimension === DEFAULT_DIMENSION) next.delete('view');
  else next.set('view', dimension);
  return next;
}
