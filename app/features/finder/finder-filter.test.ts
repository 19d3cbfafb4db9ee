import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '~/content/catalogue';
import {
  EMPTY_FILTER,
  filterEntries,
  hasFilters,
  parseFilter,
  toggleValue,
  writeFilter,
} from './finder-filter';

describe('finder matching rule', () => {
  it('shows every sheet without filters', () => {
    expect(filterEntries(CATALOGUE, EMPTY_FILTER)).toHaveLength(25);
    expect(hasFilters(EMPTY_FILTER)).toBe(false);
  });

  it('matches any selected value within a dimension', () => {
    const state = toggleValue(toggleValue(EMPTY_FILTER, 'stage', 'foundation'), 'stage', 'oral-block');
    expect(filterEntries(CATALOGUE, state)).toHaveLength(7 + 8);
  });

  it('matches every dimension that has a selection', () => {
    const state = toggleValue(toggleValue(EMPTY_FILTER, 'stage', 'written-block'), 'skill', 'writing');
    const result = filterEntries(CATALOGUE, state);
    expect(result.map((e) => e.pageNumber)).toEqual([19, 20, 21, 22, 23]);
    const narrower = toggleValue(state, 'difficulty', 'intermediate');
    expect(filterEntries(CATALOGUE, narrower).map((e) => e.pageNumber)).toEqual([19, 22]);
  });

  it('finds nothing for a combination no sheet has', () => {
    const state = toggleValue(toggleValue(EMPTY_FILTER, 'stage', 'foundation'), 'skill', 'listening');
    expect(filterEntries(CATALOGUE, state)).toEqual([]);
  });

  it('toggles a value off again', () => {
    const on = toggleValue(EMPTY_FILTER, 'skill', 'grammar');
    expect(toggleValue(on, 'skill', 'grammar')).toEqual(EMPTY_FILTER);
  });
});

describe('finder state in the URL', () => {
  it('round-trips through the query and keeps foreign parameters', () => {
    const state = toggleValue(toggleValue(EMPTY_FILTER, 'skill', 'speaking'), 'skill', 'grammar');
    const params = writeFilter(new URLSearchParams('utm=x'), state, 'skill');
    expect(params.toString()).toBe('utm=x&skill=grammar%2Cspeaking&view=skill');
    expect(parseFilter(params)).toEqual({ state, dimension: 'skill' });
  });

  it('ignores unknown, repeated and hostile values', () => {
    const { state, dimension } = parseFilter(
      new URLSearchParams('stage=<script>,oral-block,oral-block&skill=&view=evil&difficulty=hard'),
    );
    expect(state).toEqual({ stage: ['oral-block'], skill: [], difficulty: [] });
    expect(dimension).toBe('stage');
  });
});
