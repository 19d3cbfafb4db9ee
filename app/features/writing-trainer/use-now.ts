import { useEffect, useState } from 'react';

/** How often a running timer redraws: often enough that no second is skipped on screen. */
const TICK_MS = 250;

/**
 * The current time, refreshed while a timer runs: from the moment it starts or resumes until
 * `endsAt`, when it reaches zero. A timer that is not running costs no renders.
 */
export function useNow(endsAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return;
    let interval = 0;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (at >= endsAt) window.clearInterval(interval);
    };
    // At once, then every tick: the clock must not show an old moment for a quarter of a second.
    const first = window.setTimeout(tick, 0);
    interval = window.setInterval(tick, TICK_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(interval);
    };
  }, [endsAt]);
  return now;
}
