import { safeStorage } from '~/lib/storage';

/**
 * The storage key of the study plan (the backup file carries it under this name; the plan itself
 * and its parser are in `plan-store.ts`). Apart so the home page can ask whether a plan exists
 * without loading the plan's code.
 */
export const PLAN_KEY = 'b1.plan.v1';

/** Whether this browser holds a plan (read after hydration only: storage is not there before). */
export function hasStoredPlan(): boolean {
  return safeStorage.get(PLAN_KEY) !== null;
}
