import { persisted } from './persisted';

/** The reader's choice of colours: the device's setting, or always light, or always dark. */
export type Theme = 'system' | 'light' | 'dark';

/** Every choice, in the order the control offers them. */
export const THEMES: readonly Theme[] = ['system', 'light', 'dark'];

const KEY = 'b1.theme.v1';

/**
 * Runs while the HTML is parsed, before the first paint: a stored light or dark choice is set on
 * <html> at once, so the page never flashes in the other theme. Without it (or without storage) the
 * CSS follows the system (`color-scheme: light dark` in app/theme.css). A statement of the inline
 * script of root.tsx, where `d` is `<html>`'s dataset; the post-build step adds its hash to every
 * page's CSP like every inline script's.
 */
export const THEME_BEFORE_PAINT = `var t=localStorage.getItem('${KEY}');if(t=='light'||t=='dark')d.theme=t;`;

/** Shows a theme at once; `system` hands the choice back to the device. */
function apply(theme: Theme): void {
  if (theme === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
}

const store = persisted<Theme>({
  key: KEY,
  parse: (raw) => (raw === 'light' || raw === 'dark' ? raw : 'system'),
  serialize: (theme) => (theme === 'system' ? null : theme),
  initial: 'system',
  onChange: apply,
});

/** Shows and remembers a theme. Returns whether it was stored (storage may be unavailable). */
export const chooseTheme = store.write;

/** The reader's choice for a component; `system` until hydration. */
export const useTheme = store.useValue;

/** Puts the stored choice on <html>: after a client-side navigation the inline script does not run. */
export function applyStoredTheme(): void {
  apply(store.read());
}
