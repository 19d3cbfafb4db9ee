/**
 * The content model of a cheat sheet: ONE tree per sheet, both languages side by side.
 * Authors write these objects in `content/sheets/<route>.ts`; `projectSheet` turns a sheet into one
 * language (`sheet-view.ts`) and the sheet feature renders that.
 *
 * - Explanatory text is `{ de, en }`. Leaving out a language is a type error. Text that reads the
 *   same in both languages (a name, a symbol, a letter, a quoted German answer) is `{ same }`.
 * - German learner material (phrases, dialogue lines, example texts, German table columns) is
 *   written once, as `{ german, translation }`: it stays German on the English page.
 * - Inline markup inside any text: `**bold**`, and `[[German phrase]]` for German words inside a
 *   sentence (marked `lang="de"` on the English page).
 */
import type { Localized } from '../i18n/locales';
import type { TableStacking } from '../lib/table-stacking';
import type { PartSlug } from './model-tests/parts';

/** Explanatory text in every language, or once when it is the same in every language. */
export type LocalText = (Localized & { same?: never }) | { same: string; de?: never; en?: never };

/** German learner material, written once, with its English translation. */
export interface GermanText {
  german: string;
  translation: string;
}

/**
 * The phrase drill's cards of a phrase or dialogue line, in place of its own German and
 * translation (docs/decisions/0027): the phrase a long line holds, or `[]` for no card. A card's
 * German is at most 90 characters and its prompt leads to that German only (drill-cards.test.ts).
 */
export type DrillForms = readonly GermanText[];

/** A paragraph of running text. */
export interface ParagraphBlock {
  type: 'paragraph';
  text: LocalText;
}

/** A bulleted list. */
interface ListBlock {
  type: 'list';
  items: LocalText[];
}

/** Numbered steps, each with a short title (a method's letters, a procedure). */
interface StepsBlock {
  type: 'steps';
  items: { title: LocalText; text: LocalText }[];
}

/** A highlighted tip, warning or note. */
export interface CalloutBlock {
  type: 'callout';
  tone: 'tip' | 'warning' | 'info';
  title: LocalText;
  text?: LocalText;
  items?: LocalText[];
}

/** German phrases to learn, each with its English translation and an optional usage tip. */
interface PhrasesBlock {
  type: 'phrases';
  title?: LocalText;
  items: (GermanText & { tip?: LocalText; drill?: DrillForms })[];
}

/** A worked example: a German task or text (line by line, translated), then questions. */
interface ExampleBlock {
  type: 'example';
  title: LocalText;
  /** The task or text as it would appear in the exam; the translation is shown on request. */
  text?: GermanText[];
  steps: { prompt: LocalText; answer: LocalText; reasoning: LocalText }[];
  /** The model-test part that practises this format in full: the example ends with a link to it. */
  practice?: PartSlug;
  /**
   * On screen only: a further example the printout leaves out, so that the sheet stays on four A4
   * pages (decision 0018). Never the only example of a section.
   */
  screenOnly?: true;
}

/** A conversation in German, line by line, with translations. */
interface DialogueBlock {
  type: 'dialogue';
  title: LocalText;
  lines: (GermanText & { speaker: LocalText; note?: LocalText; drill?: DrillForms })[];
}

/**
 * A table column. `lang` says what its cells are: `'de'` German learner material (a plain German
 * string, marked `lang="de"` on the English page), `'en'` the English translation of a German
 * column (a plain English string), none: explanatory text in both languages (`LocalText`).
 */
export interface TableColumn {
  key: string;
  header: LocalText;
  lang?: 'de' | 'en';
  /**
   * A German column of mistakes (the "Falsch" of an error table): German on the page, but never
   * read aloud by the listen controls, so no learner hears a wrong sentence as a model.
   */
  wrong?: true;
  /**
   * On a table of two German forms of each phrase (du and Sie): every German column with a label
   * gives its own drill card, prompted by the row's translation and this label, e.g. `'(du)'`.
   */
  drillLabel?: string;
}

