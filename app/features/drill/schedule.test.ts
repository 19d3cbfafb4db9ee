import { afterEach, describe, expect, it } from 'vitest';
import { addDays, dayOf, isDay } from '~/lib/day';
import { dueCards, dueCount, INTERVAL_DAYS, review, type Progress } from './schedule';

const cards = ['a', 'b', 'c', 'd'].map((id) => ({ id }));

/** The days on which a card is due when the learner knows it at every due date from `start`. */
function dueDaysWhenAlwaysKnown(start: string, reviews: number): string[] {
  let state = review(undefined, true, start);
  const days = [state.due];
  for (let i = 1; i < reviews; i++) {
    state = review(state, true, state.due);
    days.push(state.due);
  }
  return days;
}

describe('the Leitner schedule', () => {
  it('has five boxes with growing intervals of 0, 1, 3, 7 and 14 days', () => {
    expect(Object.values(INTERVAL_DAYS)).toEqual([0, 1, 3, 7, 14]);
  });

  it('makes a new card due at once', () => {
    expect(dueCards(cards, {}, '2026-11-24').map((c) => c.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('spaces a card known every time 1, 3, 7, then every 14 days apart', () => {
    expect(dueDaysWhenAlwaysKnown('2026-11-24', 6)).toEqual([
      '2026-11-25', // box 2
      '2026-11-28', // box 3
      '2026-12-05', // box 4
      '2026-12-19', // box 5
      '2027-01-02', // stays in box 5
      '2027-01-16',
    ]);
  });

  it('sends a card not known back to box 1, due again the same day', () => {
    const inBox4 = { box: 4 as const, due: '2026-12-01' };
    expect(review(inBox4, false, '2026-12-01')).toEqual({ box: 1, due: '2026-12-01' });
    expect(review({ box: 1, due: '2026-12-01' }, true, '2026-12-01')).toEqual({ box: 2, due: '2026-12-02' });
  });

  it('tells which cards are due on which day', () => {
    const progress: Progress = {
      a: { box: 2, due: '2026-11-25' },
      b: { box: 3, due: '2026-11-27' },
      c: { box: 1, due: '2026-11-24' },
    };
    const dueOn = (day: string) => dueCards(cards, progress, day).map((c) => c.id);
    expect(dueOn('2026-11-24')).toEqual(['c', 'd']);
    expect(dueOn('2026-11-25')).toEqual(['c', 'a', 'd']);
    expect(dueOn('2026-11-26')).toEqual(['c', 'a', 'd']);
    expect(dueOn('2026-11-27')).toEqual(['c', 'a', 'b', 'd']);
    expect(dueCount(cards, progress, '2026-11-24')).toBe(2);
    expect(dueCount(cards, progress, '2026-11-27')).toBe(4);
  });

  it('puts the lowest box first, then the longest overdue, then new cards in their order', () => {
    const progress: Progress = {
      d: { box: 3, due: '2026-11-01' },
      b: { box: 3, due: '2026-11-10' },
      c: { box: 5, due: '2026-10-01' },
    };
    expect(dueCards(cards, progress, '2026-11-24').map((c) => c.id)).toEqual(['d', 'b', 'c', 'a']);
  });

  it('counts calendar days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-25', 14)).toBe('2026-02-08');
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('24.11.2026')).toBe(false);
  });
});

describe('the learner’s calendar day', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('is the local date, not the UTC date', () => {
    process.env.TZ = 'Europe/Berlin';
    // 23:30 UTC on 24 November is already 25 November in Berlin.
    expect(dayOf(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    process.env.TZ = 'America/New_York';
    expect(dayOf(new Date('2026-11-25T03:30:00Z'))).toBe('2026-11-24');
  });

  it('makes a card known late in the evening due the next local morning, across a clock change', () => {
    process.env.TZ = 'Europe/Berlin';
    // The night of 28–29 March 2026 has 23 hours in Berlin.
    const evening = dayOf(new Date('2026-03-28T22:50:00+01:00'));
    const state = review(undefined, true, evening);
    expect(state.due).toBe('2026-03-29');
    expect(dueCount([{ id: 'x' }], { x: state }, dayOf(new Date('2026-03-29T00:10:00+01:00')))).toBe(1);
    expect(dueCount([{ id: 'x' }], { x: state }, dayOf(new Date('2026-03-28T23:55:00+01:00')))).toBe(0);
  });
});
