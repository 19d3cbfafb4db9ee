import type { ReactNode } from 'react';
import type { Block } from '~/content/sheet-view';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { ContentTable, Timeline } from './data-blocks';
import { Dialogue, Example } from './learning-blocks';
import { Phrases } from './phrase-list';
import { BulletList, Callout, Paragraph, Steps } from './text-blocks';
import { ModelAnswer, WritingTask } from './writing-blocks';

function renderBlock(block: Block, lang: Lang, key: number, practised: readonly Block[]): ReactNode {
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
    case 'writingTask':
      return <WritingTask key={key} block={block} lang={lang} task={taskNumber(practised, block)} />;
    case 'modelAnswer':
      return <ModelAnswer key={key} block={block} lang={lang} />;
  }
}

/** A task's number among those the writing trainer practises (from 0), or none. */
function taskNumber(practised: readonly Block[], block: Block): number | undefined {
  const task = practised.indexOf(block);
  return task === -1 ? undefined : task;
}

/** The blocks of one section, in order; `practised` are the sheet's tasks the writing trainer opens from. */
export function SectionBlocks({
  blocks,
  lang,
  practised = [],
}: {
  blocks: Block[];
  lang: Lang;
  practised?: readonly Block[];
}) {
  return <>{blocks.map((block, i) => renderBlock(block, lang, i, practised))}</>;
}
