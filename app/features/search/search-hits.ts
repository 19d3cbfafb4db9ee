import { CATEGORIES, type Category } from '~/content/catalogue-types';
import { excerptParts, type ExcerptPart } from './excerpt';
import type { PagefindData, PagefindSubResult } from './pagefind';

/**
 * At first this many sheets are shown for a query, the best first; the reader can ask for the
 * rest (each shown sheet loads its excerpts).
 */
export const FIRST_SHEETS = 10;
/** At most this many sections are shown per sheet, the best first. */
export const MAX_SECTIONS = 3;

/** One result a reader can open: a section of a sheet (or the sheet itself), with an excerpt. */
export interface SearchHit {
  /** The link: the sheet's path with the section's anchor. */
  url: string;
  sheetTitle: string;
  stage: Category | null;
  sectionTitle: string;
  excerpt: ExcerptPart[];
}

/** What a query found: every hit shown, and how many sheets matched in all. */
export interface SearchOutcome {
  query: string;
  /** The stage the query was narrowed to, if any. */
  stage: Category | null;
  hits: SearchHit[];
  /** Sheets that matched, shown or not. */
  total: number;
  /** Sheets whose hits are shown (FIRST_SHEETS, or all once the reader asked for more). */
  shown: number;
}

function isCategory(value: string | undefined): value is Category {
  return (CATEGORIES as readonly (string | undefined)[]).includes(value);
}

/**
 * Questions about the exam's format, points, times and pass marks: the exam overview on the home
 * page answers them, so it comes first (before sheets that mention points in passing). Words of
 * both languages, since learners type either: whole words, or the start of one (`Punkt` finds
 * `Punkte`, `pass` finds `passing`).
 */
const EXAM_QUESTION = new RegExp(
  [
    String.raw`\b(punkte?|punktzahl|bestehen|bestanden|bestehensgrenze|durchgefallen|wie lange|dauer|dauert|prüfungsteile|noten?)\b`,
    String.raw`\b(points?|score|pass(ing)?|pass mark|fail(ed)?|how long|duration|grades?|exam parts)\b`,
  ].join('|'),
  'iu',
);

/** Whether a query asks about the exam itself (how long, how many points, what to pass). */
export function asksAboutExam(query: string): boolean {
  return EXAM_QUESTION.test(query.trim());
}

/** The Pagefind filter that marks the exam overview (the home page's "exam at a glance"). */
export const EXAM_FILTER = { page: 'exam' } as const;

/** A word as the search compares it: lower case, letters and digits only (`„Prüfung.` → `prüfung`). */
function bare(word: string): string {
  return word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * Whether a page really matches the query. A word that is in no sheet is split by Pagefind into
 * parts it knows, as it does for compounds (`Prüfungsvorbereitung` finds `Prüfung`), and a typo or
 * nonsense then matches single letters: `xyzzyqq` found the answer letter `x`. A match counts when
 * the matched word has three letters or more, or is itself one of the query's words (`x`, `B1`).
 */
export function matchesQuery(data: PagefindData, query: string): boolean {
  const asked = new Set(query.split(/\s+/).map(bare));
  const words = data.content.split(/\s+/);
  return data.locations.some((location) => {
    const word = bare(words[location] ?? '');
    return word.length >= 3 || asked.has(word);
  });
}

/** How strongly a section matched: the sum of its matched words' scores. */
function strength(section: PagefindSubResult): number {
  return section.weighted_locations.reduce((sum, location) => sum + location.balanced_score, 0);
}

/**
 * The hits of one matching sheet: its best sections (Pagefind gives them in page order), or the
 * sheet itself when no section holds the match.
 */
export function hitsOfSheet(data: PagefindData): SearchHit[] {
  const sheetTitle = data.meta.title ?? data.url;
  const stage = data.filters.stage?.find(isCategory) ?? null;
  const sections = data.sub_results
    .map((section, order) => ({ section, order, strength: strength(section) }))
    .sort((a, b) => b.strength - a.strength || a.order - b.order)
    .slice(0, MAX_SECTIONS)
    .map(({ section }) => section);
  if (sections.length === 0)
    return [
      { url: data.url, sheetTitle, stage, sectionTitle: sheetTitle, excerpt: excerptParts(data.excerpt) },
    ];
  return sections.map((section) => ({
    url: section.url,
    sheetTitle,
    stage,
    sectionTitle: section.title,
    excerpt: excerptParts(section.excerpt),
  }));
}
