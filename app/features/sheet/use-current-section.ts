import { useEffect, useState } from 'react';

/** How far below the top of the viewport a section counts as "being read": a quarter down, below the bar. */
const readingLine = () => Math.max(96, Math.round(window.innerHeight / 4));

/**
 * The id of the section being read: the last one whose top has passed the reading line. An
 * IntersectionObserver says when a section crosses that line, so nothing runs on each scroll event.
 * Null above the first section and before scripts run.
 */
export function useCurrentSection(ids: readonly string[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const key = ids.join(' ');

  useEffect(() => {
    const sections = key
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((el): el is HTMLElement => el !== null);
    if (sections.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const line = readingLine();
    const update = () => {
      const passed = sections.filter((el) => el.getBoundingClientRect().top <= line);
      setCurrent(passed.at(-1)?.id ?? null);
    };
    // The observed area is the reading line itself (1 px high): a section entering or leaving it
    // has just crossed the line, whatever its height.
    const below = Math.max(0, window.innerHeight - line - 1);
    const observer = new IntersectionObserver(update, {
      rootMargin: `-${line}px 0px -${below}px 0px`,
    });
    for (const el of sections) observer.observe(el);
    update();
    return () => observer.disconnect();
  }, [key]);

  return current;
}
