import * as v from 'valibot';
import { pause, STOPPED, stopwatchSchema, type Stopwatch } from '~/lib/stopwatch';
import { persisted } from '~/lib/persisted';
import { readJson } from '~/lib/stored-json';
import { TIMER_KEY as KEY } from './timer-key';

/**
 * What the timer keeps in this browser: its clock (a stopwatch of stored moments, `~/lib/stopwatch`), whether
 * the cue sounds, and whether the panel is open and compact. One timer for the four oral sheets:
 * a run started on one of them goes on on the others.
 */
export interface TimerSettings {
  clock: Stopwatch;
  sound: boolean;
  open: boolean;
  compact: boolean;
}

const DEFAULTS: TimerSettings = { clock: STOPPED, sound: false, open: false, compact: false };

/** Parses stored settings; a field of another shape reads as its default (sound off), the rest kept. */
export const parseSettings: (raw: string | null) => TimerSettings = readJson(
  v.object({
    clock: v.fallback(stopwatchSchema, STOPPED),
    sound: v.fallback(v.boolean(), false),
    open: v.fallback(v.boolean(), false),
    compact: v.fallback(v.boolean(), false),
  }),
  DEFAULTS,
);

// Kept for the visit too: when storage fails the timer still works until the page is closed; a
// run changed in another tab of the site is followed here.
const store = persisted<TimerSettings>({
  key: KEY,
  parse: parseSettings,
  serialize: (settings) => JSON.stringify(settings),
  initial: DEFAULTS,
});

/** Changes the settings for this visit and stores them; returns whether they could be stored. */
export function updateSettings(change: (settings: TimerSettings) => Partial<TimerSettings>): boolean {
  return store.update((settings) => ({ ...settings, ...change(settings) }));
}

/** Opens the panel; closing it pauses a running timer, so nothing runs where nobody sees it. */
export function setOpen(open: boolean): boolean {
  return updateSettings((s) => (open ? { open } : { open, clock: pause(s.clock, Date.now()) }));
}

// One message per visit when the browser cannot store the timer (it still runs for the visit),
// shown by the panel, which knows where it may not cover the timer.
let warned = false;
let pending = false;

/** Notes a write that could not be stored; only the first of the visit will be told. */
export function noteFailure(stored: boolean): void {
  if (stored || warned) return;
  warned = true;
  pending = true;
}

/** Whether a failed write is waiting to be told (true once per failure noted). */
export function takeWarning(): boolean {
  const waiting = pending;
  pending = false;
  return waiting;
}

/** The timer's settings; the defaults in the prerendered HTML and until hydration. */
export const useTimerSettings = store.useValue;
