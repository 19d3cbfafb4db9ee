import { useEffect, useState } from 'react';
import { dayOf } from '~/lib/day';
import { recordActivity } from '~/stores/study-activity';
import { drillDayOn, newCardsLeft, readDrillDay, useDrillDay, writeDrillDay } from './drill-day';
import { recordReview, useDrillProgress } from './progress-store';
import { fromSaved, mark, reveal, startRound, toSaved, type Round } from './round';
import { dueCards, dueCount } from './schedule';
import { useDrillSettings } from './settings';

/** What a drill session works with: the round on screen and what the learner can do with it. */
export interface RoundControls<C> {
  round: Round<C>;
  /** Cards due now for the next round (new ones within today's limit). */
  due: number;
  /** Whether today's new cards are used up while the drill still has new ones. */
  limitReached: boolean;
  reveal: () => void;
  /** Marks the card on screen; returns whether the mark could be stored. */
  mark: (known: boolean) => boolean;
  /** Ends the round early. */
  end: () => void;
  /** Starts the next round: the due cards, or all of the drill's cards (`true`). */
  next: (all: boolean) => void;
}

/**
 * A drill's rounds (docs/decisions/0027): the round in progress comes back after a reload exactly
 * as it stood (kept in the drill's day, `drill-day.ts`), else a new round of the due cards starts,
 * with no more new cards than today's limit leaves. Marking a new card counts it for today; a
 * round that ends with marks is recorded for the study plan (`recordActivity('drill-round')`).
 */
export function useRound<C extends { id: string }>(drill: string, cards: readonly C[]): RoundControls<C> {
  const progress = useDrillProgress();
  const { newPerDay } = useDrillSettings();
  const stored = useDrillDay();
  const today = dayOf(new Date());
  const newLeft = newCardsLeft(newPerDay, stored, today);
  const [round, setRound] = useState<Round<C>>(
    () =>
      fromSaved(drillDayOn(readDrillDay(), today).round, drill, cards) ??
      startRound(dueCards(cards, progress, today, newLeft)),
  );

  // Every change of the round is kept at once, so a reload finds it where it stood.
  useEffect(() => {
    const day = dayOf(new Date());
    writeDrillDay({ ...drillDayOn(readDrillDay(), day), round: toSaved(drill, round) });
  }, [drill, round]);

  const finish = (finished: Round<C>) => {
    if (finished.known + finished.notKnown > 0) recordActivity('drill-round');
  };

  return {
    round,
    due: dueCount(cards, progress, today, newLeft),
    limitReached: newLeft === 0 && cards.some((c) => progress[c.id] === undefined),
    reveal: () => setRound(reveal),
    mark: (known) => {
      const card = round.queue[0];
      if (!card || !round.revealed) return true;
      const day = dayOf(new Date());
      const kept = recordReview(card.id, known, day);
      if (progress[card.id] === undefined) {
        const state = drillDayOn(readDrillDay(), day);
        writeDrillDay({ ...state, introduced: state.introduced + 1 });
      }
      const next = mark(round, known);
      setRound(next);
      if (next.queue.length === 0) finish(next);
      return kept;
    },
    end: () => {
      if (round.queue.length > 0) finish(round);
      setRound({ ...round, queue: [], revealed: false });
    },
    next: (all) =>
      setRound(
        startRound(all ? cards : dueCards(cards, progress, today, newLeft), all ? cards.length : undefined),
      ),
  };
}
