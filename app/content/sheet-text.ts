import type { Block, Section } from './sheet-view';

/** Every piece of text a block shows, in reading order (for content checks and word counts). */
function blockTexts(block: Block): string[] {
  switch (block.type) {
    case 'paragraph':
      return [block.text];
    case 'list':
      return block.items;
    case 'steps':
      return block.items.flatMap((s) => [s.title, s.text]);
    case 'callout':
      return [block.title, block.text ?? '', ...(block.items ?? [])];
    case 'phrases':
      return [block.title ?? '', ...block.items.flatMap((p) => [p.german, p.translation, p.tip ?? ''])];
    case 'example':
      return [
        block.title,
        ...(block.german ?? []),
        ...(block.translation ?? []),
        ...block.steps.flatMap((s) => [s.prompt, s.answer, s.reasoning]),
      ];
    case 'dialogue':
      return [block.title, ...block.lines.flatMap((l) => [l.speaker, l.german, l.translation, l.note ?? ''])];
    case 'table':
      return [
        block.caption,
        ...block.columns.map((c) => c.header),
        ...block.rows.flatMap((r) => Object.values(r)),
      ];
    case 'timeline':
      return [block.caption, ...block.segments.flatMap((s) => [s.phase, s.activity, s.goal])];
    case 'writingTask':
      return [block.title, ...[...block.text, ...block.points].flatMap((l) => [l.german, l.translation])];
    case 'modelAnswer':
      return [
        block.title,
        ...block.lines.flatMap((l) => [l.german, l.translation, l.note ?? '']),
        ...block.marking.map((m) => m.reason),
      ];
  }
}

/** All text of a list of sections, headings included. */
export function sectionsText(sections: Section[]): string {
  return sections.flatMap((s) => [s.title, ...s.blocks.flatMap(blockTexts)]).join('\n');
}
