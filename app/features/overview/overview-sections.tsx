import { SheetGrid } from '~/components/sheet-card';
import { CATALOGUE, entriesOf } from '~/content/catalogue';
import { CATEGORIES } from '~/content/catalogue-types';
import type { Lang } from '~/i18n/locales';
import { formatCount, messages } from '~/i18n/messages';
import { STAGE_ANCHOR } from '~/lib/paths';

/** The overview: a hero and one section per stage (#foundation, #written, #oral) with its cards. */
export function OverviewPage({ lang }: { lang: Lang }) {
  const text = messages(lang);
  const path = text.home.path;
  return (
    <>
      <section
        className="bg-gradient-to-b from-blue-50 to-white px-4 pt-10 pb-8"
        aria-labelledby="overview-title"
      >
        <div className="mx-auto max-w-6xl">
          <h1 id="overview-title" className="text-4xl font-extrabold tracking-tight text-slate-900">
            {text.overview.title}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">
            {formatCount(lang, text.overview.intro, CATALOGUE.length)}
          </p>
          <nav aria-label={text.overview.jump} className="mt-5 flex flex-wrap gap-2">
            {CATEGORIES.map((c) => (
              <a
                key={c}
                href={`#${STAGE_ANCHOR[c]}`}
                className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold text-blue-900 ring-1 ring-blue-200 hover:bg-blue-50"
              >
                {text.stage[c]} ({entriesOf(c).length})
              </a>
            ))}
          </nav>
        </div>
      </section>
      <div className="mx-auto max-w-6xl space-y-14 px-4">
        {CATEGORIES.map((c) => {
          const entries = entriesOf(c);
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
                  · {formatCount(lang, path.sheetCount, entries.length)}
                </span>
              </h2>
              <p className="mt-1 mb-5 text-slate-700">{path.stages[c].text}</p>
              <SheetGrid entries={entries} lang={lang} />
            </section>
          );
        })}
      </div>
    </>
  );
}
