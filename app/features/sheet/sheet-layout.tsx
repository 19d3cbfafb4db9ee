import { linkClass } from '~/components/ui/button';
import { ArrowLeft } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { RenderedSection, SheetView } from './rendered-section.server';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { href } from '~/site/paths';
import { ContentsAside, SectionsControl } from './sheet-contents';
import { DrillLink } from './drill-link';
import { PracticeLinks } from './practice-links';
import { SheetEnd } from './sheet-end';
import { SheetHeader } from './sheet-header';
import { SheetSection } from './sheet-section';
import { PrintControl } from './print-control';
import { ComingSoon } from './sheet-states';
import { SheetSummary } from './sheet-summary';
import { useCurrentSection } from './use-current-section';
import { useRecordVisit } from './use-record-visit';
import { FIRST_SCREEN_CLASS } from '~/site/site';

interface SheetLayoutProps {
  page: SheetView;
  /** The section to show for an id and the language the reader chose for it. */
  sectionIn: (section: RenderedSection) => { section: RenderedSection; lang: Lang };
  /** The language toggle of a section (only rendered with global mode off). */
  sectionToolbar: (section: RenderedSection) => ReactNode;
  /** Controls above the content (the language mode switch). */
  controls?: ReactNode;
  /** A control beside the summary's title (the listen speed), where it takes no room of its own. */
  summaryControl?: ReactNode;
}

/**
 * The one layout every cheat sheet uses: a compact title, then the summary and the sections; the
 * list of sections is a sticky bar with a dialog on phones and a sticky margin column from `lg` up.
 */
export function SheetLayout({ page, sectionIn, sectionToolbar, controls, summaryControl }: SheetLayoutProps) {
  const text = messages(page.lang).sheet;
  const empty = page.sections.length === 0;
  // Each entry in the language its section is shown in: the bar, the dialog and the margin name
  // a section as its heading does.
  const links = page.sections.map((s) => {
    const shown = sectionIn(s);
    return { id: s.id, title: shown.section.title, lang: shown.lang };
  });
  const current = useCurrentSection(links.map((s) => s.id));
  useRecordVisit(page.route, current);
  const controlsBlock = controls && <div data-print="hide">{controls}</div>;
  // Search (docs/decisions/0012): only the sections are indexed (the summary repeats them); the
  // stage is the filter a reader can narrow results by.
  return (
    <article data-pagefind-filter={`stage:${page.category}`}>
      <SheetHeader
        page={page}
        actions={
          !empty && (
            <div className="flex items-center gap-2">
              <SectionsControl
                lang={page.lang}
                sections={links}
                current={current}
                hasSummary={Boolean(page.summary)}
              />
              <PrintControl lang={page.lang} hasSummary={Boolean(page.summary)} place="header" />
            </div>
          )
        }
      />
      <div className="mx-auto max-w-3xl px-4 lg:grid lg:max-w-6xl lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-12">
        <div className="mt-4 min-w-0 space-y-8">
          {page.summary && <SheetSummary summary={page.summary} lang={page.lang} control={summaryControl} />}
          <span className={FIRST_SCREEN_CLASS} hidden />
          {/* The first screen teaches: the controls come after the first thing to learn. */}
          {page.summary && controlsBlock}
          {empty ? (
            <ComingSoon lang={page.lang} />
          ) : (
            // On paper the sections flow in two columns; the summary printout leaves them out.
            <div className="space-y-8" data-print-flow data-pagefind-body>
              {page.sections.map((s, i) => {
                const shown = sectionIn(s);
                return (
                  <Fragment key={s.id}>
                    <SheetSection
                      section={shown.section}
                      lang={shown.lang}
                      pageLang={page.lang}
                      toolbar={sectionToolbar(s)}
                    />
                    {!page.summary && i === 0 && controlsBlock}
                  </Fragment>
                );
              })}
            </div>
          )}
          {empty && !page.summary && controlsBlock}
          <footer
            className="rounded-2xl bg-blue-700 p-6 text-center text-white"
            data-testid="sheet-closing"
            data-print="hide"
          >
            {page.closing && <p className="text-lg">{page.closing}</p>}
            <p className="mt-2 text-2xl font-extrabold">{text.goodLuck}</p>
          </footer>
          <PracticeLinks
            links={page.tools ?? []}
            lang={page.lang}
            drill={
              page.drillCards ? (
                <DrillLink route={page.route} lang={page.lang} cards={page.drillCards} />
              ) : null
            }
          />
          <SheetEnd route={page.route} lang={page.lang} path={page.path} />
          {!empty && <PrintControl lang={page.lang} hasSummary={Boolean(page.summary)} place="end" />}
          <Link to={href.overview(page.lang)} className={linkClass.action} data-print="hide">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {text.backToOverview}
          </Link>
        </div>
        {!empty && (
          <div className="hidden lg:block">
            <ContentsAside lang={page.lang} sections={links} current={current} />
          </div>
        )}
      </div>
    </article>
  );
}
