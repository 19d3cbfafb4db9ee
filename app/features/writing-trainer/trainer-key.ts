import * as v from 'valibot';
import { safeStorage } from '~/lib/storage';
import { parseJson } from '~/lib/stored-json';

/** Where the trainer keeps its sessions: one record per sheet route, under one versioned key. */
export const TRAINER_KEY = 'b1.writing-trainer.v1';

/**
 * Whether the trainer of this sheet was open when the page was left (a reload, a crash): the
 * sheet then opens it again. Kept apart from the session code so the sheet page carries only this.
 */
export function trainerWasOpen(route: string): boolean {
  const wasOpen = v.looseObject({ [route]: v.looseObject({ open: v.literal(true) }) });
  return v.is(wasOpen, parseJson(safeStorage.get(TRAINER_KEY)));
}
