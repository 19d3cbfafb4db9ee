import { useRef, useState } from 'react';

/** The two tabs of a part on a phone: the booklet's texts and the answer sheet. */
export type PartTab = 'text' | 'answers';

/**
 * Where the page scrolls when a tab opens: back to where the learner left that tab, or, the first
 * time, to the top of the tab's content just below the sticky bar (never further down than she
 * was: from the page's head she stays at its head).
 */
export function placeOnSwitch(saved: number | undefined, scrollY: number, contentTop: number): number {
  return saved ?? Math.max(0, Math.min(scrollY, contentTop));
}

/**
 * The phone's tab switch between texts and answer sheet that keeps each tab's place (issue 34,
 * part 4): `bar` is the sticky bar over the content, `content` the element both tabs start in.
 */
export function useTabPlaces() {
  const [view, setView] = useState<PartTab>('text');
  const places = useRef(new Map<PartTab, number>());
  const bar = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const switchTo = (next: PartTab) => {
    if (next === view) return;
    places.current.set(view, window.scrollY);
    setView(next);
    const saved = places.current.get(next);
    // After the tab is shown: its height decides how far the page can scroll.
    requestAnimationFrame(() => {
      const top = content.current ? content.current.getBoundingClientRect().top + window.scrollY : 0;
      const below = (bar.current?.offsetHeight ?? 0) + 8;
      window.scrollTo({ top: placeOnSwitch(saved, window.scrollY, top - below) });
    });
  };
  return { view, switchTo, bar, content };
}
