import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FRAME_MS, fluency, fluencyOfLevels, MIN_PAUSE_MS } from './fluency';

const RATE = 8000;

/** Samples of `pieces`: [seconds, loud?] in order; loud is a 200 Hz tone, quiet a faint hiss. */
function signal(pieces: [number, boolean][]): Float32Array {
  const out: number[] = [];
  let seed = 1;
  const noise = () => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * 0.004;
  for (const [seconds, loud] of pieces)
    for (let i = 0; i < seconds * RATE; i++)
      out.push(loud ? 0.3 * Math.sin((2 * Math.PI * 200 * i) / RATE) + noise() : noise());
  return Float32Array.from(out);
}

describe('fluency from the audio level', () => {
  it('measures speaking time, the longest pause and the share of silence of a turn', () => {
    const f = fluency(
      signal([
        [1, false],
        [2, true],
        [0.5, false],
        [1.5, true],
        [3, false],
      ]),
      RATE,
    );
    expect(f.totalMs).toBe(8000);
    expect(f.speakingMs).toBeGreaterThanOrEqual(3450);
    expect(f.speakingMs).toBeLessThanOrEqual(3550);
    // The hesitation before she starts is the longest pause; the silence after her last word is none.
    expect(f.longestPauseMs).toBeGreaterThanOrEqual(950);
    expect(f.longestPauseMs).toBeLessThanOrEqual(1050);
    expect(f.silence).toBeCloseTo(1.5 / 5, 1);
  });

  it('counts the short gaps between words as speaking, and a click as no speech', () => {
    const f = fluency(
      signal([
        [0.5, true],
        [0.2, false],
        [0.5, true],
        [1, false],
        [0.05, true],
        [1, false],
      ]),
      RATE,
    );
    expect(f.speakingMs).toBe(1200);
    expect(f.longestPauseMs).toBe(0);
  });

  it('reports a silent turn as all silence', () => {
    expect(fluency(signal([[2, false]]), RATE)).toEqual({
      totalMs: 2000,
      speakingMs: 0,
      longestPauseMs: 2000,
      silence: 1,
    });
  });

  it('keeps its figures within the turn, whatever the levels', () => {
    fc.assert(
      fc.property(fc.array(fc.float({ min: 0, max: 1, noNaN: true }), { maxLength: 400 }), (levels) => {
        const f = fluencyOfLevels(levels);
        expect(f.totalMs).toBe(levels.length * FRAME_MS);
        expect(f.speakingMs + f.longestPauseMs).toBeLessThanOrEqual(f.totalMs);
        expect(f.silence).toBeGreaterThanOrEqual(0);
        expect(f.silence).toBeLessThanOrEqual(1);
        if (f.speakingMs > 0 && f.longestPauseMs > 0)
          expect(f.longestPauseMs).toBeGreaterThanOrEqual(MIN_PAUSE_MS);
      }),
    );
  });
});
