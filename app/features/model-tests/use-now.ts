import { useEffect, useState } from 'react';

/**
 * The current time for the exam runs' clocks (the listening recording, the written run, the oral
 * mock), redrawn once a second while `on`. The runs keep only their stored moments, so the time
 * shown is always computed from those; a late or throttled timer only delays a redraw. Here, at
 * the feature's root, because all three runs use it (`listening/`, `run/` and `oral/` are parts
 * of one feature and may share what lies at its root).
 */
export function useNow(on: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [on]);
  return now;
}
