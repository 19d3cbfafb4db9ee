/**
 * The phrase drill's cards, as the build derives them from the sheets (`drill-cards.server.ts`)
 * and the browser receives them (one JSON file, fetched when the drill opens). Only types live
 * here, so the drill can use them without any sheet text entering the JavaScript bundle.
 */

/**
 * One flashcard: the prompt is the English meaning or the German cue, the German is what the
 * learner recalls.
 */
export interface DrillCard {
  /** Stable across content edits of other cards: a hash of the sheet's route and the German text. */
  id: string;
  /** The German phrase (may hold the content model's inline markup, `**bold**`). */
  de: string;
  /** Its English translation: the prompt, which leads to this German only. */
  en: string;
  /**
   * The German cue (the German site's prompt): the situation it is for, in German (the heading of
   * the sheet's section that teaches it), and the phrase with a gap (`drill-cue.ts`).
   */
  situation: string;
  gap: string;
  /** One of a sheet's summary phrases ("at a glance"): introduced before the other new cards. */
  summary?: true;
}

/**
 * Every sheet's cards, keyed by route, in the order the sheet teaches them. A phrase taught on
 * several sheets is one card (same id) in each of their lists.
 */
export interface DrillDeck {
  version: 1;
  sheets: Record<string, DrillCard[]>;
}

/** How many cards each sheet has, in catalogue order (a sheet without cards is left out). */
export type DrillCounts = { route: string; cards: number }[];
