import { describe, expect, it } from 'vitest';
import { clockText, elapsedMs, pause, start, STOPPED } from '~/lib/stopwatch';
import { isRunning, positionAt, skip, totalMs, type OralTimerPlan } from './oral-timer-model';

const MIN = 60_000;
const phase = (stage: 'preparation' | 'conversation', from: number, to: number) => ({
  stage,
  title: `${stage} ${from}`,
  activity: '',
  from,
  to,
});
/** The shape of the real plan: 2 + 8 + 7 + 3 minutes of preparation, then 3 + 6 + 6. */
const PLAN: OralTimerPlan = {
  phases: [
    phase('preparation', 0, 2),
    phase('preparation', 2, 10),
    phase('preparation', 10, 17),
    phase('preparation', 17, 20),
    phase('conversation', 20, 23),
    phase('conversation', 23, 29),
    phase('conversation', 29, 35),
  ],
};

describe('the phase at a moment', () => {
  it('changes phase at the exact minute the plan gives', () => {
    expect(positionAt(PLAN, 2 * MIN - 1).index).toBe(0);
    expect(positionAt(PLAN, 2 * MIN).index).toBe(1);
    expect(positionAt(PLAN, 20 * MIN - 1).index).toBe(3);
    expect(positionAt(PLAN, 20 * MIN)).toMatchObject({ index: 4, remaining: 3 * MIN });
    expect(positionAt(PLAN, 29 * MIN).index).toBe(6);
  });

  it('is over at the end of the run, with no time left', () => {
    expect(totalMs(PLAN)).toBe(35 * MIN);
    expect(positionAt(PLAN, 35 * MIN)).toEqual({ index: 7, finished: true, elapsed: 35 * MIN, remaining: 0 });
    expect(positionAt(PLAN, 90 * MIN).elapsed).toBe(35 * MIN);
    const started = start(STOPPED, 0);
    expect(isRunning(started, positionAt(PLAN, elapsedMs(started, 36 * MIN)))).toBe(false);
    expect(isRunning(started, positionAt(PLAN, elapsedMs(started, 34 * MIN)))).toBe(true);
    expect(isRunning(pause(started, MIN), positionAt(PLAN, MIN))).toBe(false);
  });
});

describe('next phase', () => {
  it('jumps to the start of the next phase and keeps running', () => {
    const clock = skip(PLAN, start(STOPPED, 0), 30_000);
    expect(elapsedMs(clock, 30_000)).toBe(2 * MIN);
    expect(elapsedMs(clock, 90_000)).toBe(3 * MIN);
  });

  it('stays paused when paused, and ends the run from the last phase', () => {
    const paused = skip(PLAN, pause(start(STOPPED, 0), 5 * MIN), 9 * MIN);
    expect(paused).toEqual({ banked: 10 * MIN, since: null });
    expect(positionAt(PLAN, elapsedMs(skip(PLAN, { banked: 30 * MIN, since: null }, 0), 0)).finished).toBe(
      true,
    );
  });
});

describe('the clock face', () => {
  it('counts down rounding up and shows two digits in both languages', () => {
    expect(clockText(2 * MIN, 'de', 'up')).toBe('02:00');
    expect(clockText(1, 'en', 'up')).toBe('00:01');
    expect(clockText(7 * MIN + 47_001, 'en', 'up')).toBe('07:48');
    expect(clockText(35 * MIN - 1, 'de', 'down')).toBe('34:59');
  });
});
