import { otherLang, type Lang } from './locales';

/**
 * The reader's language choices beyond the page's own language (which the URL carries).
 * In global mode every section follows the page; with global mode off each section may be overridden.
 */
export interface LanguageState {
  globalMode: boolean;
  overrides: Readonly<Record<string, Lang>>;
}

/** What the reader can do to the language state. */
export type LanguageAction =
  | { type: 'switch-global' }
  | { type: 'set-global-mode'; on: boolean }
  | { type: 'toggle-section'; key: string; pageLang: Lang }
  | { type: 'restore'; globalMode: boolean };

/** Global mode on, no overrides: the seed's defaults. */
export const INITIAL_LANGUAGE_STATE: LanguageState = { globalMode: true, overrides: {} };

/** The state machine of the language system (specification section 4). */
export function languageReducer(state: LanguageState, action: LanguageAction): LanguageState {
  switch (action.type) {
    case 'switch-global':
      // The global switch turns global mode on and clears every section override.
      return { globalMode: true, overrides: {} };
    case 'set-global-mode':
      return action.on ? { globalMode: true, overrides: {} } : { ...state, globalMode: false };
    case 'restore':
      return action.globalMode ? { globalMode: true, overrides: {} } : { ...state, globalMode: false };
    case 'toggle-section': {
      if (state.globalMode) return state;
      const next = otherLang(sectionLang(state, action.key, action.pageLang));
      const overrides = { ...state.overrides };
      if (next === action.pageLang) delete overrides[action.key];
      else overrides[action.key] = next;
      return { ...state, overrides };
    }
  }
}

/** The language a section is shown in. */
export function sectionLang(state: LanguageState, key: string, pageLang: Lang): Lang {
  if (state.globalMode) return pageLang;
  return state.overrides[key] ?? pageLang;
}
