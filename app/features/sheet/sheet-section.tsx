import type { ReactNode } from 'react';
import type { Block, Section } from '~/content/sheet-schema';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { ContentTable, Timeline } from './data-blocks';
import { Dialogue, Example, Phrases } from './learning-blocks';
import { BulletList, Callout, Paragraph, Steps } from './text-blocks';

function renderBlock(block: Block, lang: Lang, key: number): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <Paragraph key={key} block={block} lang={lang} />;
    case 'list':
      return <BulletList key={key} items={block.items} lang={lang} />;
    case 'steps':
      return <Steps key={key} block={block} lang={lang} />;
    case 'callout':
      return <Callout key={key} block={block} lang={lang} toneLabel={messages(lang).callout[block.tone]} />;
    case 'phrases':
      return <Phrases key={key} block={block} lang={lang} />;
    case 'example':
      return <Example key={key} block={block} lang={lang} />;
    case 'dialogue':
      return <Dialogue key={key} block={block} lang={lang} />;
    case 'table':
      return <ContentTable key={key} block={block} lang={lang} />;
    case 'timeline':
      return <Timeline key={key} block={block} lang={lang} />;
  }
}

interface SheetSectionProps {
  section: Section;
  /** The language this section is shown in. */
  lang: Lang;
  /** The page's language: a section in another language carries its own `lang`. */
  pageLang: Lang;
  toolbar?: ReactNode;
}

/** One content section: anchor, heading, optional language toggle, blocks. */
export function SheetSection({ section, lang, pageLang, toolbar }: SheetSectionProps) {
  return (
    <section
      id={section.id}
      data-anchor-section
      lang={lang === pageLang ? undefined : lang}
      aria-labelledby={`${section.id}-title`}
      className="scroll-mt-4 border-t border-slate-200 pt-8"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${section.id}-title`} className="text-2xl font-bold text-slate-900">
          <a href={`#${section.id}`} className="hover:underline">
            {section.title}
          </a>
        </h2>
        {toolbar}
      </div>
      <div className="space-y-5">{section.blocks.map((block, i) => renderBlock(block, lang, i))}</div>
    </section>
  );
}
