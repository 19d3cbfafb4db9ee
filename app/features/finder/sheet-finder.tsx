import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { SheetGrid } from '~/components/sheet-card';
import { buttonClass } from '~/components/ui/button';
import { CATALOGUE } from '~/content/catalogue';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { href } from '~/site/paths';
import { FinderControls } from './finder-controls';
import { EMPTY_FILTER, filterEntries } from './finder-filter';
import { useFinderState } from './use-finder-state';

/** The home page's sheet finder: the filters, the live count and the matching cards. */
export function SheetFinder({ lang }: { lang: Lang }) {
  const text = messages(lang).finder;
  const finder = useFinderState();
  const results = filterEntries(CATALOGUE, finder.state);

  return (
    <section id="finder" aria-labelledby="finder-title" className="scroll-mt-4">
      <h2 id="finder-title" className="text-3xl font-bold text-slate-900">
        {text.title}
      </h2>
      <p className="mt-2 mb-6 text-slate-700">{text.intro}</p>
      <FinderControls lang={lang} resultCount={results.length} {...finder} />
      <p className="mt-1 text-sm text-slate-700">{messages(lang).labels.legend}</p>
      <div className="mt-3">
        {results.length > 0 ? (
          <SheetGrid entries={results} lang={lang} />
        ) : (
          <FinderEmpty lang={lang} onClear={() => finder.update(EMPTY_FILTER, finder.dimension)} />
        )}
      </div>
    </section>
  );
}

/** No sheet matches: say so, offer to clear the filters or to see every sheet. */
function FinderEmpty({ lang, onClear }: { lang: Lang; onClear: () => void }) {
  const text = messages(lang).finder;
  return (
    <div
      className="rounded-2xl border-2 border-dashed border-slate-300 p-8 text-center"
      data-testid="finder-empty"
    >
      <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-500" />
      <h3 className="mt-3 text-xl font-bold text-slate-900">{text.emptyTitle}</h3>
      <p className="mt-1 text-slate-700">{text.emptyText}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={onClear} className={buttonClass.primary}>
          {text.clearFilters}
        </button>
        <Link to={href.overview(lang)} className={buttonClass.secondary}>
          {text.browseAll}
        </Link>
      </div>
    </div>
  );
}