/** One row of a table with the columns `C`: every column filled, each cell of its column's kind. */
export type TableRow<C extends readonly TableColumn[]> = {
  [Column in C[number] as Column['key']]: Column extends { lang: 'de' | 'en' } ? string : LocalText;
} & {
  /**
   * The row's drill cards, when the table's own pairing does not fit: German column → the whole
   * English prompt of its card (no label added); `{}` gives no card.
   */
  drill?: Readonly<Partial<Record<Extract<C[number], { lang: 'de' }>['key'], string>>>;
};

/** A row's drill cards as `table()` keeps them: German column → English prompt. */
type DrillRow = Readonly<Record<string, string>>;

declare const checkedTable: unique symbol;

/** A table, built with `table()` so that its rows are checked against its columns. */
export interface TableBlock {
  type: 'table';
  caption: LocalText;
  columns: readonly TableColumn[];
  rows: readonly Record<string, string | LocalText>[];
  /** Each row's `drill` (by row index), taken out of the rows; only the phrase drill reads it. */
  drillRows?: readonly (DrillRow | undefined)[];
  /**
   * Where the table becomes a card per row: below `sm`, `md` or `lg`, or `never`. Leave it out
   * and the content decides: a table that fits a phone stays a table, any other stacks below `md`
   * (`tableStacking` in `lib/table-stacking.ts`). Set it where the estimate is wrong for a table.
   */
  stack?: TableStacking;
  /**
   * `'phone'`: below `md` the table is folded behind its caption (one tap opens it); from `md` up
   * and on paper it is always open. For a long reference table on a long sheet (decision 0046).
   */
  fold?: 'phone';
  readonly [checkedTable]: true;
}

/**
 * Builds a table block (rendered as the responsive table: a table, or cards on small screens
 * where its text is too long for a phone). The type checks every row against the columns: a
 * missing cell, an untranslated explanatory cell or a translated German cell does not compile.
 */
export function table<const C extends readonly TableColumn[]>(block: {
  caption: LocalText;
  columns: C;
  rows: NoInfer<TableRow<C>>[];
  stack?: TableStacking;
  fold?: 'phone';
}): TableBlock {
  const drillRows = block.rows.map((row) => row.drill as DrillRow | undefined);
  const rows = block.rows.map((row) =>
    Object.fromEntries(Object.entries(row).filter(([k]) => k !== 'drill')),
  );
  return {
    type: 'table',
    ...block,
    rows,
    ...(drillRows.some(Boolean) && { drillRows }),
  } as unknown as TableBlock;
}

/** Phases on a time axis in minutes, drawn as a bar and listed as a table from the same data. */
export interface TimelineBlock {
  type: 'timeline';
  /**
   * The oral exam timer runs through the timeline marked `preparation`, then the one marked
   * `conversation` (one of each, on the oral block strategy sheet). Unmarked timelines are only shown.
   */
  timer?: 'preparation' | 'conversation';
  caption: LocalText;
  headers: { phase: LocalText; activity: LocalText; duration: LocalText; goal: LocalText };
  segments: { phase: LocalText; activity: LocalText; from: number; to: number; goal: LocalText }[];
}

/** The four guiding points of a writing task, in the task's order (1–4). */
type GuidingPoint = 1 | 2 | 3 | 4;

/**
 * The register a letter asks for: `du` (a friend), `Sie` (formal: Sehr geehrte …), `semi` (Sie with
 * a personal greeting such as "Liebe Frau Kraus," for a neighbour or a colleague).
 */
export type LetterRegister = 'du' | 'Sie' | 'semi';

/**
 * A guiding point with the cues by which the writing coach finds the sentences that handle it:
 * words, word families (`geburtstag*`, `*kurs`), phrasings (`tut mir … leid`); see
 * `features/writing-coach/points.ts`. Every line of a model answer marked with the point must
 * match one of them (writing-cues.test.ts).
 */
