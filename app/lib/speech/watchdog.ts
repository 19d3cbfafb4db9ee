/**
 * The numbers of the speaker's watchdog: when an utterance that has neither ended nor failed is
 * given up. Phone browsers lose `end` events, and Chrome's network voices stop a long utterance
 * without one; without a watchdog one lost event stops a playback for good.
 */

/**
 * Speed of a slow voice at rate 1. The listening schedule assumes 14 characters a second (most
 * German voices); a probe of a slow voice read 9. A deadline from the slow speed does not cut off
 * a working voice.
 */
const SLOW_CHARS_PER_SECOND = 9;

/**
 * Time an engine may take before an utterance is heard: a network voice fetches its audio first,
 * a phone may wake its engine, and after a cancel the speaker waits 100 ms.
 */
const START_MS = 2000;

/** How often a voice still speaking at its deadline is looked at again. */
export const RECHECK_MS = 1000;

/**
 * When the utterance of `text` should have ended at the latest (ms after it was handed to the
 * engine): its length at the slow speed, scaled by the rate (0.7 takes 1/0.7 as long), plus the
 * start. "Ja." gets 2.3 s, a sentence of 100 characters 13.1 s (18.0 s at rate 0.7).
 */
export function deadlineMs(text: string, rate: number): number {
  return Math.round((text.length / (SLOW_CHARS_PER_SECOND * rate)) * 1000) + START_MS;
}

/**
 * Whether to wait on at the deadline (`waited` ms after the start), or give the utterance up.
 * While the engine reports that it is still speaking, the voice may be slower than the estimate:
 * it gets the deadline once more (a voice half as fast as the slow one still finishes). Longer
 * than that it is an engine stuck in `speaking` (Chrome's cut after about 15 s leaves it so, or a
 * voice that never started), and the learner should not wait in silence for more. An engine
 * that no longer speaks has finished and lost its `end` event: go on at once.
 */
export function waitOn(speaking: boolean, waited: number, deadline: number): boolean {
  return speaking && waited < 2 * deadline;
}
