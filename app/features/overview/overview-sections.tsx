import { ArrowDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { SheetGrid } from '~/components/sheet-card';
import { CATALOGUE } from '~/content/catalogue';
import type { SheetRoute } from '~/content/catalogue-data';
import { CATEGORIES, type CatalogueEntry } from '~/content/catalogue-types';
import type { Lang } from '~/i18n/locales';
import { formatCount, messages } from '~/i18n/messages';
import { homeMessages } from '~/i18n/home-messages';
import { STAGE_ANCHOR } from '~/site/paths';
import { SheetLayoutScript, SheetLayoutSwitch } from './sheet-layout';

/**
 * The overview: a short title, the filters (given by the route, from the finder) and one section
 * per stage (#foundation, #written, #oral) with the sheets that match, as cards or as a list.
 */
export function OverviewPage({
  lang,
  filters,
  entries,
}: {
  lang: Lang;
  /** The finder's filters, given the layout switch to show beside their result count. */
  filters: (aside: ReactNode) => ReactNode;
  entries: readonly CatalogueEntry<SheetRoute>[];
}) {
  const text = messages(lang);
  const path = homeMessages(lang).path;
  return (
    <div data-layout-scope>
      <SheetLayoutScript />
      <section
        className="bg-gradient-to-b from-blue-50 to-white pt-6 pb-6 md:pt-10"
        aria-labelledby="overview-title"
      >
        <div className="mx-auto max-w-6xl px-4">
          <h1
            id="overview-title"
            className="text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl"
          >
            {text.overview.title}
          </h1>
          {/* On phones the count under the filters says the same; the sheets come first. */}
          <p className="mt-2 hidden max-w-2xl text-slate-700 sm:block md:text-lg">
            {formatCount(lang, text.overview.intro, CATALOGUE.length)}
          </p>
          <div className="mt-4">{filters(<SheetLayoutSwitch lang={lang} />)}</div>
          {/* On phones the stage filter just above does this job, and two lines of links would push
              the first sheet off the first screen. */}
          <nav aria-label={text.overview.jump} className="mt-1 hidden flex-wrap gap-x-4 sm:flex">
            {CATEGORIES.map((c) => (
              <a
                key={c}
                href={`#${STAGE_ANCHOR[c]}`}
                className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-blue-800 underline underline-offset-4 hover:text-blue-950"
              >
                <ArrowDown aria-hidden="true" className="size-3.5" />
                {text.stage[c]}
              </a>
            ))}
          </nav>
          <p className="mt-1 text-sm text-slate-700 list-view:hidden">{text.labels.legend}</p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl space-y-12 px-4 list-view:space-y-8">
        {CATEGORIES.map((c) => {
          const stageEntries = entries.filter((e) => e.category === c);
          return (
            <section
              key={c}
              id={STAGE_ANCHOR[c]}
              aria-labelledby={`${STAGE_ANCHOR[c]}-title`}
              className="scroll-mt-4"
              data-testid={`overview-${STAGE_ANCHOR[c]}`}
            >
              <h2 id={`${STAGE_ANCHOR[c]}-title`} className="text-2xl font-bold text-slate-900">
                {text.stage[c]}{' '}
                <span className="text-base font-semibold text-slate-600">
                  · {formatCount(lang, path.sheetCount, stageEntries.length)}
                </span>
              </h2>
              <p className="mt-1 mb-5 text-slate-700 list-view:mb-3">{path.stages[c].text}</p>
              {stageEntries.length > 0 ? (
                <SheetGrid entries={stageEntries} lang={lang} />
              ) : (
                <p className="rounded-xl border-2 border-dashed border-slate-300 p-4 text-slate-700">
                  {text.overview.noneInStage}
                </p>
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}
