import { describe, expect, it } from 'vitest';
import { INITIAL_LANGUAGE_STATE, languageReducer, sectionLang, type LanguageState } from './language-state';

const off: LanguageState = languageReducer(INITIAL_LANGUAGE_STATE, { type: 'set-global-mode', on: false });

describe('language state machine', () => {
  it('starts in global mode without overrides', () => {
    expect(INITIAL_LANGUAGE_STATE).toEqual({ globalMode: true, overrides: {} });
    expect(sectionLang(INITIAL_LANGUAGE_STATE, 'a', 'de')).toBe('de');
  });

  it('ignores section toggles while global mode is on', () => {
    const next = languageReducer(INITIAL_LANGUAGE_STATE, {
      type: 'toggle-section',
      key: 'a',
      pageLang: 'de',
    });
    expect(next).toBe(INITIAL_LANGUAGE_STATE);
  });

  it('with global mode off toggles one section and leaves the others on the page language', () => {
    const next = languageReducer(off, { type: 'toggle-section', key: 'a', pageLang: 'de' });
    expect(sectionLang(next, 'a', 'de')).toBe('en');
    expect(sectionLang(next, 'b', 'de')).toBe('de');
    const back = languageReducer(next, { type: 'toggle-section', key: 'a', pageLang: 'de' });
    expect(sectionLang(back, 'a', 'de')).toBe('de');
    expect(back.overrides).toEqual({});
  });

  it('the global switch turns global mode on and clears every override', () => {
    let state = languageReducer(off, { type: 'toggle-section', key: 'a', pageLang: 'en' });
    state = languageReducer(state, { type: 'toggle-section', key: 'b', pageLang: 'en' });
    expect(Object.keys(state.overrides)).toHaveLength(2);
    const switched = languageReducer(state, { type: 'switch-global' });
    expect(switched).toEqual({ globalMode: true, overrides: {} });
    expect(sectionLang(switched, 'a', 'de')).toBe('de');
  });

  it('turning global mode back on clears overrides; a restored "off" keeps them', () => {
    const toggled = languageReducer(off, { type: 'toggle-section', key: 'a', pageLang: 'de' });
    expect(languageReducer(toggled, { type: 'set-global-mode', on: true }).overrides).toEqual({});
    expect(languageReducer(toggled, { type: 'restore', globalMode: false }).overrides).toEqual({ a: 'en' });
  });

  it('an override is ignored once global mode is on again', () => {
    const toggled = languageReducer(off, { type: 'toggle-section', key: 'a', pageLang: 'de' });
    expect(sectionLang({ ...toggled, globalMode: true }, 'a', 'de')).toBe('de');
  });
});
