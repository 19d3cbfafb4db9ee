import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import { useToast } from '../components/ui/toast';
import { langFromPath } from '../lib/paths';
import { restoreScrollAnchor } from '../lib/scroll-anchor';
import { safeStorage } from '../lib/storage';
import { INITIAL_LANGUAGE_STATE, languageReducer, sectionLang, type LanguageState } from './language-state';
import type { Lang } from './locales';
import { messages } from './messages';

const GLOBAL_MODE_KEY = 'b1-cheatsheets:global-mode';

/** What components read and do through the language system. */
export interface LanguageContextValue {
  /** The page's language, from the URL. */
  pageLang: Lang;
  state: LanguageState;
  /** The language a section is shown in. */
  langOf: (sectionKey: string) => Lang;
  toggleSection: (sectionKey: string) => void;
  setGlobalMode: (on: boolean) => void;
  /** Called when the reader uses the global DE/EN switch (before navigating). */
  switchGlobal: () => void;
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

/** Holds the language state; global mode survives navigation and reloads where storage works. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const pageLang = usePageLang();
  const { pathname } = useLocation();
  const [state, dispatch] = useReducer(languageReducer, INITIAL_LANGUAGE_STATE);
  const toast = useToast();
  const switchedRef = useRef(false);

  useEffect(() => {
    if (safeStorage.get(GLOBAL_MODE_KEY) === 'off') dispatch({ type: 'restore', globalMode: false });
  }, []);

  const persist = useCallback((on: boolean) => safeStorage.set(GLOBAL_MODE_KEY, on ? 'on' : 'off'), []);

  // After a global switch, keep the reader's place and say what happened.
  useLayoutEffect(() => {
    if (!switchedRef.current) return;
    switchedRef.current = false;
    restoreScrollAnchor();
    toast(messages(pageLang).language.toastSwitched);
  }, [pathname, pageLang, toast]);

  const value = useMemo<LanguageContextValue>(
    () => ({
      pageLang,
      state,
      langOf: (key) => sectionLang(state, key, pageLang),
      toggleSection: (key) => dispatch({ type: 'toggle-section', key, pageLang }),
      setGlobalMode: (on) => {
        dispatch({ type: 'set-global-mode', on });
        const saved = persist(on);
        const text = messages(pageLang).language;
        toast(saved ? (on ? text.toastGlobalMode : text.toastSectionMode) : text.toastStorage);
      },
      switchGlobal: () => {
        switchedRef.current = true;
        dispatch({ type: 'switch-global' });
        persist(true);
      },
    }),
    [pageLang, state, persist, toast],
  );

  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
