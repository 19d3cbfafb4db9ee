import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { RenderedSection, SheetView } from './rendered-section.server';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { href } from '~/lib/paths';
import { SheetHeader } from './sheet-header';
import { SheetSection } from './sheet-section';
import { ComingSoon } from './sheet-states';
import { SheetSummary } from './sheet-summary';

interface SheetLayoutProps {
  page: SheetView;
  /** The section to show for an id and the language the reader chose for it. */
  sectionIn: (section: RenderedSection) => { section: RenderedSection; lang: Lang };
  /** The language toggle of a section (only rendered with global mode off). */
  sectionToolbar: (section: RenderedSection) => ReactNode;
  /** Controls above the content (the language mode switch). */
  controls?: ReactNode;
}

/** The one layout every cheat sheet uses. */
export function SheetLayout({ page, sectionIn, sectionToolbar, controls }: SheetLayoutProps) {
  const text = messages(page.lang).sheet;
  const empty = page.sections.length === 0;
  return (
    <article>
      <SheetHeader page={page} />
      <div className="mx-auto max-w-3xl space-y-8 px-4">
        {page.summary && <SheetSummary summary={page.summary} lang={page.lang} />}
        {controls && <div data-print="hide">{controls}</div>}
        {empty ? (
          <ComingSoon lang={page.lang} />
        ) : (
          <>
            <nav aria-labelledby="toc-title" className="rounded-xl bg-slate-50 p-4" data-print="hide">
              <h2 id="toc-title" className="text-sm font-bold tracking-wide text-slate-600 uppercase">
                {text.contents}
              </h2>
              <ol className="mt-2 grid gap-x-6 sm:grid-cols-2">
                {page.sections.map((s) => (
                  <li key={s.id}>
                    <a
                      href={`#${s.id}`}
                      className="inline-flex min-h-11 items-center text-blue-800 underline-offset-4 hover:underline"
                    >
                      {s.title}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
            {page.sections.map((s) => {
              const shown = sectionIn(s);
              return (
                <SheetSection
                  key={s.id}
                  section={shown.section}
                  lang={shown.lang}
                  pageLang={page.lang}
                  toolbar={sectionToolbar(s)}
                />
              );
            })}
          </>
        )}
        <footer className="rounded-2xl bg-blue-700 p-6 text-center text-white" data-testid="sheet-closing">
          {page.closing && <p className="text-lg">{page.closing}</p>}
          <p className="mt-2 text-2xl font-extrabold">{text.goodLuck}</p>
        </footer>
        <Link
          to={href.overview(page.lang)}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-blue-800 hover:underline"
          data-print="hide"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {text.backToOverview}
        </Link>
      </div>
    </article>
  );
}
