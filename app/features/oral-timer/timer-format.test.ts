import { describe, expect, it } from 'vitest';
import { isoDuration } from './timer-format';

describe('the clock for machines', () => {
  it('gives a span as an ISO 8601 duration for <time dateTime>', () => {
    expect(isoDuration(7 * 60_000 + 48_000)).toBe('PT7M48S');
  });
});
