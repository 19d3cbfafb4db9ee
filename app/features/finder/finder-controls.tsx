import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { CATALOGUE } from '~/content/catalogue';
import type { Lang } from '~/i18n/locales';
import { format, formatCount, messages } from '~/i18n/messages';
import { chipClass, linkClass } from '~/components/ui/button';
import {
  DIMENSION_NAMES,
  DIMENSIONS,
  EMPTY_FILTER,
  hasFilters,
  toggleValue,
  type Dimension,
  type FilterState,
} from './finder-filter';

/** The label of a value in its dimension, in the page's language. */
function valueLabel(lang: Lang, dimension: Dimension, value: string): string {
  const text = messages(lang);
  if (dimension === 'stage') return text.stage[value as keyof typeof text.stage];
  if (dimension === 'skill') return text.labels.skill[value as keyof typeof text.labels.skill];
  return text.labels.difficulty[value as keyof typeof text.labels.difficulty];
}

/** What the controls need: the state from `useFinderState` and how many sheets match. */
export interface FinderControlsProps {
  lang: Lang;
  state: FilterState;
  dimension: Dimension;
  update: (state: FilterState, dimension: Dimension) => void;
  resultCount: number;
  /** Shown on the line of the result count (the overview puts its layout switch there). */
  aside?: ReactNode;
}

/**
 * The finder's filters: one active dimension, its values as toggles, the active filters with a way
 * to remove each, and the live result count. Used by the home finder and the overview.
 */
export function FinderControls({ lang, state, dimension, update, resultCount, aside }: FinderControlsProps) {
  const text = messages(lang).finder;
  const selected = DIMENSION_NAMES.flatMap((d) =>
    (state[d] as readonly string[]).map((value) => ({ d, value })),
  );
  return (
    <>
      <div className="js-only space-y-3" data-testid="finder-controls">
        <div role="group" aria-label={text.filterBy} className="flex flex-wrap items-center gap-2">
          {/* The group is named for assistive technology; on phones the visible label costs a line. */}
          <span className="mr-1 hidden text-sm font-semibold text-slate-700 sm:inline" aria-hidden="true">
            {text.filterBy}:
          </span>
          {DIMENSION_NAMES.map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={dimension === d}
              onClick={() => update(state, d)}
              data-testid={`finder-dimension-${d}`}
              className={chipClass(dimension === d, 'tab')}
            >
              {text.dimensions[d]}
              {state[d].length > 0 && (
                <span className="ml-1.5 rounded-full bg-blue-100 px-1.5 text-xs text-blue-900">
                  {state[d].length}
                </span>
              )}
            </button>
          ))}
        </div>
        <div
          role="group"
          aria-label={format(text.valuesLabel, { dimension: text.dimensions[dimension] })}
          className="flex flex-wrap gap-2"
        >
          {(DIMENSIONS[dimension].values as readonly string[]).map((value) => {
            const pressed = (state[dimension] as readonly string[]).includes(value);
            return (
              <button
                key={value}
                type="button"
                aria-pressed={pressed}
                onClick={() => update(toggleValue(state, dimension, value), dimension)}
                data-testid={`finder-value-${value}`}
                className={chipClass(pressed)}
              >
                {valueLabel(lang, dimension, value)}
              </button>
            );
          })}
        </div>
        {hasFilters(state) && (
          <div className="flex flex-wrap items-center gap-2" data-testid="finder-active">
            <span className="text-sm font-semibold text-slate-700">{text.activeFilters}:</span>
            {selected.map(({ d, value }) => {
              const label = valueLabel(lang, d, value);
              return (
                <button
                  key={`${d}-${value}`}
                  type="button"
                  onClick={() => update(toggleValue(state, d, value), dimension)}
                  aria-label={format(text.removeFilter, { value: label })}
                  className="inline-flex min-h-11 items-center gap-1 rounded-full bg-slate-100 px-3 text-sm text-slate-800 hover:bg-slate-200"
                >
                  {label}
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              );
            })}
            <button
              type="button"
              onClick={() => update(EMPTY_FILTER, dimension)}
              className={`px-2 ${linkClass.small}`}
            >
              {text.clearAll}
            </button>
          </div>
        )}
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p
          role="status"
          aria-live="polite"
          className="text-sm font-semibold text-slate-700"
          data-testid="finder-count"
        >
          {formatCount(lang, text.showing, resultCount, { total: CATALOGUE.length })}
        </p>
        {aside}
      </div>
    </>
  );
}
