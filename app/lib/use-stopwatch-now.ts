import { useEffect, useState } from 'react';
import { elapsedMs, type Stopwatch } from './stopwatch';

/**
 * The current time for drawing a stopwatch, redrawn at each whole second of the run while it runs
 * and has not reached `limitMs` (so the display never skips or lags a second). A stopwatch that
 * does not run costs no renders. The time itself always comes from the stored moments, so a late
 * or throttled timer only delays a redraw.
 */
export function useStopwatchNow(watch: Stopwatch, limitMs: number): number {
  const [now, setNow] = useState(Date.now);
  // Right after Start `now` is a little older than `since`; elapsedMs counts that as no time.
  const running = watch.since !== null && elapsedMs(watch, now) < limitMs;
  useEffect(() => {
    if (!running) return;
    let id = 0;
    const schedule = (at: number) => {
      id = window.setTimeout(tick, 1000 - (elapsedMs(watch, at) % 1000));
    };
    const tick = () => {
      const at = Date.now();
      setNow(at);
      schedule(at);
    };
    // At once: a stopwatch just started or resumed must not show an old moment.
    id = window.setTimeout(tick, 0);
    return () => window.clearTimeout(id);
  }, [watch, running]);
  return now;
}
