import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Lang } from '~/i18n/locales';
import { classifyPath } from '~/site/paths';
import { SEARCH_PAGE_INPUT_ID, useSearchShortcut } from '~/lib/search-shortcut';

// The dialog, its code and the index load when the reader first opens the search; the dialog's
// code (not the index) may start loading when a pointer or focus reaches a search button.
const loadDialog = () => import('./search-dialog');
const SearchDialog = lazy(() => loadDialog().then((m) => ({ default: m.SearchDialog })));

/** What the site shell needs to offer search: open it, load it early, and the dialog to render. */
export interface SearchLauncher {
  open: () => void;
  prepare: () => void;
  dialog: ReactNode;
}

/**
 * Opens the search from the header, the floating controls and the shortcuts (`/`, Ctrl/Cmd+K).
 * On the search page these bring the reader to the page's own field instead of a dialog.
 */
export function useSearchLauncher(lang: Lang): SearchLauncher {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so it can close with its animation and keep its words.
  const [wanted, setWanted] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const onSearchPage = classifyPath(pathname).kind === 'search';

  const openSearch = useCallback(() => {
    const field = onSearchPage ? document.getElementById(SEARCH_PAGE_INPUT_ID) : null;
    if (field) {
      field.focus();
      return;
    }
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setWanted(true);
    setOpen(true);
  }, [onSearchPage]);
  useSearchShortcut(openSearch);

  return {
    open: openSearch,
    prepare: () => void loadDialog(),
    dialog: wanted && (
      <Suspense fallback={null}>
        <SearchDialog lang={lang} open={open} onOpenChange={setOpen} opener={() => opener.current} />
      </Suspense>
    ),
  };
}
