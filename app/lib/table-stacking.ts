/**
 * Whether a table stays a table on a phone or becomes a card per row, decided from its content at
 * build time (docs/decisions/0029): the same markup for every first paint, no script, no shift.
 *
 * A table fits a phone when every word has room in its column side by side (no column cut, no
 * scrolling) and no cell then needs more than three lines. Widths are estimated from the text:
 * Arial's advance widths (the metrics of Roboto, San Francisco and Segoe UI are close to them) with
 * a margin for the wider ones, at the phone table's size (13 px, 4 px of padding each side).
 */

/** Where a table becomes cards: below `sm` (640 px), `md` (768 px), `lg` (1024 px), or never. */
export type TableStacking = 'never' | 'sm' | 'md' | 'lg';

/** A column as the estimate reads it: its header and its cells, with the content's inline markup. */
export interface TextColumn {
  header: string;
  cells: readonly string[];
}

/** The phone the estimate is made for, and the phone table's type and spacing (responsive-table.tsx). */
export const PHONE_TABLE = {
  /** The narrow phone of the tests (375 px) less the page's padding (16 px each side). */
  width: 375 - 2 * 16,
  fontSize: 13,
  /** Headers are smaller (and bold): they label, the cells teach. */
  headerFontSize: 12,
  /** Padding of a cell, left plus right. */
  cellPadding: 2 * 4,
  /** More lines than this in one cell is running text: it reads better as a card. */
  maxLines: 3,
} as const;

/** Wider fonts than Arial on phones (San Francisco) still fit. */
const MARGIN = 1.08;
/** Bold (a header, `**…**`) against regular. */
const BOLD = 1.1;

/** Arial's advance widths in thousandths of the font size, by character; others count as `DEFAULT`. */
const WIDTHS: [string, number][] = [
  ["'", 191],
  ['ijl', 222],
  ['ftI./:;,!· ', 278],
  ['r-()[]', 333],
  ['cksvxyzJ', 500],
  ['abdeghnopquäöüß0123456789?–', 556],
  ['FTZL', 611],
  ['ABEKPSVXYÄ', 667],
  ['CDHNRUwÜ', 722],
  ['GOQÖ', 778],
  ['mM', 833],
  ['W', 944],
  ['…→', 1000],
];
const DEFAULT = 600;
const ADVANCE = new Map(WIDTHS.flatMap(([chars, width]) => [...chars].map((c) => [c, width] as const)));

/** One character of a cell as it is drawn: the content's markup gone, bold where `**` said so. */
interface Glyph {
  char: string;
  bold: boolean;
}

/** The drawn characters of a text: `[[…]]` only marks German, `**…**` is bold. */
function glyphs(text: string, bold = false): Glyph[] {
  const out: Glyph[] = [];
  let strong = bold;
  for (const part of text.replace(/\[\[|\]\]/g, '').split(/(\*\*)/))
    if (part === '**') strong = !strong;
    else for (const char of part) out.push({ char, bold: strong });
  return out;
}

/** Width in px of drawn characters at a font size (the phone table's cells by default). */
function width(run: readonly Glyph[], size: number = PHONE_TABLE.fontSize): number {
  const thousandths = run.reduce((sum, g) => sum + (ADVANCE.get(g.char) ?? DEFAULT) * (g.bold ? BOLD : 1), 0);
  return (thousandths / 1000) * size * MARGIN;
}

/**
 * The pieces a line may break between: at spaces, but not before a middle dot (`ein · kein`), and
 * after a hyphen inside a word (`Ja/Nein-Frage`), not after one that starts it (an ending: `-s`).
 * The table cells render the same rules (`CellText` in features/sheet/data-blocks.tsx).
 */
function words(text: string, bold = false): Glyph[][] {
  const out: Glyph[][] = [];
  let word: Glyph[] = [];
  const drawn = glyphs(text, bold);
  drawn.forEach((g, i) => {
    if (g.char === ' ' && drawn[i + 1]?.char !== '·') {
      if (word.length) out.push(word);
      word = [];
      return;
    }
    const last = word.at(-1);
    if (last?.char === '-' && /\p{L}/u.test(g.char) && word.length > 1) {
      out.push(word);
      word = [];
    }
    word.push(g);
  });
  if (word.length) out.push(word);
  return out;
}

/** A text as drawn in a cell: bold or not, at its size (a header is smaller and bold). */
interface Drawn {
  text: string;
  bold: boolean;
  size: number;
}

const cell = (text: string): Drawn => ({ text, bold: false, size: PHONE_TABLE.fontSize });
const header = (text: string): Drawn => ({ text, bold: true, size: PHONE_TABLE.headerFontSize });

/** The widest piece of a text that cannot break. */
const longestWord = (d: Drawn) => Math.max(0, ...words(d.text, d.bold).map((w) => width(w, d.size)));

/** The text's width on one line. */
const oneLine = (d: Drawn) => width(glyphs(d.text, d.bold), d.size);

/** Lines a text takes in a column of `room` px (greedy, as the browser breaks lines). */
function linesIn(d: Drawn, room: number): number {
  const space = width([{ char: ' ', bold: d.bold }], d.size);
  let lines = 1;
  let used = 0;
  for (const word of words(d.text, d.bold)) {
    const w = width(word, d.size);
    if (used > 0 && used + space + w > room) {
      lines += 1;
      used = w;
    } else used += (used > 0 ? space : 0) + w;
  }
  return lines;
}

/** What the estimate found: the narrowest the table can be, and the most lines a cell then needs. */
export interface PhoneFit {
  /** Width of the table with every column as narrow as its longest word, in px. */
  minWidth: number;
  /** The most lines any cell needs at the phone's width (Infinity when the columns do not fit). */
  lines: number;
  fits: boolean;
}

/**
 * Estimates the table at a phone's width. Columns share the width as a browser's automatic table
 * layout does: each gets its longest word, the rest goes to the columns in proportion to how much
 * more their longest cell wants.
 */
export function phoneFit(columns: readonly TextColumn[]): PhoneFit {
  const { width: room, cellPadding, maxLines } = PHONE_TABLE;
  const drawn = columns.map((c) => [header(c.header), ...c.cells.map(cell)]);
  const least = drawn.map((texts) => Math.max(...texts.map(longestWord)));
  const most = drawn.map((texts) => Math.max(...texts.map(oneLine)));
  const minWidth = least.reduce((sum, w) => sum + w + cellPadding, 0);
  if (minWidth > room) return { minWidth, lines: Infinity, fits: false };
  const spare = room - minWidth;
  const wants = most.map((m, i) => m - least[i]!);
  const wanted = wants.reduce((a, b) => a + b, 0);
  const widths = least.map((l, i) => (wanted <= spare ? most[i]! : l + (spare * wants[i]!) / wanted));
  // Half a pixel of rounding: a word exactly as wide as its column stays on the line.
  const lines = Math.max(...drawn.flatMap((texts, i) => texts.map((t) => linesIn(t, widths[i]! + 0.5))));
  return { minWidth, lines, fits: lines <= maxLines };
}

/**
 * Where a table becomes cards: the author's choice when given (the specification's configurable
 * stacking breakpoint), else never when it fits a phone and below `md` otherwise (the default).
 */
export function tableStacking(columns: readonly TextColumn[], chosen?: TableStacking): TableStacking {
  if (chosen) return chosen;
  return phoneFit(columns).fits ? 'never' : 'md';
}
