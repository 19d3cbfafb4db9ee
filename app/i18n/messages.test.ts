import { describe, expect, it } from 'vitest';
import { homeMessages } from './home-messages';
import { LANGS } from './locales';
import { format, formatCount, messages } from './messages';
import { trainerMessages } from './writing-trainer-messages';

/** Every key path of a messages object, e.g. `sheet.examByCategory.foundation`. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe('UI messages', () => {
  it('have exactly the same keys in German and English, at every depth', () => {
    expect(keyPaths(messages('de')).sort()).toEqual(keyPaths(messages('en')).sort());
    // The writing trainer's messages, kept apart so that only its lazy code carries them.
    expect(keyPaths(trainerMessages('de')).sort()).toEqual(keyPaths(trainerMessages('en')).sort());
    // The home page's, kept apart so that only home and the overview carry them.
    expect(keyPaths(homeMessages('de')).sort()).toEqual(keyPaths(homeMessages('en')).sort());
  });

  it.each(LANGS)('have no empty message (%s)', (lang) => {
    const text = {
      ...messages(lang),
      trainerLazy: trainerMessages(lang),
      home: homeMessages(lang),
    } as unknown as Record<string, unknown>;
    const empty = keyPaths(text).filter((path) => {
      const value = path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], text);
      return typeof value === 'string' && value.trim() === '';
    });
    expect(empty).toEqual([]);
  });

  it('fills placeholders with words', () => {
    expect(format('Remove filter: {value}', { value: 'Reading' })).toBe('Remove filter: Reading');
  });

  it('picks the plural form for the count and writes numbers per language', () => {
    const sheets = homeMessages('en').path.sheetCount;
    expect(formatCount('en', sheets, 1)).toBe('1 cheat sheet');
    expect(formatCount('en', sheets, 7)).toBe('7 cheat sheets');
    const showing = messages('de').finder.showing;
    expect(formatCount('de', showing, 1, { total: 25 })).toBe('1 von 25 Spickzetteln wird angezeigt');
    expect(formatCount('de', showing, 0, { total: 25 })).toBe('0 von 25 Spickzetteln werden angezeigt');
    expect(formatCount('de', { other: '{count} Wörter' }, 1200)).toBe('1.200 Wörter');
    expect(formatCount('en', { other: '{count} words' }, 1200)).toBe('1,200 words');
  });

  it('writes counts and picks their form as Intl does, in both languages', () => {
    const message = { one: 'one {count}', other: 'other {count}' };
    const counts = [0, 1, 2, 3, 11, 21, 101, 999, 1000, 1001, 1200, 9999, 10000, 123456, 1234567];
    for (const lang of ['de', 'en'] as const) {
      const number = new Intl.NumberFormat(lang);
      const rules = new Intl.PluralRules(lang);
      for (const count of [...counts, 1.5, -1]) {
        const form = rules.select(count) === 'one' ? 'one' : 'other';
        expect(formatCount(lang, message, count)).toBe(`${form} ${number.format(count)}`);
      }
    }
  });
});
