import { describe, expect, it } from 'vitest';
import { INITIAL_LANGUAGE_STATE, languageReducer, sectionLang } from './language-state';

describe('language state machine', () => {
  it('starts with every section in the page language', () => {
    expect(INITIAL_LANGUAGE_STATE).toEqual({ overrides: {} });
    expect(sectionLang(INITIAL_LANGUAGE_STATE, 'a', 'de')).toBe('de');
    expect(sectionLang(INITIAL_LANGUAGE_STATE, 'a', 'en')).toBe('en');
  });

  it('toggles one section and leaves the others on the page language', () => {
    const next = languageReducer(INITIAL_LANGUAGE_STATE, {
      type: 'toggle-section',
      key: 'a',
      pageLang: 'de',
    });
    expect(sectionLang(next, 'a', 'de')).toBe('en');
    expect(sectionLang(next, 'b', 'de')).toBe('de');
    const back = languageReducer(next, { type: 'toggle-section', key: 'a', pageLang: 'de' });
    expect(sectionLang(back, 'a', 'de')).toBe('de');
    expect(back.overrides).toEqual({});
  });

  it('the page language control clears every override', () => {
    let state = languageReducer(INITIAL_LANGUAGE_STATE, { type: 'toggle-section', key: 'a', pageLang: 'en' });
    state = languageReducer(state, { type: 'toggle-section', key: 'b', pageLang: 'en' });
    expect(Object.keys(state.overrides)).toHaveLength(2);
    const cleared = languageReducer(state, { type: 'clear' });
    expect(cleared).toEqual({ overrides: {} });
    expect(sectionLang(cleared, 'a', 'en')).toBe('en');
  });
});
