import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, dayOf, daysBetween, isDay, weekdayOf } from './day';

describe('calendar days', () => {
  const zone = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'Europe/Berlin';
  });
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('counts the days between two days across both changes of daylight-saving time', () => {
    // 2026: summer time starts on Sunday 29 March and ends on Sunday 25 October in Berlin.
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-03-01', '2026-11-01')).toBe(245);
    expect(daysBetween('2026-03-30', '2026-03-28')).toBe(-2);
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
  });

  it('takes the local calendar day of a moment, also in the hour that is skipped or repeated', () => {
    expect(dayOf(new Date('2026-03-29T00:30:00+01:00'))).toBe('2026-03-29');
    expect(dayOf(new Date('2026-03-29T23:30:00+02:00'))).toBe('2026-03-29');
    expect(dayOf(new Date('2026-10-25T02:30:00+01:00'))).toBe('2026-10-25');
    expect(dayOf(new Date('2026-10-25T23:59:00+01:00'))).toBe('2026-10-25');
  });

  it('names the weekday with Monday first', () => {
    expect(weekdayOf('2026-03-23')).toBe(0);
    expect(weekdayOf('2026-03-29')).toBe(6);
    expect(weekdayOf('2026-10-25')).toBe(6);
    expect(weekdayOf('2024-02-29')).toBe(3);
  });

  it('accepts only real calendar days', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-3-1')).toBe(false);
    expect(isDay(20260301)).toBe(false);
  });
});
