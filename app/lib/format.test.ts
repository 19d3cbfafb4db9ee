import { describe, expect, it } from 'vitest';
import { formatMinutes, formatPageNumber, isoDuration } from './format';

describe('format', () => {
  it('pads page numbers to two digits', () => {
    expect(formatPageNumber(7)).toBe('#07');
    expect(formatPageNumber(17)).toBe('#17');
  });

  it('writes study times per language and as ISO durations', () => {
    expect(formatMinutes(45, 'de')).toBe('45 Min.');
    expect(formatMinutes([20, 30], 'en')).toBe('20–30 min');
    expect(isoDuration([20, 30])).toBe('PT30M');
    expect(isoDuration(60)).toBe('PT60M');
  });
});
