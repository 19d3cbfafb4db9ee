import type { TableStacking } from '../lib/table-stacking';
import type { LetterRegister } from './sheet-schema';
import type { PartSlug } from './model-tests/parts';
/**
 * A sheet in ONE language, as the block components render it: what `projectSheet` (in
 * `project-sheet.ts`) makes of the one-tree model in `sheet-schema.ts`. Authors never write these
 * types; every text here is already in the page's language.
 *
 * Inline markup inside any text: `**bold**`, and `[[German phrase]]` for German words inside a
 * sentence. On English pages `[[...]]` is marked `lang="de"`; fields named `german` always are.
 */

/** A paragraph of running text. */
export interface ParagraphBlock {
  type: 'paragraph';
  text: string;
}

/** A bulleted list. */
export interface ListBlock {
  type: 'list';
  items: string[];
}

/** Numbered steps, each with a short title (a method's letters, a procedure). */
export interface StepsBlock {
  type: 'steps';
  items: { title: string; text: string }[];
}

/** A highlighted tip, warning or note. */
export interface CalloutBlock {
  type: 'callout';
  tone: 'tip' | 'warning' | 'info';
  title: string;
  text?: string;
  items?: string[];
}

/** German phrases to learn, each with its English translation and an optional usage tip. */
export interface PhrasesBlock {
  type: 'phrases';
  title?: string;
  items: { german: string; translation: string; tip?: string }[];
}

/** A worked example: a German task or text, then questions with answers and the reasoning. */
export interface ExampleBlock {
  type: 'example';
  title: string;
  /** The task or text as it would appear in the exam, in German. */
  german?: string[];
  /** Its English translation, shown on request. */
  translation?: string[];
  steps: { prompt: string; answer: string; reasoning: string }[];
  /** The model-test part that practises this format (the first test's), linked after the steps. */
  practice?: PartSlug;
  /** On screen only: the printout leaves it out (decision 0018). */
  screenOnly?: true;
}

/** A conversation in German, line by line, with translations. */
export interface DialogueBlock {
  type: 'dialogue';
  title: string;
  lines: { speaker: string; german: string; translation: string; note?: string }[];
}

/** A table; rendered as the responsive table (cards on small screens when its text is long). */
export interface TableBlock {
  type: 'table';
  caption: string;
  /** The author's stacking breakpoint, when set (else the content decides, at build time). */
  stack?: TableStacking;
  /** Folded behind its caption on a phone, open from `md` up and on paper. */
  fold?: 'phone';
  columns: { key: string; header: string }[];
  rows: Record<string, string>[];
  /** Column keys whose cells are German to be learned (marked `lang="de"` on English pages). */
  germanColumns?: string[];
  /** Column keys whose cells are English translations (marked `lang="en"` on German pages). */
  translationColumns?: string[];
  /** German columns of mistakes to avoid: shown, never read aloud (no listen control). */
  wrongColumns?: string[];
}

/** Phases on a time axis in minutes, drawn as a bar and listed as a table from the same data. */
export interface TimelineBlock {
  type: 'timeline';
  caption: string;
  headers: { phase: string; activity: string; duration: string; goal: string };
  segments: { phase: string; activity: string; from: number; to: number; goal: string }[];
}

/** The exam's writing task: the situation and e-mail in German, then the four guiding points. */
export interface WritingTaskBlock {
  type: 'writingTask';
  title: string;
  text: { german: string; translation: string }[];
  /** The guiding points, with the writing coach's cues (German, the same on both pages). */
  points: { german: string; translation: string; cues: readonly string[] }[];
  register: LetterRegister;
  asksQuestion: boolean;
}

/** An answer to a writing task, its lines tagged with guiding points, marked on the three criteria. */
export interface ModelAnswerBlock {
  type: 'modelAnswer';
  title: string;
  lines: { german: string; translation: string; points: number[]; note?: string }[];
  /** In marking order (task, communication, accuracy). */
  marking: {
    criterion: 'task' | 'communication' | 'accuracy';
    grade: 'A' | 'B' | 'C' | 'D';
    reason: string;
  }[];
}

/** Every kind of block a section may hold. */
export type Block =
  | ParagraphBlock
  | ListBlock
  | StepsBlock
  | CalloutBlock
  | PhrasesBlock
  | ExampleBlock
  | DialogueBlock
  | TableBlock
  | TimelineBlock
  | WritingTaskBlock
  | ModelAnswerBlock;

/** One content section of a sheet; `id` is its anchor and is the same in both languages. */
export interface Section {
  id: string;
  title: string;
  blocks: Block[];
}

/** The three-part page title: main, highlighted part, subtitle. */
export interface PageTitle {
  main: string;
  highlight: string;
  subtitle: string;
}

/** The compact summary at the top of a sheet ("Auf einen Blick" / "At a glance"). */
export interface Summary {
  method: string[];
  phrases: { german: string; translation: string }[];
  figures: { label: string; value: string }[];
  /** The sheet's core tables, shown again at a glance. */
  tables?: TableBlock[];
}

/** A whole sheet in one language. Time, level and number come from the catalogue. */
export interface SheetInLanguage {
  pageTitle: PageTitle;
  /** The exam part the sheet prepares for, for the stats line. */
  exam: string;
  summary?: Summary;
  sections: Section[];
  closing: string;
  /** Search-engine title and description; the catalogue's are used when absent. */
  seoMeta?: { title: string; description: string; keywords?: string[] };
}
