/**
 * One round of the drill: up to `ROUND_SIZE` due cards. A card marked "not known" goes to the end
 * of the round and comes back once the others are through, so the round ends with every card
 * recalled once; the schedule itself (schedule.ts) only ever sees the marks.
 */

/** A round holds at most this many cards: short enough to finish on a bus ride. */
export const ROUND_SIZE = 20;

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
