import { GraduationCap, Search } from 'lucide-react';
import { Link } from 'react-router';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { href } from '~/site/paths';
import { SearchTrigger } from './search-trigger';

interface SiteHeaderProps {
  lang: Lang;
  onOpenSearch: () => void;
  /** Called when the reader is about to open the search (hover, focus), to load its code early. */
  onPrepareSearch: () => void;
}

const SEARCH_CLASS =
  'flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-blue-800 hover:bg-slate-100';

/** The slim top bar: the site's name as a link home, a link to the overview, and the search. */
export function SiteHeader({ lang, onOpenSearch, onPrepareSearch }: SiteHeaderProps) {
  const text = messages(lang);
  const searchFace = (
    <>
      <Search aria-hidden="true" className="size-5" />
      {/* On phones the icon alone keeps the bar on one line (the bottom bar names the search). */}
      <span className="max-sm:sr-only">{text.nav.barSearch}</span>
      <kbd
        aria-hidden="true"
        className="hidden rounded border border-slate-300 px-1.5 font-mono text-xs text-slate-600 md:inline"
      >
        /
      </kbd>
    </>
  );
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2 sm:gap-4">
        <Link to={href.home(lang)} className="flex min-h-11 items-center gap-2 font-bold text-slate-900">
          <GraduationCap aria-hidden="true" className="size-6 text-blue-700" />
          {/* One line from 360 px up ("B1 Cheat Sheets" wrapped on a 375 px phone); a narrower
              screen may wrap rather than scroll sideways. */}
          <span className="min-[360px]:whitespace-nowrap">{text.site.name}</span>
        </Link>
        <div className="flex items-center gap-2">
          <Link
            to={href.overview(lang)}
            className="flex min-h-11 items-center px-1 text-sm font-semibold text-blue-800 hover:underline min-[360px]:whitespace-nowrap"
          >
            {text.nav.cheatSheets}
          </Link>
          <SearchTrigger
            lang={lang}
            onOpen={onOpenSearch}
            onPrepare={onPrepareSearch}
            testId="header-search"
            className={SEARCH_CLASS}
          >
            {searchFace}
          </SearchTrigger>
        </div>
      </div>
    </header>
  );
}
