import { SearchX, X } from 'lucide-react';
import { Link } from 'react-router';
import { SheetGrid } from '~/components/sheet-card';
import { CATALOGUE } from '~/content/catalogue';
import type { Lang } from '~/i18n/locales';
import { format, formatCount, messages } from '~/i18n/messages';
import { cn } from '~/lib/cn';
import { href } from '~/lib/paths';
import {
  DIMENSION_NAMES,
  DIMENSIONS,
  EMPTY_FILTER,
  filterEntries,
  hasFilters,
  toggleValue,
  type Dimension,
} from './finder-filter';
import { useFinderState } from './use-finder-state';
import { buttonClass } from '~/components/ui/button';

const CHIP =
  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 transition-colors motion-reduce:transition-none';

/** The label of a value in its dimension, in the page's language. */
function valueLabel(lang: Lang, dimension: Dimension, value: string): string {
  const text = messages(lang);
  if (dimension === 'stage') {
    const stage = value as keyof typeof text.stage;
    return text.stage[stage];
  }
  if (dimension === 'skill') return text.labels.skill[value as keyof typeof text.labels.skill];
  return text.labels.difficulty[value as keyof typeof text.labels.difficulty];
}

/** The home page's sheet finder: one active dimension, toggled values, live result count. */
export function SheetFinder({ lang }: { lang: Lang }) {
  const text = messages(lang).finder;
  const { state, dimension, update } = useFinderState();
  const results = filterEntries(CATALOGUE, state);
  const active = hasFilters(state);
  const selected = DIMENSION_NAMES.flatMap((d) =>
    (state[d] as readonly string[]).map((value) => ({ d, value })),
  );

  return (
    <section id="finder" aria-labelledby="finder-title" className="scroll-mt-4">
      <h2 id="finder-title" className="text-3xl font-bold text-slate-900">
        {text.title}
      </h2>
      <p className="mt-2 text-slate-700">{text.intro}</p>

      <div className="js-only mt-6 space-y-4">
        <div role="group" aria-label={text.filterBy} className="flex flex-wrap items-center gap-2">
          <span className="mr-1 text-sm font-semibold text-slate-700" aria-hidden="true">
            {text.filterBy}:
          </span>
          {DIMENSION_NAMES.map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={dimension === d}
              onClick={() => update(state, d)}
              data-testid={`finder-dimension-${d}`}
              className={cn(
                CHIP,
                dimension === d
                  ? 'bg-slate-900 text-white ring-slate-900'
                  : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
              )}
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
                className={cn(
                  CHIP,
                  pressed
                    ? 'bg-blue-700 text-white ring-blue-700'
                    : 'bg-white text-blue-900 ring-blue-200 hover:bg-blue-50',
                )}
              >
                {valueLabel(lang, dimension, value)}
              </button>
            );
          })}
        </div>
        {active && (
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
              className="min-h-11 px-2 text-sm font-semibold text-blue-800 underline underline-offset-4"
            >
              {text.clearAll}
            </button>
          </div>
        )}
      </div>

      <p
        role="status"
        aria-live="polite"
        className="mt-6 text-sm font-semibold text-slate-700"
        data-testid="finder-count"
      >
        {formatCount(lang, text.showing, results.length, { total: CATALOGUE.length })}
      </p>
      <div className="mt-3">
        {results.length > 0 ? (
          <SheetGrid entries={results} lang={lang} />
        ) : (
          <div
            className="rounded-2xl border-2 border-dashed border-slate-300 p-8 text-center"
            data-testid="finder-empty"
          >
            <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-500" />
            <h3 className="mt-3 text-xl font-bold text-slate-900">{text.emptyTitle}</h3>
            <p className="mt-1 text-slate-700">{text.emptyText}</p>
            <div className="mt-5 flex flex-wrap justify-center gap-3">
              <button
                type="button"
                onClick={() => update(EMPTY_FILTER, dimension)}
                className={buttonClass.primary}
              >
                {text.clearFilters}
              </button>
              <Link to={href.overview(lang)} className={buttonClass.secondary}>
                {text.browseAll}
              </Link>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
