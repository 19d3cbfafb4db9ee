/**
 * The drill's progress as localStorage holds it (`{ version, cards }` under `b1.drill.v1`): each
 * marked card's Leitner box and the day it is due again. One schema for both readers: the drill
 * reads storage leniently (a damaged entry is dropped, the rest kept), the backup file
 * (`./backup.ts`) checks its copy strictly (`drillCards`: one bad entry and the file is refused).
 * Either way only the two known fields of a card are kept.
 */
import * as v from 'valibot';
import { daySchema } from '~/lib/day';
import { entriesOf, readJson, someEntriesOf, versioned } from '~/lib/stored-json';

const VERSION = 1;
const cardId = v.pipe(v.string(), v.regex(/^[0-9a-f]{12}$/));
const cardState = v.object({ box: v.picklist([1, 2, 3, 4, 5]), due: daySchema });

/** Card id → its state, every entry checked (a backup file's cards). */
export const drillCards = entriesOf(cardId, cardState);

/** The drill's progress as stored: card id → box and due day (the drill's `Progress`). */
export type StoredCards = v.InferOutput<typeof drillCards>;

const NONE: StoredCards = {};

/** Progress as stored in this browser. */
export function serializeProgress(cards: StoredCards): string {
  return JSON.stringify({ version: VERSION, cards });
}

/** Progress from storage: anything unreadable reads as no progress, a bad entry as unmarked. */
export const parseStoredProgress: (raw: string | null) => StoredCards = readJson(
  versioned(
    VERSION,
    v.pipe(
      v.object({ cards: someEntriesOf(cardId, cardState) }),
      v.transform(({ cards }) => cards),
    ),
  ),
  NONE,
);
