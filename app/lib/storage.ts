/**
 * localStorage that never throws: private mode, disabled storage and quota errors make it report
 * `false` and the site goes on without persisting.
 */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  /** Returns whether the value was stored. */
  set(key: string, value: string): boolean {
    try {
      window.localStorage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  },
  /** Returns whether the value is gone (it was removed, or storage holds nothing). */
  remove(key: string): boolean {
    try {
      window.localStorage.removeItem(key);
      return true;
    } catch {
      return false;
    }
  },
};
