import * as v from 'valibot';
import { safeStorage } from '~/lib/storage';
import { parseJson } from '~/lib/stored-json';

/** Where the trainer keeps its sessions: one record per practised task, under one versioned key. */
export const TRAINER_KEY = 'b1.writing-trainer.v1';

/**
 * The session of a sheet's task (`task` counts from 0, in the sheet's order): the first task's is the
 * sheet's route, as it was when the trainer practised only that one (no letter already written is
 * lost); each further task's is `<route>-task-<n>`, its number on the sheet.
 */
export function sessionKey(route: string, task: number): string {
  return task === 0 ? route : `${route}-task-${task + 1}`;
}

/** The sheet (or model test) of a stored session and, after a sheet's first task, the task's number. */
export function sessionOf(key: string): { route: string; task?: number } {
  const match = /^(.+)-task-(\d+)$/.exec(key);
  return match ? { route: match[1]!, task: Number(match[2]) } : { route: key };
}

/**
 * Whether the trainer of this session was open when the page was left (a reload, a crash): the
 * sheet then opens it again. Kept apart from the session code so the sheet page carries only this.
 */
export function trainerWasOpen(key: string): boolean {
  const wasOpen = v.looseObject({ [key]: v.looseObject({ open: v.literal(true) }) });
  return v.is(wasOpen, parseJson(safeStorage.get(TRAINER_KEY)));
}
