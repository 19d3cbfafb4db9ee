// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HANDS_OFF_MS, shouldFollow, useFollowLine } from './follow-line';

const VIEWPORT = 740;
const below = { top: 900, bottom: 930 };
const inView = { top: 300, bottom: 330 };

describe('whether the transcript scrolls to the line being said', () => {
  it('scrolls to a line below or above the screen, or behind the phone’s bottom bar', () => {
    const long = Number.NEGATIVE_INFINITY;
    expect(shouldFollow(below, VIEWPORT, 10_000, long)).toBe(true);
    expect(shouldFollow({ top: -40, bottom: -10 }, VIEWPORT, 10_000, long)).toBe(true);
    expect(shouldFollow({ top: 690, bottom: 720 }, VIEWPORT, 10_000, long)).toBe(true);
    expect(shouldFollow(inView, VIEWPORT, 10_000, long)).toBe(false);
  });

  it('leaves the page alone for a few seconds after the learner scrolled', () => {
    expect(shouldFollow(below, VIEWPORT, 10_000, 10_000 - HANDS_OFF_MS + 1)).toBe(false);
    expect(shouldFollow(below, VIEWPORT, 10_000, 10_000 - HANDS_OFF_MS)).toBe(true);
  });
});

describe('the transcript following the voice', () => {
  let reduced = false;
  const scrolled = vi.fn();
  let line: HTMLElement;
  let details: HTMLDetailsElement;

  beforeEach(() => {
    vi.useFakeTimers({ now: 100_000 });
    reduced = false;
    scrolled.mockClear();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduced && query.includes('reduce') }));
    window.innerHeight = VIEWPORT;
    details = document.createElement('details');
    details.open = true;
    line = document.createElement('div');
    line.scrollIntoView = scrolled;
    line.getBoundingClientRect = () => ({ ...below }) as DOMRect;
    details.append(line);
    document.body.append(details);
  });
  afterEach(() => {
    details.remove();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const follow = () =>
    renderHook<void, { key: string | null }>(({ key }) => useFollowLine(key, () => line), {
      initialProps: { key: '0/0' },
    });

  it('brings each new line into view, smoothly, and not again while the line stays', () => {
    const { rerender } = follow();
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'center', behavior: 'smooth' });
    rerender({ key: '0/0' });
    expect(scrolled).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(HANDS_OFF_MS);
    rerender({ key: '0/1' });
    expect(scrolled).toHaveBeenCalledTimes(2);
  });

  it('jumps without a smooth scroll where the learner asked for reduced motion', () => {
    reduced = true;
    follow();
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'center', behavior: 'auto' });
  });

  it('does not take its own scrolling for the learner’s', () => {
    const { rerender } = follow();
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(2000);
    rerender({ key: '0/1' });
    expect(scrolled).toHaveBeenCalledTimes(2);
  });

  it('waits while the learner scrolls, and follows again a few seconds later', () => {
    line.getBoundingClientRect = () => ({ ...inView }) as DOMRect;
    const { rerender } = follow();
    expect(scrolled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5000);
    window.dispatchEvent(new Event('scroll'));
    line.getBoundingClientRect = () => ({ ...below }) as DOMRect;
    vi.advanceTimersByTime(1000);
    rerender({ key: '0/1' });
    expect(scrolled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(HANDS_OFF_MS);
    rerender({ key: '0/2' });
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('does nothing while the transcript is closed or nothing is being said', () => {
    details.open = false;
    const { rerender } = follow();
    rerender({ key: '0/1' });
    details.open = true;
    rerender({ key: null });
    expect(scrolled).not.toHaveBeenCalled();
  });
});
