import { describe, expect, it } from 'vitest';
import { formatMinutes, formatPageNumber, isoDuration } from './format';

describe('format', () => {
  it('pads page numbers to two digits', () => {
    expect(formatPageNumber(7)).toBe('#07');
    expect(formatPageNumber(17)).toBe('#17');
  });

  it('writes study times per language and as ISO durations', () => {
    expect(formatMinutes(45, 'de')).toBe('45 Min.');
    expect(formatMinutes(45, 'en')).toBe('45 min');
    expect(formatMinutes([20, 30], 'de')).toBe('20–30 Min.');
    expect(formatMinutes([20, 30], 'en')).toBe('20–30 min');
    expect(isoDuration([20, 30])).toBe('PT30M');
    expect(isoDuration(60)).toBe('PT60M');
  });

  it('writes one minute in the singular and more in the plural when spelled out', () => {
    expect(formatMinutes(1, 'de', 'long')).toBe('1 Minute');
    expect(formatMinutes(1, 'en', 'long')).toBe('1 minute');
    expect(formatMinutes(2, 'de', 'long')).toBe('2 Minuten');
    expect(formatMinutes([2, 3], 'en', 'long')).toBe('2–3 minutes');
    expect(formatMinutes([1, 2], 'de', 'long')).toBe('1–2 Minuten');
  });

  it('writes what Intl writes for the same minutes (the words are ours, the form is not)', () => {
    for (const lang of ['de', 'en'] as const)
      for (const unitDisplay of ['short', 'long'] as const) {
        const intl = new Intl.NumberFormat(lang, { style: 'unit', unit: 'minute', unitDisplay });
        for (const n of [1, 2, 5, 15, 45, 90, 150])
          expect(formatMinutes(n, lang, unitDisplay)).toBe(intl.format(n));
        for (const [a, b] of [
          [1, 2],
          [20, 30],
          [2, 3],
        ] as const)
          expect(formatMinutes([a, b], lang, unitDisplay)).toBe(intl.formatRange(a, b));
      }
  });
});
