import { safeStorage } from './storage';

/** The reader's choice of colours: the device's setting, or always light, or always dark. */
export type Theme = 'system' | 'light' | 'dark';

/** Every choice, in the order the control offers them. */
export const THEMES: readonly Theme[] = ['system', 'light', 'dark'];

const KEY = 'b1.theme.v1';
const listeners = new Set<() => void>();

/**
 * Runs while the HTML is parsed, before the first paint: a stored light or dark choice is set on
 * <html> at once, so the page never flashes in the other theme. Without it (or without storage) the
 * CSS follows the system (`color-scheme: light dark` in app/theme.css). A statement of the inline
 * script of root.tsx, where `d` is `<html>`'s dataset; the post-build step adds its hash to every
 * page's CSP like every inline script's.
 */
export const THEME_BEFORE_PAINT = `var t=localStorage.getItem('${KEY}');if(t=='light'||t=='dark')d.theme=t;`;

/** The theme shown now: the one set on <html>, else the system's. */
export function currentTheme(): Theme {
  const set = document.documentElement.dataset.theme;
  return set === 'light' || set === 'dark' ? set : 'system';
}

/** Shows a theme at once; `system` hands the choice back to the device. */
function apply(theme: Theme): void {
  if (theme === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
  for (const listener of listeners) listener();
}

/** Shows and remembers a theme. Returns whether it was stored (storage may be unavailable). */
export function chooseTheme(theme: Theme): boolean {
  apply(theme);
  return theme === 'system' ? safeStorage.remove(KEY) : safeStorage.set(KEY, theme);
}

/** Re-reads the stored choice: another tab may have changed it. */
export function syncStoredTheme(): void {
  const stored = safeStorage.get(KEY);
  apply(stored === 'light' || stored === 'dark' ? stored : 'system');
}

/** Calls `listener` whenever the theme changes (for `useSyncExternalStore`). */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) syncStoredTheme();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
