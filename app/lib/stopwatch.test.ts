import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { elapsedMs, hasRun, pause, start, STOPPED, stopwatchSchema } from './stopwatch';

const isStopwatch = (value: unknown) => v.is(stopwatchSchema, value);

const MIN = 60_000;

describe('the stopwatch', () => {
  it('counts from the stored start, and not at all before it starts', () => {
    expect(elapsedMs(STOPPED, 5_000)).toBe(0);
    expect(elapsedMs(start(STOPPED, 1_000), 61_000)).toBe(60_000);
  });

  it('keeps the time of a pause and goes on from there when resumed', () => {
    const paused = pause(start(STOPPED, 0), 3 * MIN);
    expect(elapsedMs(paused, 60 * MIN)).toBe(3 * MIN);
    const resumed = start(paused, 60 * MIN);
    expect(elapsedMs(resumed, 61 * MIN)).toBe(4 * MIN);
  });

  it('does not restart a running clock when Start is pressed again', () => {
    const running = start(STOPPED, 1_000);
    expect(start(running, 9_000)).toBe(running);
  });

  it('never counts backwards when the device clock is set back', () => {
    expect(elapsedMs({ banked: 5_000, since: 100_000 }, 40_000)).toBe(5_000);
  });
});

describe('a stored stopwatch', () => {
  it('has run once started, and not after a reset', () => {
    expect(hasRun(STOPPED)).toBe(false);
    expect(hasRun(start(STOPPED, 0))).toBe(true);
    expect(hasRun(pause(start(STOPPED, 0), 1))).toBe(true);
    expect(pause(STOPPED, 5)).toBe(STOPPED);
  });

  it('is accepted only when well formed', () => {
    expect(isStopwatch(start(STOPPED, 1_700_000_000_000))).toBe(true);
    expect(isStopwatch({ banked: 0, since: null })).toBe(true);
    for (const bad of [
      null,
      'x',
      {},
      { banked: -1, since: null },
      { banked: '1', since: 2 },
      { banked: 0, since: 'soon' },
      { banked: Number.POSITIVE_INFINITY, since: null },
      { banked: 0 },
    ])
      expect(isStopwatch(bad)).toBe(false);
  });
});
