import { describe, expect, it } from 'vitest';
import { toastSide } from './toast';

// A phone's screen: 667 px high; the toast takes the lowest 220 px (bottom bar, margins, two lines).
const HEIGHT = 667;

describe('where a toast goes', () => {
  it('sits at the bottom when nothing to keep in view is there', () => {
    expect(toastSide([], HEIGHT)).toBe('bottom');
    expect(toastSide([{ top: 100, bottom: 148 }], HEIGHT)).toBe('bottom');
  });

  it('moves to the top when a form’s button is in the lowest part of the screen', () => {
    expect(toastSide([{ top: 560, bottom: 604 }], HEIGHT)).toBe('top');
    // Half in the zone is covered too.
    expect(toastSide([{ top: 420, bottom: 470 }], HEIGHT)).toBe('top');
  });

  it('stays at the bottom for a button further down the page, below the screen', () => {
    expect(toastSide([{ top: 900, bottom: 944 }], HEIGHT)).toBe('bottom');
  });
});
