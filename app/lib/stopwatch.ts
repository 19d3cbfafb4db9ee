import * as v from 'valibot';

/**
 * A pausable stopwatch as stored data, for the timers of the site (the writing trainer's 30
 * minutes, the oral exam timer): the time banked by earlier runs plus the time since the current
 * run started. Nothing ticks in here, so a reload, a sleeping tab, a night with the tab closed or a
 * throttled timer can never make the time wrong; the page only redraws it.
 */
export interface Stopwatch {
  /** Time of the earlier runs (ms). */
  banked: number;
  /** When the current run started (epoch ms, as `Date.now()` gives it); null while stopped. */
  since: number | null;
}

/** A stopwatch that has never run. */
export const STOPPED: Stopwatch = { banked: 0, since: null };

/** Time run so far (ms). A clock set back while running counts as no time, never as negative. */
export function elapsedMs(watch: Stopwatch, now: number): number {
  return watch.banked + (watch.since === null ? 0 : Math.max(0, now - watch.since));
}

/** Starts or resumes; a running stopwatch is left as it is. */
export function start(watch: Stopwatch, now: number): Stopwatch {
  return watch.since === null ? { banked: watch.banked, since: now } : watch;
}

/** Pauses, banking the time of the current run; a stopped one is left as it is. */
export function pause(watch: Stopwatch, now: number): Stopwatch {
  return watch.since === null ? watch : { banked: elapsedMs(watch, now), since: null };
}

/** Whether it has ever run (a reset one has not). */
export function hasRun(watch: Stopwatch): boolean {
  return watch.banked > 0 || watch.since !== null;
}

/**
 * A stopwatch as stored data is read back (storage and backup files are untrusted): finite times,
 * nothing banked below zero; any other field is left out.
 */
export const stopwatchSchema = v.object({
  banked: v.pipe(v.number(), v.finite(), v.minValue(0)),
  since: v.nullable(v.pipe(v.number(), v.finite())),
});

/**
 * A span of time as a clock shows it (`07:48`), digits through `Intl` for the locale (`de`, `en`). Counting
 * down rounds up (a phase shows 02:00 at its start and 00:01 in its last second, 00:00 only once
 * the time is really up), counting up rounds down.
 */
export function clockText(ms: number, locale: string, round: 'up' | 'down'): string {
  const whole = round === 'up' ? Math.ceil(ms / 1000) : Math.floor(ms / 1000);
  const seconds = Math.max(0, whole);
  const two = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  return `${two.format(Math.floor(seconds / 60))}:${two.format(seconds % 60)}`;
}
