import { useEffect, useState } from 'react';
import { isBarVisible, isPastFirstScreen } from './bottom-bar';

/** What the bottom bar shows for the current scroll position. */
export interface BottomBarState {
  /** The bar itself (mobile: hidden while scrolling down). */
  visible: boolean;
  /** "Back to top" (only after one screen of scrolling). */
  pastFirstScreen: boolean;
}

/** Tracks the scroll position and direction for the mobile bottom bar. */
export function useBottomBar(): BottomBarState {
  const [state, setState] = useState<BottomBarState>({ visible: true, pastFirstScreen: false });
  useEffect(() => {
    let previousY = window.scrollY;
    let frame = 0;
    const update = () => {
      const y = window.scrollY;
      const from = previousY;
      previousY = y;
      setState((was) => {
        const next = {
          visible: isBarVisible(from, y, was.visible),
          pastFirstScreen: isPastFirstScreen(y, window.innerHeight),
        };
        return next.visible === was.visible && next.pastFirstScreen === was.pastFirstScreen ? was : next;
      });
    };
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    // A deep link or a reload may start far down the page.
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return state;
}
