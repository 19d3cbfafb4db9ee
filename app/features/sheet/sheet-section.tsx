import type { ReactNode } from 'react';
import { langAttr, type Lang } from '~/i18n/locales';
import type { RenderedSection } from './rendered-section.server';
import { BuiltMarkup } from './built-markup';

interface SheetSectionProps {
  section: RenderedSection;
  /** The language this section is shown in. */
  lang: Lang;
  /** The page's language: a section in another language carries its own `lang`. */
  pageLang: Lang;
  toolbar?: ReactNode;
}

/**
 * One content section: anchor, heading, optional language toggle, and its blocks (built markup).
 * For the search index (docs/decisions/0012) the section itself is the anchor a hit links to: it
 * carries the id and its title for Pagefind, and the heading has no id of its own (a heading with
 * an id would become the anchor instead). The section is labelled by its heading's link.
 */
export function SheetSection({ section, lang, pageLang, toolbar }: SheetSectionProps) {
  return (
    <section
      id={section.id}
      data-anchor-section
      data-pagefind-title={section.title}
      lang={langAttr(lang, pageLang)}
      aria-labelledby={`${section.id}-title`}
      className="scroll-mt-16 border-t lg:scroll-mt-4 border-slate-200 pt-8"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold text-slate-900">
          <a id={`${section.id}-title`} href={`#${section.id}`} className="hover:underline">
            {section.title}
          </a>
        </h2>
        {/* The DE/EN pill is a control, not content: kept out of the search index. */}
        {toolbar && (
          <div className="contents" data-pagefind-ignore>
            {toolbar}
          </div>
        )}
      </div>
      {/* Taken from the document on hydration, kept for when the section returns to this language. */}
      <BuiltMarkup
        className="space-y-5"
        data-section-blocks
        html={section.html}
        inDocument={() =>
          document.getElementById(section.id)?.querySelector(':scope > [data-section-blocks]')
        }
      />
    </section>
  );
}
