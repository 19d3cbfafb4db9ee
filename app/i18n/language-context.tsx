import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import { forgetSaved, saveSection } from './saved-sections';
import { langFromPath } from './lang-path';
import { restoreScrollAnchor } from '../lib/scroll-anchor';
import { INITIAL_LANGUAGE_STATE, languageReducer, sectionLang, type LanguageState } from './language-state';
import { otherLang, type Lang } from './locales';
import { messages } from './messages';

/** What components read and do through the language system. */
export interface LanguageContextValue {
  /** The page's language, from the URL. */
  pageLang: Lang;
  state: LanguageState;
  /** The language a section is shown in. */
  langOf: (sectionKey: string) => Lang;
  /** Shows one section in the other language (or back); the choice is remembered per sheet. */
  toggleSection: (sectionKey: string) => void;
  /** Called when the reader uses the page language control (before navigating). */
  switchPage: () => void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

/** The language system of the current page. */
export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage needs a LanguageProvider.');
  return value;
}

/** The page's language, from the URL; usable everywhere, also outside the provider. */
export function usePageLang(): Lang {
  return langFromPath(useLocation().pathname);
}

/**
 * Holds the per-section choices of this visit. They are also saved, but a fresh page load starts
 * without them: the sheet offers to restore them (see docs/decisions/0009-one-language-control.md).
 * What it has to tell the reader (the page switched language, choices cannot be saved) goes to
 * `notify`, which the app shell connects to its toasts.
 */
export function LanguageProvider({
  children,
  notify,
}: {
  children: ReactNode;
  notify: (message: string) => void;
}) {
  const pageLang = usePageLang();
  const { pathname } = useLocation();
  const [state, dispatch] = useReducer(languageReducer, INITIAL_LANGUAGE_STATE);
  const switchedRef = useRef(false);
  const storageWarned = useRef(false);

  // After a page language switch, keep the reader's place and say what happened.
  useLayoutEffect(() => {
    if (!switchedRef.current) return;
    switchedRef.current = false;
    restoreScrollAnchor();
    notify(messages(pageLang).language.toastSwitched);
  }, [pathname, pageLang, notify]);

  const value = useMemo<LanguageContextValue>(
    () => ({
      pageLang,
      state,
      langOf: (key) => sectionLang(state, key, pageLang),
      toggleSection: (key) => {
        dispatch({ type: 'toggle-section', key, pageLang });
        const next = otherLang(sectionLang(state, key, pageLang));
        // Say once per visit that choices cannot be kept; the toggle itself still works.
        if (!saveSection(key, next, pageLang) && !storageWarned.current) {
          storageWarned.current = true;
          notify(messages(pageLang).language.toastStorage);
        }
      },
      switchPage: () => {
        switchedRef.current = true;
        dispatch({ type: 'clear' });
        forgetSaved();
      },
    }),
    [pageLang, state, notify],
  );

  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
