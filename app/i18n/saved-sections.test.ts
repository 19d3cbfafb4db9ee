import { describe, expect, it } from 'vitest';
import { parseSaved, savedSectionsOf } from './saved-sections';

describe('saved section languages', () => {
  it('keeps well-formed entries and drops the rest', () => {
    expect(parseSaved('{"a#x":"en","b#y":"de","c":"en","d#z":"fr","e#w":3}')).toEqual({
      'a#x': 'en',
      'b#y': 'de',
    });
    for (const raw of [null, '', 'not json', '[]', '"en"', 'null']) expect(parseSaved(raw)).toEqual({});
  });

  it("lists one sheet's sections that differ from the page language", () => {
    const saved = { 'a#one': 'en', 'a#two': 'en', 'a#three': 'de', 'ab#four': 'en' } as const;
    expect(savedSectionsOf(saved, 'a', 'de')).toEqual(['one', 'two']);
    expect(savedSectionsOf(saved, 'a', 'en')).toEqual(['three']);
    expect(savedSectionsOf(saved, 'b', 'de')).toEqual([]);
  });
});
