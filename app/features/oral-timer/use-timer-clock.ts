import { useEffect, useRef, useState } from 'react';
import { beep } from './beep';
import {
  elapsedMs,
  isRunning,
  positionAt,
  type OralTimerPlan,
  type TimerClock,
  type TimerPosition,
} from './timer-model';

/**
 * Where the run stands now, redrawn once a second while it runs. The time itself always comes
 * from the stored timestamps, so a late or throttled timer only delays a redraw.
 */
export function useTimerPosition(plan: OralTimerPlan, clock: TimerClock): TimerPosition {
  const [now, setNow] = useState(Date.now);
  // Right after Start `now` is a little older than `since`; elapsedMs counts that as no time.
  const position = positionAt(plan, elapsedMs(clock, now));
  const counting = isRunning(clock, position);
  useEffect(() => {
    if (!counting) return;
    let id = 0;
    // Wake at the next whole second of the run, so the display never skips or lags a second.
    const schedule = (at: number) => {
      id = window.setTimeout(tick, 1000 - (elapsedMs(clock, at) % 1000));
    };
    const tick = () => {
      const at = Date.now();
      setNow(at);
      schedule(at);
    };
    schedule(Date.now());
    return () => window.clearTimeout(id);
  }, [clock, counting]);
  return position;
}

/**
 * Cues a phase change: the phase index moving forward while the reader watches, never the phase a
 * reload lands in. Sounds the beep when the sound is on and the change came from the clock, not
 * from "Next phase". Returns the change as a sentence for the polite live region.
 */
export function usePhaseCue(
  index: number,
  sound: boolean,
  describe: (index: number) => string,
): { announcement: string; byReader: () => void } {
  const [seen, setSeen] = useState(index);
  const [announcement, setAnnouncement] = useState('');
  const moved = useRef(false);
  if (index !== seen) {
    // Adjusting state during render (React's pattern for "changed since last render"): the live
    // region gets its words in the same commit as the new phase.
    setSeen(index);
    if (index > seen) setAnnouncement(describe(index));
  }
  const previous = useRef(index);
  useEffect(() => {
    const forward = index > previous.current;
    previous.current = index;
    if (forward && sound && !moved.current) beep();
    moved.current = false;
  }, [index, sound]);
  return { announcement, byReader: () => (moved.current = true) };
}
