import { useEffect, useRef } from 'react';

/**
 * The transcript follows the voice in practice: the line being said is brought into view, but only
 * when it is off screen and the learner has not scrolled for a few seconds (she may be reading
 * elsewhere); never with a smooth scroll where she asked for reduced motion.
 */

/** How long the learner's own scrolling keeps the page where she put it (ms). */
export const HANDS_OFF_MS = 4000;
/** Room kept at the bottom of the screen for the phone's bottom bar (px). */
const BOTTOM_BAR_PX = 64;
/** Scroll events this soon after the page's own scroll are the page's, not hers (ms). */
const OWN_SCROLL_MS = 1200;

/**
 * Whether to scroll a line into view: it is (partly) off the screen, between the top and the
 * bottom bar of a `viewport` px high window, and her last scroll was `HANDS_OFF_MS` ago or more.
 */
export function shouldFollow(
  line: { top: number; bottom: number },
  viewport: number,
  now: number,
  lastScroll: number,
): boolean {
  const offScreen = line.top < 0 || line.bottom > viewport - BOTTOM_BAR_PX;
  return offScreen && now - lastScroll >= HANDS_OFF_MS;
}

/**
 * Brings `line()` into view whenever `key` changes (a new line is being said), as `shouldFollow`
 * allows, and only while the `<details>` holding it is open.
 */
export function useFollowLine(key: string | null, line: () => HTMLElement | null): void {
  const lastScroll = useRef(Number.NEGATIVE_INFINITY);
  const ownUntil = useRef(0);
  useEffect(() => {
    const onScroll = () => {
      const now = Date.now();
      if (now > ownUntil.current) lastScroll.current = now;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useEffect(() => {
    const element = key === null ? null : line();
    if (!element || !element.closest('details')?.open) return;
    const now = Date.now();
    if (!shouldFollow(element.getBoundingClientRect(), window.innerHeight, now, lastScroll.current)) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    ownUntil.current = now + OWN_SCROLL_MS;
    element.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `line` is read when `key` changes
  }, [key]);
}
