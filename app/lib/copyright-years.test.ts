import { describe, expect, it } from 'vitest';
import { copyrightYears } from './copyright-years';

describe('copyright years', () => {
  it('keeps the first year and adds the current one with an en dash', () => {
    expect(copyrightYears(2026)).toBe('2024–2026');
  });
  it('names the first year alone in the year it was published', () => {
    expect(copyrightYears(2024)).toBe('2024');
  });
  it('reads the year the build ran in', () => {
    expect(__BUILD_YEAR__).toBe(new Date().getFullYear());
  });
});
