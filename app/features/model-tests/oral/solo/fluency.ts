/**
 * What a recording of one turn can honestly tell about fluency, from the audio level alone (no
 * speech recognition, no grade of her German): how long she spoke, her longest pause, the share of
 * silence. The level is the RMS of each 50 ms frame; a frame is voiced when it stands clearly above
 * the recording's own quiet level.
 */

/** Length of one frame of the level (ms). */
export const FRAME_MS = 50;
/** Below this RMS a frame is silent whatever the room (about −42 dBFS). */
const FLOOR = 0.008;
/** A frame is voiced above this many times the recording's quiet level (its 10th percentile). */
const ABOVE_QUIET = 3;
/** Silence shorter than this between sounds is the gap between words, not a pause (ms). */
export const MIN_PAUSE_MS = 300;
/** Sound shorter than this is a click or a breath, not speech (ms). */
const MIN_SOUND_MS = 100;

/** The fluency figures of one turn, all in ms except `silence`, a share from 0 to 1. */
export interface Fluency {
  /** The whole turn. */
  totalMs: number;
  /** Time with her voice, the gaps between words included. */
  speakingMs: number;
  /**
   * The longest silence of at least `MIN_PAUSE_MS` before or between her sounds (silence after the
   * last one is not a pause).
   */
  longestPauseMs: number;
  /** Silence from the start to her last sound, as a share of that time (1 when she said nothing). */
  silence: number;
}

/** The RMS level of each `FRAME_MS` frame of mono samples. */
function frameLevels(samples: ArrayLike<number>, sampleRate: number): number[] {
  const size = Math.max(1, Math.round((sampleRate * FRAME_MS) / 1000));
  const levels: number[] = [];
  for (let start = 0; start < samples.length; start += size) {
    const end = Math.min(samples.length, start + size);
    let sum = 0;
    for (let i = start; i < end; i++) sum += samples[i]! * samples[i]!;
    levels.push(Math.sqrt(sum / (end - start)));
  }
  return levels;
}

/** Which frames are voiced: loud enough, short sounds dropped, short gaps between sounds bridged. */
function voicedFrames(levels: readonly number[]): boolean[] {
  const sorted = [...levels].sort((a, b) => a - b);
  const quiet = sorted[Math.floor(sorted.length * 0.1)] ?? 0;
  const threshold = Math.max(FLOOR, quiet * ABOVE_QUIET);
  const voiced = levels.map((l) => l >= threshold);
  const runs = (value: boolean, shorter: number, fill: boolean, inner: boolean) => {
    let i = 0;
    while (i < voiced.length) {
      if (voiced[i] !== value) {
        i++;
        continue;
      }
      let j = i;
      while (j < voiced.length && voiced[j] === value) j++;
      const between = i > 0 && j < voiced.length;
      if ((j - i) * FRAME_MS < shorter && (!inner || between)) voiced.fill(fill, i, j);
      i = j;
    }
  };
  runs(true, MIN_SOUND_MS, false, false);
  runs(false, MIN_PAUSE_MS, true, true);
  return voiced;
}

/** The fluency figures of a turn from its frame levels. */
export function fluencyOfLevels(levels: readonly number[]): Fluency {
  const voiced = voicedFrames(levels);
  const totalMs = levels.length * FRAME_MS;
  const last = voiced.lastIndexOf(true);
  if (last < 0) return { totalMs, speakingMs: 0, longestPauseMs: totalMs, silence: 1 };
  let speaking = 0;
  let longest = 0;
  let run = 0;
  for (let i = 0; i <= last; i++) {
    if (voiced[i]) {
      speaking++;
      run = 0;
    } else if (++run * FRAME_MS >= MIN_PAUSE_MS) longest = Math.max(longest, run);
  }
  return {
    totalMs,
    speakingMs: speaking * FRAME_MS,
    longestPauseMs: longest * FRAME_MS,
    silence: 1 - speaking / (last + 1),
  };
}

/** The fluency figures of a turn from its mono samples. */
export function fluency(samples: ArrayLike<number>, sampleRate: number): Fluency {
  return fluencyOfLevels(frameLevels(samples, sampleRate));
}
