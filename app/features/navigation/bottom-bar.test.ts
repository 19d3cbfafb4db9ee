import { describe, expect, it } from 'vitest';
import { isBarVisible, isPastFirstScreen } from './bottom-bar';

describe('bottom bar visibility', () => {
  it('hides when scrolling down and shows when scrolling up', () => {
    expect(isBarVisible(100, 300, true)).toBe(false);
    expect(isBarVisible(300, 250, false)).toBe(true);
  });
  it('always shows within 10 px of the top', () => {
    expect(isBarVisible(5, 10, false)).toBe(true);
    expect(isBarVisible(5, 11, true)).toBe(false);
  });
  it('keeps its state when the position does not change', () => {
    expect(isBarVisible(400, 400, false)).toBe(false);
  });
});

describe('back to top', () => {
  it('is offered only after one screen of scrolling', () => {
    expect(isPastFirstScreen(0, 812)).toBe(false);
    expect(isPastFirstScreen(811, 812)).toBe(false);
    expect(isPastFirstScreen(812, 812)).toBe(true);
  });
});
