import { useSyncExternalStore } from 'react';
import { isStopwatch, pause, STOPPED, type Stopwatch } from '~/lib/stopwatch';
import { safeStorage } from '~/lib/storage';
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

/** Parses stored settings; anything of another shape reads as the defaults (sound off). */
export function parseSettings(raw: string | null): TimerSettings {
  try {
    const data = JSON.parse(raw ?? 'null') as Partial<Record<keyof TimerSettings, unknown>> | null;
    if (typeof data !== 'object' || data === null) return DEFAULTS;
    const { clock } = data;
    return {
      clock: isStopwatch(clock) ? { banked: clock.banked, since: clock.since } : STOPPED,
      sound: data.sound === true,
      open: data.open === true,
      compact: data.compact === true,
    };
  } catch {
    return DEFAULTS;
  }
}

// The visit's own copy: when storage fails the timer still works until the page is closed.
let current: TimerSettings | null = null;
const listeners = new Set<() => void>();

/** The settings (the same object until they change, as useSyncExternalStore needs). */
export function readSettings(): TimerSettings {
  current ??= parseSettings(safeStorage.get(KEY));
  return current;
}

/** Changes the settings for this visit and stores them; returns whether they could be stored. */
export function updateSettings(change: (settings: TimerSettings) => Partial<TimerSettings>): boolean {
  const next = { ...readSettings() };
  Object.assign(next, change(next));
  current = next;
  for (const listener of listeners) listener();
  return safeStorage.set(KEY, JSON.stringify(next));
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

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the site changed the timer: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    current = parseSettings(event.newValue);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The timer's settings (the panel only renders in the browser, so there is no server snapshot). */
export function useTimerSettings(): TimerSettings {
  return useSyncExternalStore(subscribe, readSettings, readSettings);
}
