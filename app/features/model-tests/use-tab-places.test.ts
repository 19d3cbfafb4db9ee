import { describe, expect, it } from 'vitest';
import { placeOnSwitch } from './use-tab-places';

describe('switching between texts and answer sheet on a phone', () => {
  it('goes back to where the learner left the tab', () => {
    expect(placeOnSwitch(1840, 320, 400)).toBe(1840);
  });

  it('opens a tab the first time at its top, just below the sticky bar, not the page’s top', () => {
    expect(placeOnSwitch(undefined, 2600, 400)).toBe(400);
  });

  it('leaves the learner at the page’s head when she is above the tab’s top', () => {
    expect(placeOnSwitch(undefined, 120, 400)).toBe(120);
  });
});
