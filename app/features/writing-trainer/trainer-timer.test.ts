import { describe, expect, it } from 'vitest';
import { clockText, STOPPED } from '~/lib/stopwatch';
import {
  examSignal,
  pauseTimer,
  remainingMs,
  startTimer,
  timerPhase,
  timerSignal,
  WRITING_TIME_MS,
} from './trainer-timer';

const T0 = Date.UTC(2026, 0, 10, 9, 0, 0);
const min = (n: number) => n * 60_000;
const left = (ms: number) => clockText(ms, 'de', 'up');

describe('the writing timer', () => {
  it('shows the full 30 minutes until it is started', () => {
    expect(remainingMs(STOPPED, T0)).toBe(WRITING_TIME_MS);
    expect(timerPhase(STOPPED, T0 + min(90))).toBe('idle');
    expect(left(remainingMs(STOPPED, T0))).toBe('30:00');
  });

  it('counts down from the moment it was started, whatever happened in between (a reload)', () => {
    const running = startTimer(STOPPED, T0);
    expect(left(remainingMs(running, T0 + min(12) + 500))).toBe('18:00');
    expect(left(remainingMs(running, T0 + min(12) + 1500))).toBe('17:59');
    expect(timerPhase(running, T0 + min(12))).toBe('running');
  });

  it('stands still while paused and goes on from there when resumed', () => {
    const paused = pauseTimer(startTimer(STOPPED, T0), T0 + min(10));
    expect(remainingMs(paused, T0 + min(10))).toBe(min(20));
    expect(remainingMs(paused, T0 + min(55))).toBe(min(20));
    expect(timerPhase(paused, T0 + min(55))).toBe('paused');
    const resumed = startTimer(paused, T0 + min(55));
    expect(remainingMs(resumed, T0 + min(60))).toBe(min(15));
    const again = startTimer(pauseTimer(resumed, T0 + min(61)), T0 + min(70));
    expect(remainingMs(again, T0 + min(71))).toBe(min(13));
    expect(timerPhase(again, T0 + min(84))).toBe('done');
  });

  it('gives the reminder in the last five minutes and "time is up" at zero, never below', () => {
    const running = startTimer(STOPPED, T0);
    expect(timerSignal(STOPPED, T0)).toBe('none');
    expect(timerSignal(running, T0 + min(25) - 1)).toBe('none');
    expect(timerSignal(running, T0 + min(25))).toBe('reminder');
    expect(timerSignal(running, T0 + min(30) - 1)).toBe('reminder');
    expect(timerSignal(running, T0 + min(30))).toBe('timeUp');
    expect(timerPhase(running, T0 + min(45))).toBe('done');
    expect(remainingMs(running, T0 + min(45))).toBe(0);
    expect(left(remainingMs(running, T0 + min(45)))).toBe('00:00');
  });

  it('ignores a start while running or after the end, and a pause when not running', () => {
    const running = startTimer(STOPPED, T0);
    expect(startTimer(running, T0 + min(5))).toBe(running);
    expect(pauseTimer(STOPPED, T0)).toBe(STOPPED);
    expect(pauseTimer(running, T0 + min(31))).toBe(running);
    const ranOut = pauseTimer(running, T0 + min(29));
    expect(startTimer({ ...ranOut, banked: WRITING_TIME_MS }, T0 + min(40))).toEqual({
      banked: WRITING_TIME_MS,
      since: null,
    });
  });

  it('counts no time when the clock was set back before the start', () => {
    const running = startTimer(STOPPED, T0);
    expect(remainingMs(running, T0 - min(3))).toBe(WRITING_TIME_MS);
  });
});

describe('an exam clock in the trainer', () => {
  const running = { watch: { banked: 0, since: T0 }, ended: null } as const;

  it('says nothing until five minutes are left, then reminds, and at zero the letter is collected', () => {
    expect(examSignal(running, T0 + min(24))).toBe('none');
    expect(examSignal(running, T0 + min(25))).toBe('reminder');
    expect(examSignal(running, T0 + min(30))).toBe('collected');
    expect(left(remainingMs(running.watch, T0 + min(12)))).toBe('18:00');
  });

  it('tells an early hand-in apart from the end of the time', () => {
    const early = { watch: { banked: min(20), since: null }, ended: 'early' } as const;
    expect(examSignal(early, T0 + min(20))).toBe('handedIn');
    expect(left(remainingMs(early.watch, T0 + min(40)))).toBe('10:00');
    expect(examSignal({ watch: { banked: min(30), since: null }, ended: 'time' }, T0)).toBe('collected');
  });
});
