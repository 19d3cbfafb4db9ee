import { describe, expect, it } from 'vitest';
import { addDays } from '~/lib/day';
import { parseActivity, withActivity } from './study-activity';

describe('study activity log', () => {
  it('counts each finished piece of work per day and kind', () => {
    let log = withActivity({}, 'drill-round', '2026-11-27');
    log = withActivity(log, 'drill-round', '2026-11-27');
    log = withActivity(log, 'writing', '2026-11-28');
    expect(log).toEqual({ '2026-11-27': { 'drill-round': 2 }, '2026-11-28': { writing: 1 } });
  });

  it('keeps the newest 400 days only', () => {
    let log = {};
    for (let i = 0; i < 405; i++) log = withActivity(log, 'oral-run', addDays('2025-01-01', i));
    const days = Object.keys(log).sort();
    expect(days).toHaveLength(400);
    expect(days[0]).toBe(addDays('2025-01-01', 5));
  });

  it('reads damaged storage as empty and drops only the bad entries', () => {
    expect(parseActivity('{oops')).toEqual({});
    expect(parseActivity('[1]')).toEqual({});
    expect(
      parseActivity(
        JSON.stringify({
          '2026-11-27': { 'drill-round': 2, sleeping: 3, writing: -1 },
          '2026-02-30': { writing: 1 },
          '2026-11-28': { 'model-part': 1.5 },
        }),
      ),
    ).toEqual({ '2026-11-27': { 'drill-round': 2 } });
  });
});
