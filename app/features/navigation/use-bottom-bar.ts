import { useEffect, useState } from 'react';
import { isBarVisible } from './bottom-bar';

/** Tracks the scroll direction and tells whether the mobile bottom bar should show. */
export function useBottomBarVisible(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    let previousY = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        const from = previousY;
        previousY = y;
        setVisible((was) => isBarVisible(from, y, was));
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return visible;
}
