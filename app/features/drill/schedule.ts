/**
 * The phrase drill's schedule: Leitner boxes 1–5 (docs/decisions/0017-phrase-drill.md).
 * A card the learner has never marked is new: it counts as box 1 and is due at once, up to the
 * day's limit of new cards (docs/decisions/0027). "Known" moves a card up one box (at most 5),
 * "not known" sends it back to box 1; either way the card is next due after its new box's
 * interval, counted in the learner's local calendar days. Pure
 * functions of their arguments (today comes in as a parameter), so every date can be tested.
 */
import type { DrillCard } from '~/content/drill-deck';
import { addDays, type Day } from '~/lib/day';

/** A Leitner box. */
export type Box = 1 | 2 | 3 | 4 | 5;

/** Days until a card in each box is due again: box 1 the same day, box 5 after two weeks. */
export const INTERVAL_DAYS: Readonly<Record<Box, number>> = { 1: 0, 2: 1, 3: 3, 4: 7, 5: 14 };

/** Where a marked card stands: its box and the first day it is due again. */
export interface CardState {
  box: Box;
  due: Day;
}

/** The learner's progress: the state of every card marked at least once, by card id. */
export type Progress = Readonly<Record<string, CardState>>;

/** The state of a card after the learner marked it known or not on `today`. */
export function review(state: CardState | undefined, known: boolean, today: Day): CardState {
  const box: Box = known ? (Math.min((state?.box ?? 1) + 1, 5) as Box) : 1;
  return { box, due: addDays(today, INTERVAL_DAYS[box]) };
}

/** Whether a card is due on `today`: new, or its day has come (or passed while the learner was away). */
function isDue(state: CardState | undefined, today: Day): boolean {
  return state === undefined || state.due <= today;
}

/**
 * The cards due on `today`, in the order to practise them: cards already in a box first (lowest
 * box, then the longest overdue: what is about to be forgotten), then at most `newLimit` new cards
 * in the order given (the day's limit of new cards, docs/decisions/0027).
 */
export function dueCards<C extends Pick<DrillCard, 'id'>>(
  cards: readonly C[],
  progress: Progress,
  today: Day,
  newLimit = Infinity,
): C[] {
  const seen = cards.filter((c) => progress[c.id] !== undefined && isDue(progress[c.id], today));
  const fresh = cards.filter((c) => progress[c.id] === undefined).slice(0, Math.max(0, newLimit));
  const order = (c: C) => progress[c.id]!;
  const sorted = seen
    .map((c, i) => ({ c, i }))
    .sort(
      (a, b) => order(a.c).box - order(b.c).box || order(a.c).due.localeCompare(order(b.c).due) || a.i - b.i,
    )
    .map(({ c }) => c);
  return [...sorted, ...fresh];
}

/** How many of the cards are due on `today`, with at most `newLimit` of them new. */
export function dueCount(
  cards: readonly Pick<DrillCard, 'id'>[],
  progress: Progress,
  today: Day,
  newLimit = Infinity,
): number {
  let inBox = 0;
  let fresh = 0;
  for (const c of cards) {
    const state = progress[c.id];
    if (state === undefined) fresh++;
    else if (isDue(state, today)) inBox++;
  }
  return inBox + Math.min(fresh, Math.max(0, newLimit));
}

/**
 * How many cards of each sheet are due on `today`, so that the sheets add up to the drill of all
 * due cards: each card counted once, under the sheet it comes from in the introduction order (a
 * phrase on several sheets under the first), and the day's new cards in the order that drill
 * takes them. A sheet without due cards is missing from the map.
 */
export function dueBySheet(
  cards: readonly { id: string; route: string }[],
  progress: Progress,
  today: Day,
  newLimit = Infinity,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { route } of dueCards(cards, progress, today, newLimit))
    counts.set(route, (counts.get(route) ?? 0) + 1);
  return counts;
}
