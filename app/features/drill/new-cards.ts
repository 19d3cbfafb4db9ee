/**
 * In which order new cards come (docs/decisions/0027): first the sheets' summary phrases ("at a
 * glance", what matters most), then every other card, each time sheet by sheet along the learning
 * path and in each sheet's own order. A phrase on several sheets is one card and comes once. Pure:
 * the deck and the path come in as arguments.
 */
import type { DrillCard, DrillDeck } from '~/content/drill-deck';

/** A card with the sheet it comes from (a drill of all due cards mixes sheets). */
export type SheetCard = DrillCard & { route: string };

/** Every card of the deck once, in the order new cards are introduced. */
export function introductionOrder(deck: DrillDeck, path: readonly string[]): SheetCard[] {
  const routes = [...path, ...Object.keys(deck.sheets).filter((r) => !path.includes(r))];
  const all = routes.flatMap((route) => (deck.sheets[route] ?? []).map((card) => ({ ...card, route })));
  const seen = new Set<string>();
  const once = (cards: SheetCard[]) =>
    cards.filter((card) => !seen.has(card.id) && (seen.add(card.id), true));
  return [...once(all.filter((c) => c.summary)), ...once(all)];
}
