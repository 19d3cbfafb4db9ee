import { useSyncExternalStore } from 'react';
import { safeStorage } from './storage';

/** One value the site keeps for the learner in this browser, under one key. */
export interface Persisted<T> {
  /** The storage key (the backup file carries it under this name). */
  readonly key: string;
  /** The value now: read from storage once, then this visit's copy (the same object until it changes). */
  read: () => T;
  /**
   * Keeps `next` for this visit, tells every subscriber and stores it. Returns whether storage took
   * it; when it did not (private mode, quota), the value still holds until the page is closed.
   */
  write: (next: T) => boolean;
  /**
   * Writes the value `change` makes of what storage holds at this moment (so a change made in
   * another tab just before is built on, not overwritten), or of this visit's value while storage
   * refuses writes.
   */
  update: (change: (current: T) => T) => boolean;
  /** Calls `listener` after every change, in this tab or in another tab of the site. */
  subscribe: (listener: () => void) => () => void;
  /** The value for a component; `initial` in the prerendered HTML and until hydration. */
  useValue: () => T;
}

/** How a value is kept. */
export interface PersistedOptions<T> {
  key: string;
  /** Reads a stored string (null: nothing stored). Must not throw: anything unreadable is `initial`. */
  parse: (raw: string | null) => T;
  /** The string to store, or null to remove the key (the value is the same as nothing stored). */
  serialize: (value: T) => string | null;
  /** The value of an empty store, and of every page before hydration. */
  initial: T;
  /** Runs after every change, here or from another tab (for example to set an attribute on `<html>`). */
  onChange?: (value: T) => void;
}

/**
 * A value kept in localStorage with one behaviour for every store of the site: read once, then
 * held for the visit (so a refused write loses nothing until the tab closes); every change told to
 * the subscribers; a change in another tab (or storage cleared there) taken over at once; and
 * every update made on what storage holds at that moment, so two tabs never overwrite each other.
 */
export function persisted<T>({
  key,
  parse,
  serialize,
  initial,
  onChange,
}: PersistedOptions<T>): Persisted<T> {
  const listeners = new Set<() => void>();
  /** This visit's value and the stored string it came from (or went to). */
  let memory: { value: T; raw: string | null } | null = null;
  /** Whether storage refused the last write: then this visit's value is ahead of it. */
  let refused = false;

  const changed = (value: T, raw: string | null) => {
    memory = { value, raw };
    onChange?.(value);
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    const raw = event.key === null ? null : event.newValue;
    changed(parse(raw), raw);
  };
  let listening = false;
  // From the first use on, another tab's change is taken over even while nothing subscribes.
  const listen = () => {
    if (listening || typeof window === 'undefined') return;
    listening = true;
    window.addEventListener('storage', onStorage);
  };
  const read = () => {
    listen();
    if (memory === null) {
      const raw = safeStorage.get(key);
      memory = { value: parse(raw), raw };
    }
    return memory.value;
  };
  /** What storage holds now (another tab may have written since): every change starts from it. */
  const fresh = () => {
    const current = read();
    if (refused) return current;
    const raw = safeStorage.get(key);
    if (memory && raw !== memory.raw) memory = { value: parse(raw), raw };
    return memory?.value ?? current;
  };
  const write = (next: T) => {
    listen();
    const raw = serialize(next);
    changed(next, raw);
    const stored = raw === null ? safeStorage.remove(key) : safeStorage.set(key, raw);
    refused = !stored;
    return stored;
  };
  const subscribe = (listener: () => void) => {
    read();
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const serverSnapshot = () => initial;
  return {
    key,
    read,
    write,
    update: (change) => write(change(fresh())),
    subscribe,
    useValue: () => useSyncExternalStore(subscribe, read, serverSnapshot),
  };
}