export interface GuidingPointText extends GermanText {
  cues: readonly string[];
}

/**
 * The exam's one writing task, in its real format: the situation and the e-mail received (German,
 * line by line, translated), then exactly four guiding points (Leitpunkte).
 */
interface WritingTaskBlock {
  type: 'writingTask';
  title: LocalText;
  /** The situation and the e-mail the candidate answers, as the task sheet gives them. */
  text: GermanText[];
  /** The four guiding points, in order: the answer's lines refer to them by number. */
  points: readonly [GuidingPointText, GuidingPointText, GuidingPointText, GuidingPointText];
  /** The register the answer needs (its greeting, closing and forms of address). */
  register: LetterRegister;
  /** Whether a point asks the writer to ask something (a question belongs in the letter). */
  asksQuestion: boolean;
}

/** The three criteria of the written e-mail (EXAM_FACTS.md), in the order they are marked. */
export const WRITING_CRITERIA = ['task', 'communication', 'accuracy'] as const;

/** A criterion of the written e-mail: Aufgabenbewältigung, Kommunikative Gestaltung, Formale Richtigkeit. */
type WritingCriterion = (typeof WRITING_CRITERIA)[number];

/** A mark on one criterion: A, B, C, D = 5, 3, 1, 0 points (the sum is multiplied by 3, max. 45). */
export type Grade = 'A' | 'B' | 'C' | 'D';

/**
 * An answer to the writing task just above it (a model answer, or a weaker version to compare),
 * line by line with the guiding points each line handles, marked on the three criteria. The page
 * shows the word count, the points per criterion and the score out of 45.
 */
export interface ModelAnswerBlock {
  type: 'modelAnswer';
  title: LocalText;
  lines: (GermanText & {
    /** The guiding points this line handles (a greeting or closing handles none). */
    points?: readonly GuidingPoint[];
    /** What to notice in this line: a connector that scores, or the error in a weaker version. */
    note?: LocalText;
  })[];
  /** One grade per criterion, with the reason a marker would give. */
  marking: Record<WritingCriterion, { grade: Grade; reason: LocalText }>;
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

/** One content section of a sheet; `id` is its anchor (short English kebab-case). */
interface Section {
  id: string;
  title: LocalText;
  blocks: Block[];
}

/**
 * What a reader needs in the last minute before the exam, and what a one-page printout shows:
 * the method in a few lines, the phrases that matter most, the key figures.
 */
export interface SheetSummary {
  /** The method, in a few short lines. */
  method: LocalText[];
  /** The (about five) phrases that matter most, with their translations. */
  phrases: GermanText[];
  /** The key figures: what, and how much or how long. */
  figures: { label: LocalText; value: LocalText }[];
  /**
   * Optional: tables of the sheet's own sections shown again at a glance, compactly (a reference
   * sheet's core tables). The same objects as in the sections, never new figures: a content test
   * holds every one to a table of the sheet.
   */
  tables?: readonly TableBlock[];
}

/** What an author writes for one sheet. Time, level and number come from the catalogue. */
export interface Sheet {
  /** The page title: main and highlighted part read as one title; the subtitle is one sentence. */
  pageTitle: { main: LocalText; highlight: LocalText; subtitle: LocalText };
  /** The exam part the sheet prepares for, for the stats line. */
  exam: LocalText;
  /** Optional: shown first, under the title ("Auf einen Blick" / "At a glance"). */
  summary?: SheetSummary;
  sections: Section[];
  /** One or two encouraging sentences; the page adds "Viel Erfolg!" / "Good luck!" itself. */
  closing: LocalText;
  /** Search-engine title and description; the catalogue's are used when absent. */
  seoMeta?: { title: LocalText; description: LocalText; keywords?: Localized<string[]> };
}
