// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { persisted } from './persisted';
import { readJson, someOf } from './stored-json';

const KEY = 'test.count.v1';
const count = (onChange?: (n: number) => void) =>
  persisted<number>({
    key: KEY,
    parse: readJson(v.pipe(v.number(), v.integer()), 0),
    serialize: (n) => (n === 0 ? null : JSON.stringify(n)),
    initial: 0,
    onChange,
  });

/** What the browser sends to the other tabs when one of them writes (or clears) storage. */
const otherTab = (key: string | null, newValue: string | null) => {
  if (key === null) localStorage.clear();
  else if (newValue === null) localStorage.removeItem(key);
  else localStorage.setItem(key, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('a persisted value', () => {
  it('reads what was stored, and an unreadable value as the initial one', () => {
    localStorage.setItem(KEY, '7');
    expect(count().read()).toBe(7);
    localStorage.setItem(KEY, '{broken');
    expect(count().read()).toBe(0);
  });

  it('stores each change, removes the key for the empty value and tells its subscribers', () => {
    const store = count();
    const seen: number[] = [];
    const stop = store.subscribe(() => seen.push(store.read()));
    expect(store.update((n) => n + 2)).toBe(true);
    expect(localStorage.getItem(KEY)).toBe('2');
    expect(store.write(0)).toBe(true);
    expect(localStorage.getItem(KEY)).toBeNull();
    stop();
    store.write(5);
    expect(seen).toEqual([2, 0]);
  });

  it('keeps the value for the visit when storage refuses it, and says so', () => {
    const store = count();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(store.write(3)).toBe(false);
    expect(store.read()).toBe(3);
    expect(store.update((n) => n + 1)).toBe(false);
    expect(store.read()).toBe(4);
  });

  it('takes over a change made in another tab, and storage cleared there, also with no subscriber', () => {
    const applied: number[] = [];
    const store = count((n) => applied.push(n));
    store.write(1);
    otherTab(KEY, '9');
    expect(store.read()).toBe(9);
    otherTab('another.key', '1');
    expect(store.read()).toBe(9);
    otherTab(null, null);
    expect(store.read()).toBe(0);
    expect(applied).toEqual([1, 9, 0]);
  });

  it("builds each update on what storage holds, also when the other tab's event has not arrived yet", () => {
    const list = persisted<string[]>({
      key: 'test.list.v1',
      parse: readJson(someOf(v.string()), []),
      serialize: (items) => JSON.stringify(items),
      initial: [],
    });
    list.update((items) => [...items, 'here']);
    localStorage.setItem('test.list.v1', JSON.stringify(['here', 'there']));
    list.update((items) => [...items, 'again']);
    expect(JSON.parse(localStorage.getItem('test.list.v1')!)).toEqual(['here', 'there', 'again']);
  });

  it('renders the initial value before hydration and follows every change after', () => {
    const store = count();
    localStorage.setItem(KEY, '4');
    const Count = () => createElement('p', null, `count ${store.useValue()}`);
    render(createElement(Count));
    expect(screen.getByText('count 4')).toBeTruthy();
    act(() => void store.write(5));
    expect(screen.getByText('count 5')).toBeTruthy();
    act(() => otherTab(KEY, '6'));
    expect(screen.getByText('count 6')).toBeTruthy();
  });
});
