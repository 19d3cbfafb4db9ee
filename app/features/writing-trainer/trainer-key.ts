import { safeStorage } from '~/lib/storage';

/** Where the trainer keeps its sessions: one record per sheet route, under one versioned key. */
export const TRAINER_KEY = 'b1.writing-trainer.v1';

/**
 * Whether the trainer of this sheet was open when the page was left (a reload, a crash): the
 * sheet then opens it again. Kept apart from the session code so the sheet page carries only this.
 */
export function trainerWasOpen(route: string): boolean {
  try {
    const stored = JSON.parse(safeStorage.get(TRAINER_KEY) ?? 'null') as unknown;
    return (stored as Record<string, { open?: unknown } | undefined> | null)?.[route]?.open === true;
  } catch {
    return false;
  }
}
