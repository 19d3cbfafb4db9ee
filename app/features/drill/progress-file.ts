/**
 * The drill's progress as localStorage holds it, read leniently: a damaged entry is dropped, the
 * rest kept. The backup file (`~/lib/backup.ts`) carries this text as it is and checks it strictly.
 */
import { isDay } from '~/lib/day';
import type { CardState, Progress } from './schedule';

/** What storage holds (cards only). */
const VERSION = 1;
const CARD_ID = /^[0-9a-f]{12}$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCardState(value: unknown): value is CardState {
  if (!isObject(value)) return false;
  const { box, due } = value;
  return Number.isInteger(box) && (box as number) >= 1 && (box as number) <= 5 && isDay(due);
}

/** Only the two known fields, whatever else an entry carried. */
const clean = (state: CardState): CardState => ({ box: state.box, due: state.due });

/** Progress as stored in this browser. */
export function serializeProgress(progress: Progress): string {
  return JSON.stringify({ version: VERSION, cards: progress });
}

/** Progress from storage: anything unreadable reads as no progress, a bad entry as unmarked. */
export function parseStoredProgress(raw: string | null): Progress {
  if (!raw) return {};
  try {
    const data: unknown = JSON.parse(raw);
    if (!isObject(data) || data.version !== VERSION || !isObject(data.cards)) return {};
    const entries = Object.entries(data.cards).filter(
      (e): e is [string, CardState] => CARD_ID.test(e[0]) && isCardState(e[1]),
    );
    return Object.fromEntries(entries.map(([id, state]) => [id, clean(state)]));
  } catch {
    return {};
  }
}
