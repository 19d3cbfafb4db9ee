import { describe, expect, it } from 'vitest';
import { headerIconKind } from './header-icon';

describe('header icon by page number', () => {
  it('uses the speaking icon for 5 to 7 before the wider 1 to 12 range', () => {
    expect([5, 6, 7].map(headerIconKind)).toEqual(['speaking', 'speaking', 'speaking']);
  });
  it('uses the study icon for 1 to 4 and 8 to 12', () => {
    expect([1, 4, 8, 12].map(headerIconKind)).toEqual(Array(4).fill('study'));
  });
  it('uses the writing icon for 16 to 23 and the general icon otherwise', () => {
    expect([16, 19, 23].map(headerIconKind)).toEqual(Array(3).fill('writing'));
    expect([13, 14, 15, 24, 25].map(headerIconKind)).toEqual(Array(5).fill('general'));
  });
});
