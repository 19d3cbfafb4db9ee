import { describe, expect, it } from 'vitest';
import { parseSettings } from './timer-store';

describe('stored timer settings', () => {
  it('read back what was stored', () => {
    const stored = {
      clock: { banked: 120_000, since: 1_700_000_000_000 },
      sound: true,
      open: true,
      compact: false,
    };
    expect(parseSettings(JSON.stringify(stored))).toEqual(stored);
  });

  it('start closed, stopped and silent when nothing or something broken is stored', () => {
    const defaults = { clock: { banked: 0, since: null }, sound: false, open: false, compact: false };
    for (const raw of [null, '', '{', '"x"', '[]', 'null', '{"clock":{"banked":-5,"since":null}}'])
      expect(parseSettings(raw), String(raw)).toEqual(defaults);
    expect(parseSettings('{"clock":{"banked":"1","since":2},"sound":"yes"}')).toEqual(defaults);
  });
});
