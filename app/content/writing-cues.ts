/**
 * Cue groups that several writing tasks share (see the `cues` of a guiding point in sheet-schema.ts):
 * spread one into a point's cues, e.g. `cues: ['treffen', ...WEEKDAY_CUES]`.
 */

/** A day named for a meeting or a free time: "am Samstag", "dienstags", "Samstagvormittag". */
export const WEEKDAY_CUES = [
  'montag*',
  'dienstag*',
  'mittwoch*',
  'donnerstag*',
  'freitag*',
  'samstag*',
  'sonntag*',
] as const;
