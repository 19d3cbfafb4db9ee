import { startTransition, useEffect, useState } from 'react';

/**
 * False in the prerendered HTML and during hydration, true afterwards. Controls that need scripts
 * render their no-script form (a plain link) until then. The switch is a transition, so the
 * re-render it causes yields to the browser instead of blocking the main thread.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
