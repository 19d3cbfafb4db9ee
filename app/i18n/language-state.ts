import { otherLang, type Lang } from './locales';

/**
 * The reader's language choices beyond the page's own language (which the URL carries): the
 * sections shown in the other language, by `route#section-id`. Every other section follows the page.
 */
export interface LanguageState {
  overrides: Readonly<Record<string, Lang>>;
}

/** What the reader can do to the language state. */
export type LanguageAction =
  | { type: 'toggle-section'; key: string; pageLang: Lang }
  /** The page language control: the whole page changes, so no section stays overridden. */
  | { type: 'clear' };

/** No overrides: every section in the page's language. */
export const INITIAL_LANGUAGE_STATE: LanguageState = { overrides: {} };

/** The state machine of the language system. */
export function languageReducer(state: LanguageState, action: LanguageAction): LanguageState {
  switch (action.type) {
    case 'clear':
      return Object.keys(state.overrides).length === 0 ? state : INITIAL_LANGUAGE_STATE;
    case 'toggle-section': {
      const next = otherLang(sectionLang(state, action.key, action.pageLang));
      const overrides = { ...state.overrides };
      if (next === action.pageLang) delete overrides[action.key];
      else overrides[action.key] = next;
      return { overrides };
    }
  }
}

/** The language a section is shown in. */
export function sectionLang(state: LanguageState, key: string, pageLang: Lang): Lang {
  return state.overrides[key] ?? pageLang;
}
