import { describe, expect, it } from 'vitest';
import { LANGS } from './locales';
import { oralSoloMessages } from './oral-solo-messages';

/** Every key path of a messages object, e.g. `stage.preparation`. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(strings);

describe('solo oral rehearsal messages', () => {
  it('have exactly the same keys in German and English, none empty', () => {
    expect(keyPaths(oralSoloMessages('de')).sort()).toEqual(keyPaths(oralSoloMessages('en')).sort());
    for (const lang of LANGS)
      expect(strings(oralSoloMessages(lang)).filter((s) => s.trim() === '')).toEqual([]);
  });

  it('keep the same placeholders in both languages', () => {
    const holes = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const [de, en] = LANGS.map((lang) => strings(oralSoloMessages(lang)));
    de!.forEach((text, i) => expect(holes(text), text).toEqual(holes(en![i]!)));
  });
});
