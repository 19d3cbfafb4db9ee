import type { TextRange } from './report';

/**
 * The letter cut into what the checks read: lines, the greeting and the closing, sentences and
 * their tokens. Every piece keeps its character range in the text as typed, so a finding can
 * mark its place.
 */

/** A word or a punctuation mark. `lower` is the word in lower case (the checks compare it). */
export interface Token extends TextRange {
  text: string;
  lower: string;
  kind: 'word' | 'punct';
  /** The first word of its sentence. */
  first: boolean;
}

/** A sentence of the body (between the greeting and the closing): its range, text and tokens. */
export interface Sentence extends TextRange {
  text: string;
  tokens: Token[];
  /** The words only (no punctuation), in order. */
  words: Token[];
}

/** One line of the text as typed, with its range (without the line break). */
export interface Line extends TextRange {
  text: string;
}

/** The letter's parts. */
export interface Letter {
  text: string;
  lines: Line[];
  /** The greeting's range: the first line up to and with its comma or exclamation mark. */
  greeting?: Line;
  /** The closing formula's line (Viele Grüße, Mit freundlichen Grüßen …). */
  closing?: Line;
  /** The body's sentences: everything between the greeting and the closing (or the signature). */
  sentences: Sentence[];
  /** The body's paragraphs: its filled lines. */
  paragraphs: TextRange[];
}

const WORD = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/uy;
/** Punctuation, and a gap of an exercise (___), which no rule reads across. */
const PUNCT = /_+|[.,;:!?…–—"„“”()·/]/uy;

/** The tokens of a stretch of text, with ranges counted from `offset`. */
export function tokenize(text: string, offset = 0): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    WORD.lastIndex = i;
    PUNCT.lastIndex = i;
    const word = WORD.exec(text);
    if (word) {
      tokens.push(token(word[0], offset + i, 'word'));
      i += word[0].length;
      continue;
    }
    const punct = PUNCT.exec(text);
    if (punct) tokens.push(token(punct[0], offset + i, 'punct'));
    i += punct ? punct[0].length : 1;
  }
  const firstWord = tokens.find((t) => t.kind === 'word');
  if (firstWord) firstWord.first = true;
  return tokens;
}

function token(text: string, start: number, kind: Token['kind']): Token {
  return { text, lower: text.toLowerCase(), kind, start, end: start + text.length, first: false };
}

/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATIONS = new Set([
  'bzw',
  'ca',
  'dr',
  'nr',
  'str',
  'tel',
  'evtl',
  'ggf',
  'inkl',
  'vgl',
  'hr',
  'fr',
]);

/** Splits a stretch of text into sentences at . ! ? (not after a number or an abbreviation). */
export function splitSentences(text: string, offset = 0): Sentence[] {
  const sentences: Sentence[] = [];
  let start = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed && /[\p{L}\p{N}]/u.test(trimmed)) {
      const s = offset + start + lead;
      const tokens = tokenize(trimmed, s);
      sentences.push({
        start: s,
        end: s + trimmed.length,
        text: trimmed,
        tokens,
        words: tokens.filter((t) => t.kind === 'word'),
      });
    }
    start = end;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c !== '.' && c !== '!' && c !== '?') continue;
    // Runs of marks (?!, ..., …) end together.
    let j = i;
    while (j + 1 < text.length && /[.!?…"“”)]/.test(text[j + 1]!)) j++;
    const next = text.slice(j + 1).match(/^\s*(\S)/u)?.[1];
    if (c === '.') {
      const before = text.slice(0, i).match(/([\p{L}\p{N}]+)$/u)?.[1] ?? '';
      // A date (am 12. November) or an abbreviation (z. B.) goes on.
      if (/^\d+$/.test(before) && MONTHS.test(text.slice(j + 1))) continue;
      if (/^\p{L}$/u.test(before) || ABBREVIATIONS.has(before.toLowerCase())) continue;
      // A full stop before a small letter is an abbreviation or an ordinal (der 3. oder 4.).
      if (next !== undefined && /\p{Ll}/u.test(next)) continue;
    }
    i = j;
    push(j + 1);
  }
  push(text.length);
  return sentences;
}

const MONTHS = /^\s*(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\b/u;

/** The lines of a text, each with its range. */
export function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (const part of text.split('\n')) {
    const clean = part.replace(/\r$/, '');
    lines.push({ start, end: start + clean.length, text: clean });
    start += part.length + 1;
  }
  return lines;
}

/** How a greeting begins. */
const GREETING_START =
  /^(liebe|lieber|liebes|hallo|hi|hey|servus|moin|sehr geehrte|sehr geehrter|guten tag|guten morgen|guten abend|grüß dich|grüß gott)\b/iu;

/** How a closing formula reads (a short line near the end). */
const CLOSING =
  /(grüße|grüßen|gruß|grüsse|grüssen|bis bald|bis dann|bis später|bis morgen|tschüss|tschüs|ciao|alles liebe|liebe grüsse|lg|mfg|hochachtungsvoll|umarmung|dein[e]?$|euer|eure)/iu;

/** Cuts a letter into greeting, body sentences, closing and paragraphs. */
export function readLetter(text: string): Letter {
  const lines = splitLines(text);
  const filled = lines.filter((l) => l.text.trim() !== '');
  let bodyStart = 0;
  let bodyEnd = text.length;
  let greeting: Line | undefined;
  let closing: Line | undefined;

  const first = filled[0];
  if (first) {
    const lead = first.text.length - first.text.trimStart().length;
    const trimmed = first.text.trim();
    if (GREETING_START.test(trimmed)) {
      // The greeting runs to its first comma or exclamation mark, or the whole line.
      const mark = trimmed.search(/[,!]/);
      const cut = mark >= 0 ? mark + 1 : trimmed.length;
      const words = trimmed.slice(0, cut).split(/\s+/).length;
      const length = words <= 6 ? cut : trimmed.length;
      greeting = {
        start: first.start + lead,
        end: first.start + lead + length,
        text: trimmed.slice(0, length),
      };
      bodyStart = greeting.end;
    }
  }

  // The closing: a short line among the last four filled lines that reads like a closing formula.
  const tail = filled.slice(-4);
  for (const line of tail) {
    if (greeting && line.start < greeting.end) continue;
    const trimmed = line.text.trim();
    const words = trimmed.split(/\s+/).length;
    if (words <= 6 && CLOSING.test(trimmed) && !/[?]/.test(trimmed)) {
      const lead = line.text.length - line.text.trimStart().length;
      closing = { start: line.start + lead, end: line.start + lead + trimmed.length, text: trimmed };
      bodyEnd = closing.start;
      break;
    }
  }
  if (!closing) {
    // No closing formula: a last line of one or two words without a full stop is a signature.
    const last = filled.at(-1);
    if (
      last &&
      last !== first &&
      last.text.trim().split(/\s+/).length <= 2 &&
      !/[.!?]$/.test(last.text.trim())
    )
      bodyEnd = last.start;
  }

  const body = text.slice(bodyStart, bodyEnd);
  const sentences = splitLines(body).flatMap((line) => splitSentences(line.text, bodyStart + line.start));

  // Paragraphs: the body's filled lines (a line break or an empty line starts a new one).
  const paragraphs: TextRange[] = lines
    .filter((line) => line.text.trim() !== '' && line.end > bodyStart && line.start < bodyEnd)
    .map((line) => ({ start: Math.max(line.start, bodyStart), end: Math.min(line.end, bodyEnd) }))
    .filter((range) => text.slice(range.start, range.end).trim() !== '');

  return { text, lines, ...(greeting && { greeting }), ...(closing && { closing }), sentences, paragraphs };
}
