import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** How many frames to wait for the target page to render its section (a sheet loads its data first). */
const MAX_FRAMES = 60;

const nextFrame = () => new Promise<void>((resolve) => window.requestAnimationFrame(() => resolve()));

/**
 * Brings the reader to an element: scrolled to its top, and focus on its own link if it has one
 * (a section's heading), so keyboard and screen reader users continue from there. Without an id,
 * the page's main content gets focus.
 */
async function arriveAt(id: string): Promise<void> {
  for (let frame = 0; frame < MAX_FRAMES; frame++) {
    const target = id ? document.getElementById(id) : null;
    if (target) {
      target.scrollIntoView({ block: 'start' });
      const selfLink = target.querySelector<HTMLElement>(`a[href="#${CSS.escape(id)}"]`);
      (selfLink ?? target).focus({ preventScroll: true });
      return;
    }
    if (!id && frame > 0) break;
    await nextFrame();
  }
  document.getElementById('main')?.focus({ preventScroll: true });
}

/**
 * Opens a search hit: a client-side navigation to its sheet, then to its section (or to the
 * element `focusId` names, such as the search page's field).
 */
export function useFollowHit(): (url: string, focusId?: string) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (url: string, focusId?: string) => {
      const { pathname, search, hash } = new URL(url, window.location.href);
      await navigate(`${pathname}${search}${hash}`);
      await arriveAt(focusId ?? decodeURIComponent(hash.slice(1)));
    },
    [navigate],
  );
}
