import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Lang } from '~/i18n/locales';
import { href } from '~/site/paths';
import { SEARCH_KEYSHORTCUTS } from '~/lib/search-shortcut';
import { useHydrated } from '~/lib/use-hydrated';

interface SearchTriggerProps {
  lang: Lang;
  onOpen: () => void;
  /** Called when the reader is about to open the search (hover, focus), to load its code early. */
  onPrepare: () => void;
  className: string;
  testId: string;
  children: ReactNode;
}

/**
 * What opens the search (in the header and in the floating controls): with scripts a button that
 * opens the dialog; until they run a link to the search page, which says that search needs them.
 */
export function SearchTrigger({ lang, onOpen, onPrepare, className, testId, children }: SearchTriggerProps) {
  const hydrated = useHydrated();
  return hydrated ? (
    <button
      type="button"
      onClick={onOpen}
      onPointerEnter={onPrepare}
      onFocus={onPrepare}
      aria-haspopup="dialog"
      aria-keyshortcuts={SEARCH_KEYSHORTCUTS}
      data-testid={testId}
      className={className}
    >
      {children}
    </button>
  ) : (
    <Link to={href.search(lang)} data-testid={testId} className={className}>
      {children}
    </Link>
  );
}
