import { createHash } from 'node:crypto';
import { CATALOGUE } from './catalogue';
import type { DrillCard, DrillCounts, DrillDeck } from './drill-deck';
import { phraseColumns } from './phrase-columns';
import { projectSheet } from './project-sheet';
import type { Sheet } from './sheet-schema';
import type { Block } from './sheet-view';
import { SHEETS } from './sheets/index.server';

type Pair = { german: string; translation: string };

/**
 * A card's id: the same German on the same sheet keeps its id (and so its progress) whatever
 * else on the sheet changes. 12 hex digits: collisions among a few thousand cards are negligible.
 */
export function cardId(route: string, german: string): string {
  return createHash('sha256').update(`${route}\n${german}`, 'utf8').digest('hex').slice(0, 12);
}

/** The German-to-learn pairs a block holds: phrases, dialogue lines, rows of phrase tables. */
function blockPairs(block: Block): Pair[] {
  switch (block.type) {
    case 'phrases':
      return block.items;
    case 'dialogue':
      return block.lines;
    case 'table': {
      const keys = block.columns.map((c) => c.key);
      const pair = phraseColumns(keys, block.germanColumns ?? [], block.translationColumns ?? []);
      if (!pair) return [];
      return block.rows.map((r) => ({ german: r[pair.germanKey]!, translation: r[pair.translationKey]! }));
    }
    // Example texts, e-mails and model answers are whole texts to read, not phrases to recall.
    case 'paragraph':
    case 'list':
    case 'steps':
    case 'callout':
    case 'example':
    case 'timeline':
    case 'writingTask':
    case 'modelAnswer':
      return [];
  }
}

/**
 * The cards of one sheet: the summary's phrases first (they matter most), then the sections' in
 * reading order. A German phrase that appears twice on the sheet is one card (its first
 * translation). German material is the same in both languages, so one projection serves both.
 */
export function sheetCards(route: string, sheet: Sheet): DrillCard[] {
  const view = projectSheet(sheet, 'en');
  const pairs = [
    ...(view.summary?.phrases ?? []),
    ...view.sections.flatMap((s) => s.blocks.flatMap(blockPairs)),
  ];
  const seen = new Set<string>();
  const cards: DrillCard[] = [];
  for (const { german, translation } of pairs) {
    const de = german.trim();
    const en = translation.trim();
    if (!de || !en || seen.has(de)) continue;
    seen.add(de);
    cards.push({ id: cardId(route, de), de, en });
  }
  return cards;
}

/** Every written sheet's cards, in catalogue order. */
export function drillDeck(sheets: Readonly<Record<string, Sheet>> = SHEETS): DrillDeck {
  const entries = CATALOGUE.flatMap((e) => {
    const sheet = sheets[e.route];
    const cards = sheet ? sheetCards(e.route, sheet) : [];
    return cards.length > 0 ? [[e.route, cards] as const] : [];
  });
  return { version: 1, sheets: Object.fromEntries(entries) };
}

let siteDeck: DrillDeck | undefined;

/** The site's deck, derived once per build (every sheet page's loader asks for its count). */
function currentDeck(): DrillDeck {
  siteDeck ??= drillDeck();
  return siteDeck;
}

/** Card counts per sheet, for pages that list sheets without loading the cards. */
export function drillCounts(deck: DrillDeck = currentDeck()): DrillCounts {
  return Object.entries(deck.sheets).map(([route, cards]) => ({ route, cards: cards.length }));
}

let file: { path: string; url: string; body: string } | undefined;

/**
 * The deck as the build writes it: `build/client/assets/phrase-cards-<hash>.json`. The name
 * carries a hash of the content, so the file can be cached for good like the other assets; the
 * drill page's loader hands the browser its URL. Computed once per build.
 */
export function drillDeckFile(): { path: string; url: string; body: string } {
  if (file) return file;
  const body = JSON.stringify(currentDeck());
  const hash = createHash('sha256').update(body, 'utf8').digest('hex').slice(0, 10);
  const path = `assets/phrase-cards-${hash}.json`;
  file = { path, url: `/${path}`, body };
  return file;
}
