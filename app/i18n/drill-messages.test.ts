import { describe, expect, it } from 'vitest';
import { drillMessages } from './drill-messages';

/** Every key path of a messages object, e.g. `left.one`. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe('phrase drill messages', () => {
  it('have exactly the same keys in German and English, none empty', () => {
    expect(keyPaths(drillMessages('de')).sort()).toEqual(keyPaths(drillMessages('en')).sort());
    const strings = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as object).flatMap(strings);
    for (const lang of ['de', 'en'] as const)
      expect(
        strings(drillMessages(lang)).filter((s) => s.trim() === ''),
        lang,
      ).toEqual([]);
  });
});
