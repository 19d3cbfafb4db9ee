/**
 * One round of the drill: up to `ROUND_SIZE` due cards. A card marked "not known" goes to the end
 * of the round and comes back once the others are through, so the round ends with every card
 * recalled once; the schedule itself (schedule.ts) only ever sees the marks.
 */
import type { SavedRound } from './drill-day';

/** A round holds at most this many cards: short enough to finish on a bus ride. */
const ROUND_SIZE = 20;

/** Where a round stands. */
export interface Round<C> {
  /** The cards still to go; the first is on screen. */
  queue: readonly C[];
  /** Whether the German of the card on screen is shown. */
  revealed: boolean;
  /** Marks given in this round. */
  known: number;
  notKnown: number;
}

/** A new round over the first due cards. */
export function startRound<C>(due: readonly C[], size = ROUND_SIZE): Round<C> {
  return { queue: due.slice(0, size), revealed: false, known: 0, notKnown: 0 };
}

/** Shows the German of the card on screen. */
export function reveal<C>(round: Round<C>): Round<C> {
  return round.queue.length > 0 ? { ...round, revealed: true } : round;
}

/** Marks the card on screen and moves on; only a revealed card can be marked. */
export function mark<C>(round: Round<C>, known: boolean): Round<C> {
  const [card, ...rest] = round.queue;
  if (card === undefined || !round.revealed) return round;
  return {
    queue: known ? rest : [...rest, card],
    revealed: false,
    known: round.known + (known ? 1 : 0),
    notKnown: round.notKnown + (known ? 0 : 1),
  };
}

/** A round as the drill's day keeps it (drill-day.ts): its cards by id, for the drill `drill`. */
export function toSaved<C extends { id: string }>(drill: string, round: Round<C>): SavedRound {
  return {
    drill,
    queue: round.queue.map((c) => c.id),
    revealed: round.revealed,
    known: round.known,
    notKnown: round.notKnown,
  };
}

/**
 * A kept round back over the drill's cards, exactly where it stood: the same cards in the same
 * order, the card on screen revealed or not, the marks so far. A finished round comes back
 * finished. Nothing (start a new round) when it belongs to another drill or its cards are gone.
 */
export function fromSaved<C extends { id: string }>(
  saved: SavedRound | undefined,
  drill: string,
  cards: readonly C[],
): Round<C> | undefined {
  if (!saved || saved.drill !== drill) return undefined;
  const byId = new Map(cards.map((c) => [c.id, c]));
  const queue = saved.queue.flatMap((id) => byId.get(id) ?? []);
  if (saved.queue.length > 0 && queue.length === 0) return undefined;
  const revealed = saved.revealed && queue[0]?.id === saved.queue[0];
  return { queue, revealed, known: saved.known, notKnown: saved.notKnown };
}
