/**
 * The fluency figures of the solo oral rehearsals (kept in the model-test records), for the oral
 * page's trend and the progress page.
 */
import type { Rehearsal } from './model-test-records';

/** Where her speaking time stands against the part's window for the turn. */
export function againstTarget(speakingMs: number, window: { minS: number; maxS: number }) {
  return speakingMs < window.minS * 1000 ? 'short' : speakingMs > window.maxS * 1000 ? 'long' : 'within';
}

/**
 * A rehearsal's figures in one line: how many turns reached their window, the mean share of
 * silence, the longest pause of all turns.
 */
export function rehearsalFigures(r: Rehearsal): { within: number; silence: number; longestPauseMs: number } {
  const within = r.turns.filter((t) => againstTarget(t.speakingMs, t) === 'within').length;
  const silence = r.turns.reduce((sum, t) => sum + t.silence, 0) / Math.max(1, r.turns.length);
  const longestPauseMs = Math.max(0, ...r.turns.map((t) => t.longestPauseMs));
  return { within, silence, longestPauseMs };
}
