import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SheetPage } from '~/content/sheet-pages.server';
import type { Section, Summary } from '~/content/sheet-view';
import { practisedTasks, type WritingPractice } from '~/content/writing-practice';
import type { Lang } from '~/i18n/locales';
import { SectionBlocks } from './section-blocks';
import type { PracticeLink } from './practice-links.server';
import type { SheetPath } from './sheet-path.server';
import { SummaryTables } from './summary-tables';

/** A section as the browser receives it: its blocks already rendered to markup at build time. */
export interface RenderedSection {
  id: string;
  title: string;
  html: string;
}

/** The summary as the browser receives it: its core tables (if any) are built markup, and how many. */
export type RenderedSummary = Omit<Summary, 'tables'> & { tables?: { html: string; count: number } };

/**
 * A sheet page as the browser receives it: section blocks and the summary's tables are built
 * markup, plus its place in the path and, on a writing sheet, each task the writing trainer practises.
 */
export type SheetView = Omit<SheetPage, 'sections' | 'summary'> & {
  summary?: RenderedSummary;
  sections: RenderedSection[];
  path?: SheetPath;
  practices?: WritingPractice[];
  /** How many phrase-drill cards the sheet gives (none: no drill link). */
  drillCards?: number;
  /** The practice tools its end leads to (none: only the drill, if any). */
  tools?: PracticeLink[];
};

/**
 * Renders the blocks of each section to static markup. Runs in the route loader at build time only:
 * the blocks have no behaviour, so the browser neither downloads their components nor spends
 * hydration time on them (see docs/decisions/0003-sheet-blocks-rendered-at-build-time.md).
 */
export function renderSections(sections: Section[], lang: Lang): RenderedSection[] {
  const practised = practisedTasks(sections);
  return sections.map((s) => ({
    id: s.id,
    title: s.title,
    html: renderToStaticMarkup(createElement(SectionBlocks, { blocks: s.blocks, lang, practised })),
  }));
}

/** Renders the summary's core tables to static markup (build time only, as the sections). */
export function renderSummary(summary: Summary, lang: Lang): RenderedSummary {
  const { tables, ...rest } = summary;
  if (!tables?.length) return rest;
  const html = renderToStaticMarkup(createElement(SummaryTables, { tables, lang }));
  return { ...rest, tables: { html, count: tables.length } };
}
