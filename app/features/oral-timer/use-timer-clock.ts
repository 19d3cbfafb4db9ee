import { useEffect, useRef, useState } from 'react';
import { elapsedMs, type Stopwatch } from '~/lib/stopwatch';
import { recordActivity } from '~/stores/study-activity';
import { useStopwatchNow } from '~/lib/use-stopwatch-now';
import { beep } from './beep';
import { positionAt, totalMs, type OralTimerPlan, type TimerPosition } from '../../lib/oral-timer-model';

/** Where the run stands now, redrawn at each whole second while it runs. */
export function useTimerPosition(plan: OralTimerPlan, clock: Stopwatch): TimerPosition {
  const now = useStopwatchNow(clock, totalMs(plan));
  return positionAt(plan, elapsedMs(clock, now));
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

/**
 * Counts a run-through in the activity log when the run reaches its end while the reader is there
 * (by the clock or by "Next phase"); a reload that lands on a finished run counts nothing again.
 */
export function useRecordFinishedRun(finished: boolean): void {
  const before = useRef(finished);
  useEffect(() => {
    if (finished && !before.current) recordActivity('oral-run');
    before.current = finished;
  }, [finished]);
}
