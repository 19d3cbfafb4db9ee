import { createHash } from 'node:crypto';
import { CATALOGUE, LEARNING_PATH } from './catalogue';
import type { DrillCard, DrillCounts, DrillDeck } from './drill-deck';
import { phraseColumns } from './phrase-columns';
import { gappedGerman } from './drill-cue';
import { cardPrompt, germanKey, names } from './drill-prompts';
import type { Block, DrillForms, GermanText, LocalText, Sheet, TableBlock } from './sheet-schema';
import { SHEETS } from './sheets/index.server';

type Pair = GermanText & { summary?: true; situation: string };

/**
 * A card's id: the same German on the same sheet keeps its id (and so its progress) whatever
 * else on the sheet changes. 12 hex digits: collisions among a few thousand cards are negligible.
 */
export function cardId(route: string, german: string): string {
  return createHash('sha256').update(`${route}\n${german}`, 'utf8').digest('hex').slice(0, 12);
}

/** A phrase or a line: its own German and translation, or the drill forms it names instead. */
const ownPairs = (item: GermanText & { drill?: DrillForms }): readonly GermanText[] => item.drill ?? [item];

/**
 * The cards of a phrase table. By default one per row: the German column nearest before the
 * translation (`phraseColumns`, the rule the sheet renders by). Labelled German columns (du and
 * Sie) give one card each, prompted by the translation and the label. A row's own `drill` names
 * its cards instead, each with its whole prompt. A column of mistakes never gives a card.
 */
function tablePairs(block: TableBlock): GermanText[] {
  const german = block.columns.filter((c) => c.lang === 'de');
  const pair = phraseColumns(
    block.columns.map((c) => c.key),
    german.map((c) => c.key),
    block.columns.filter((c) => c.lang === 'en').map((c) => c.key),
  );
  if (!pair) return [];
  const labelled = german.filter((c) => c.drillLabel).map((c) => c.key);
  return block.rows.flatMap((row, i) => {
    const prompts = block.drillRows?.[i];
    const keys = prompts ? Object.keys(prompts) : labelled.length > 0 ? labelled : [pair.germanKey];
    return keys.flatMap((key) => {
      const column = german.find((c) => c.key === key);
      if (!column || column.wrong) return [];
      const label = column.drillLabel ? ` ${column.drillLabel}` : '';
      const translation = prompts?.[key] ?? `${row[pair.translationKey] as string}${label}`;
      return [{ german: row[key] as string, translation }];
    });
  });
}

/** The German-to-learn pairs a block holds: phrases, dialogue lines, rows of phrase tables. */
function blockPairs(block: Block): readonly GermanText[] {
  switch (block.type) {
    case 'phrases':
      return block.items.flatMap(ownPairs);
    case 'dialogue':
      return block.lines.flatMap(ownPairs);
    case 'table':
      return tablePairs(block);
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

/** A text of the sheet in German. */
const german = (text: LocalText): string => text.same ?? text.de;

/**
 * A sheet's pairs in its order: the summary's phrases first (they matter most), then the sections'.
 * Each carries its situation: the heading of the section that teaches it (for a summary phrase
 * the section that teaches it again, else the sheet's title).
 */
function sheetPairs(sheet: Sheet): Pair[] {
  const sections = sheet.sections.flatMap((s) =>
    s.blocks.flatMap(blockPairs).map((p) => ({ ...p, situation: german(s.title) })),
  );
  const taughtIn = new Map(sections.map((p) => [germanKey(p.german), p.situation]));
  const title = german(sheet.pageTitle.main);
  return [
    ...(sheet.summary?.phrases ?? []).map((p) => ({
      ...p,
      summary: true as const,
      situation: taughtIn.get(germanKey(p.german)) ?? title,
    })),
    ...sections,
  ];
}

/**
 * The cards of sheets taken in this order. A German phrase is one card however often it is taught:
 * its id, prompt and German come from its first occurrence (its home sheet), and it is listed in
 * every sheet that teaches it, once. A card is a summary card when any of its sheets has it in
 * the summary.
 */
function cardLists(ordered: readonly (readonly [string, Sheet])[]): Map<string, DrillCard[]> {
  const cards = new Map<string, DrillCard>();
  const lists = new Map<string, DrillCard[]>();
  for (const [route, sheet] of ordered) {
    const list: DrillCard[] = [];
    for (const { german: de, translation, summary, situation } of sheetPairs(sheet)) {
      const key = germanKey(de);
      const en = cardPrompt(translation, de);
      if (!key || !en) continue;
      let card = cards.get(key);
      if (!card) {
        const gap = gappedGerman(de, names({ de, en }));
        card = { id: cardId(route, de.trim()), de: de.trim(), en, situation, gap };
        cards.set(key, card);
      }
      if (summary) card.summary = true;
      if (!list.includes(card)) list.push(card);
    }
    if (list.length > 0) lists.set(route, list);
  }
  return lists;
}

/** The cards of one sheet on its own (its phrases taught twice are one card). */
export function sheetCards(route: string, sheet: Sheet): DrillCard[] {
  return cardLists([[route, sheet]]).get(route) ?? [];
}

/**
 * Every written sheet's cards. Phrases are merged along the learning path (a phrase's home is
 * the first sheet a learner meets it on); the lists are keyed in catalogue order, as the
 * overview shows them.
 */
export function drillDeck(sheets: Readonly<Record<string, Sheet>> = SHEETS): DrillDeck {
  const lists = cardLists(
    LEARNING_PATH.flatMap((e) => (sheets[e.route] ? [[e.route, sheets[e.route]!] as const] : [])),
  );
  const entries = CATALOGUE.flatMap((e) => {
    const list = lists.get(e.route);
    return list ? [[e.route, list] as const] : [];
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

/** How many cards the deck has: a phrase on several sheets counts once. */
export function drillTotal(deck: DrillDeck = currentDeck()): number {
  return new Set(Object.values(deck.sheets).flatMap((cards) => cards.map((c) => c.id))).size;
}

let file: { path: string; url: string; body: string } | undefined;

/**
 * The deck as the build writes it: `build/client/assets/phrase-cards-<hash>.json`. The name
 * carries a hash of the content, so it can be cached for good like the other assets; the
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
