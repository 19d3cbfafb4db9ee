import type { TableBlock } from '~/content/sheet-view';
import type { Lang } from '~/i18n/locales';
import { ContentTable } from './data-blocks';

/**
 * The summary's core tables, rendered at build time like the sections' blocks: small at every
 * width, each kept whole when they stand side by side (in columns where there is room, and on paper).
 */
export function SummaryTables({ tables, lang }: { tables: TableBlock[]; lang: Lang }) {
  return tables.map((block) => (
    <div key={block.caption} className="mb-4 break-inside-avoid">
      <ContentTable block={block} lang={lang} compact />
    </div>
  ));
}
