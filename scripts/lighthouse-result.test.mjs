import { describe, expect, it } from 'vitest';
import { median } from './lighthouse-result.mjs';

describe('the median of benchmark runs', () => {
  it('takes the middle run, or the mean of the two middle runs, whatever the order', () => {
    expect(median([930, 910, 990])).toBe(930);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('is not a number when there was no run', () => {
    expect(median([])).toBeNaN();
    expect(median([NaN, NaN])).toBeNaN();
  });

  it('leaves out a run that measured nothing', () => {
    expect(median([930, NaN, 990])).toBe(960);
    expect(median([NaN, 910, 990, 930])).toBe(930);
  });
});
