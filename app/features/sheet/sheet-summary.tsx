import type { ReactNode } from 'react';
import { RichText } from '~/components/ui/rich-text';
import { langAttr, type Lang } from '~/i18n/locales';
import { formatCount, messages } from '~/i18n/messages';
import type { RenderedSummary } from './rendered-section.server';
import { BuiltMarkup } from './built-markup';
import { FoldOnPhone } from './fold-on-phone';

const SUBHEADING = 'text-sm font-bold tracking-wide text-slate-600 uppercase';

/**
 * The sheet at a glance, first under the title: key figures, the method in a few lines and the
 * phrases that matter most, then a reference sheet's core tables (built markup, under the panel,
 * where they have the page's width). German phrases stay German on the English page
 * (`lang="de"`), their translations are English on the German page (`lang="en"`), and are marked
 * for listening (`data-say`). `control` sits at the end of the title's row (the listen speed).
 */
export function SheetSummary({
  summary,
  lang,
  control,
}: {
  summary: RenderedSummary;
  lang: Lang;
  control?: ReactNode;
}) {
  return (
    <section aria-labelledby="summary-title" className="space-y-4" data-testid="sheet-summary">
      <SummaryPanel summary={summary} lang={lang} control={control} />
      {summary.tables && <CoreTables {...summary.tables} lang={lang} />}
    </section>
  );
}

/** Figures, method and phrases in the summary's panel. */
function SummaryPanel({
  summary,
  lang,
  control,
}: {
  summary: RenderedSummary;
  lang: Lang;
  control?: ReactNode;
}) {
  const text = messages(lang).sheet;
  return (
    <div className="rounded-2xl border border-blue-200 bg-blue-50/60 p-4 md:p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id="summary-title" className="text-xl font-bold text-slate-900">
          {text.summaryTitle}
        </h2>
        {control}
      </div>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <div>
          <h3 className={SUBHEADING}>{text.summaryFigures}</h3>
          <dl className="mt-1 space-y-1 text-sm text-slate-800">
            {summary.figures.map((figure, i) => (
              <div key={i} className="flex flex-wrap gap-x-2">
                <dt className="font-semibold">
                  <RichText text={figure.label} lang={lang} />:
                </dt>
                <dd>
                  <RichText text={figure.value} lang={lang} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <h3 className={SUBHEADING}>{text.summaryMethod}</h3>
          <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm text-slate-800 marker:text-blue-700">
            {summary.method.map((line, i) => (
              <li key={i}>
                <RichText text={line} lang={lang} />
              </li>
            ))}
          </ol>
        </div>
      </div>
      <h3 className={`mt-4 ${SUBHEADING}`}>{text.summaryPhrases}</h3>
      <ul className="mt-1 space-y-1 text-sm" data-testid="summary-phrases">
        {summary.phrases.map((phrase, i) => (
          <li key={i}>
            <span className="font-semibold text-slate-900" lang={langAttr('de', lang)} data-say="">
              <RichText text={phrase.german} lang="de" />
            </span>{' '}
            <span className="text-slate-700">
              <span aria-hidden="true">– </span>
              <span className="sr-only">{text.translation}: </span>
              <span lang={langAttr('en', lang)}>
                <RichText text={phrase.translation} lang="en" />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The core tables (build-time markup): one column, two side by side on a wide screen and on the
 * summary printout; the whole sheet's printout leaves them out (its sections have them). On a
 * phone they are folded under their heading (decision 0046): the sections below show them again.
 */
function CoreTables({ html, count, lang }: { html: string; count: number; lang: Lang }) {
  const text = messages(lang).sheet;
  return (
    <div data-print="summary">
      <h3 className={SUBHEADING}>{text.summaryTables}</h3>
      <FoldOnPhone summary={formatCount(lang, text.summaryTablesShow, count)}>
        <BuiltMarkup
          className="mt-2 xl:columns-2 xl:gap-6"
          data-summary-tables
          html={html}
          inDocument={() => document.querySelector('[data-summary-tables]')}
        />
      </FoldOnPhone>
    </div>
  );
}
