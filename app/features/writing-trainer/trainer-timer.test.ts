import { describe, expect, it } from 'vitest';
import {
  NEW_TIMER,
  clockText,
  endsAt,
  isTimerState,
  pauseTimer,
  remainingMs,
  startTimer,
  timerPhase,
  timerSignal,
  WRITING_TIME_MS,
} from './trainer-timer';

const T0 = Date.UTC(2026, 0, 10, 9, 0, 0);
const min = (n: number) => n * 60_000;

describe('the writing timer', () => {
  it('shows the full 30 minutes until it is started', () => {
    expect(remainingMs(NEW_TIMER, T0)).toBe(WRITING_TIME_MS);
    expect(timerPhase(NEW_TIMER, T0 + min(90))).toBe('idle');
    expect(clockText(remainingMs(NEW_TIMER, T0))).toBe('30:00');
  });

  it('counts down from the moment it was started, whatever happened in between (a reload)', () => {
    const running = startTimer(NEW_TIMER, T0);
    expect(clockText(remainingMs(running, T0 + min(12) + 500))).toBe('18:00');
    expect(clockText(remainingMs(running, T0 + min(12) + 1500))).toBe('17:59');
    expect(timerPhase(running, T0 + min(12))).toBe('running');
  });

  it('stands still while paused and goes on from there when resumed', () => {
    const paused = pauseTimer(startTimer(NEW_TIMER, T0), T0 + min(10));
    expect(remainingMs(paused, T0 + min(10))).toBe(min(20));
    expect(remainingMs(paused, T0 + min(55))).toBe(min(20));
    expect(timerPhase(paused, T0 + min(55))).toBe('paused');
    const resumed = startTimer(paused, T0 + min(55));
    expect(remainingMs(resumed, T0 + min(60))).toBe(min(15));
    const again = startTimer(pauseTimer(resumed, T0 + min(61)), T0 + min(70));
    expect(remainingMs(again, T0 + min(71))).toBe(min(13));
    expect(endsAt(again)).toBe(T0 + min(84));
    expect(endsAt(pauseTimer(again, T0 + min(72)))).toBeNull();
    expect(endsAt(NEW_TIMER)).toBeNull();
  });

  it('gives the reminder in the last five minutes and "time is up" at zero, never below', () => {
    const running = startTimer(NEW_TIMER, T0);
    expect(timerSignal(NEW_TIMER, T0)).toBe('none');
    expect(timerSignal(running, T0 + min(25) - 1)).toBe('none');
    expect(timerSignal(running, T0 + min(25))).toBe('reminder');
    expect(timerSignal(running, T0 + min(30) - 1)).toBe('reminder');
    expect(timerSignal(running, T0 + min(30))).toBe('timeUp');
    expect(timerPhase(running, T0 + min(45))).toBe('done');
    expect(remainingMs(running, T0 + min(45))).toBe(0);
    expect(clockText(remainingMs(running, T0 + min(45)))).toBe('00:00');
  });

  it('ignores a start while running and a pause when not running', () => {
    const running = startTimer(NEW_TIMER, T0);
    expect(startTimer(running, T0 + min(5))).toBe(running);
    expect(pauseTimer(NEW_TIMER, T0)).toBe(NEW_TIMER);
    const done = pauseTimer(running, T0 + min(31));
    expect(done).toBe(running);
  });

  it('counts no time when the clock was set back before the start', () => {
    const running = startTimer(NEW_TIMER, T0);
    expect(remainingMs(running, T0 - min(3))).toBe(WRITING_TIME_MS);
  });

  it('accepts only well-formed stored timers', () => {
    expect(isTimerState(startTimer(NEW_TIMER, T0))).toBe(true);
    expect(isTimerState({ startedAt: 'x', pausedAt: null, pausedMs: 0 })).toBe(false);
    expect(isTimerState({ startedAt: null, pausedAt: null, pausedMs: -1 })).toBe(false);
    expect(isTimerState(null)).toBe(false);
  });
});
