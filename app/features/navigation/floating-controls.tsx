import { ArrowUp, LayoutGrid, ListTree, Menu, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { cn } from '~/lib/cn';
import { classifyPath, href } from '~/site/paths';
import { openSections } from '~/lib/sections-event';
import { useHydrated } from '~/lib/use-hydrated';
import { MENU_BUTTON_ID } from './menu-ids';
import { SearchTrigger } from './search-trigger';
import { useBottomBar } from './use-bottom-bar';

/**
 * Shared look of the bar's items: an icon over a short visible label, at least 48 px high. In a
 * row on mobile, in a column of round cards from `md` up.
 */
// Each item's face starts at the top of its cell or card (not centred; on the 64 px cards from `md`
// up, the top padding centres an icon over one line of label): while a slow connection delivers the
// HTML in pieces, the icon does not move when its label arrives (CLS 0).
export const CONTROL_CLASS =
  'inline-flex min-h-12 min-w-0 flex-col items-center justify-start gap-0.5 pt-1.5 md:pt-3.5 rounded-xl px-0.5 text-center text-[0.6875rem] leading-tight font-semibold text-slate-800 hover:bg-slate-100 md:size-16 md:flex-none md:bg-white md:shadow-md md:ring-1 md:ring-slate-200';

interface FloatingControlsProps {
  lang: Lang;
  onOpenMenu: () => void;
  /** Called when the reader is about to open the menu (hover, focus), to load it early. */
  onPrepareMenu?: () => void;
  onOpenSearch: () => void;
  /** Called when the reader is about to open the search, to load its code early. */
  onPrepareSearch: () => void;
  /** The page language control (DE | EN), provided by the language feature. */
  languageSwitch: ReactNode;
}

/**
 * Menu, Search, Overview, Sections (sheets only), DE | EN and Top. A bottom bar on mobile that hides
 * while scrolling down, a column at the bottom right from `md` up (Menu, Search, language, Top: the
 * header has the overview). Items that need scripts are hidden without them; "Top" keeps its place
 * while hidden, so nothing in the bar moves when it appears.
 */
export function FloatingControls(props: FloatingControlsProps) {
  const { lang, onOpenMenu, onPrepareMenu, onOpenSearch, onPrepareSearch, languageSwitch } = props;
  const text = messages(lang).nav;
  const hydrated = useHydrated();
  const { visible, pastFirstScreen } = useBottomBar();
  const onSheet = classifyPath(useLocation().pathname).kind === 'sheet';

  const backToTop = (event: React.MouseEvent) => {
    event.preventDefault();
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  const menuFace = (
    <>
      <Menu aria-hidden="true" className="size-5" />
      <span>{text.barMenu}</span>
    </>
  );

  const searchFace = (
    <>
      <Search aria-hidden="true" className="size-5" />
      <span>{text.barSearch}</span>
    </>
  );

  return (
    <nav
      aria-label={text.controls}
      data-testid="floating-controls"
      data-print="hide"
      data-visible={visible}
      className={cn(
        // A fixed size and one grid column per item: while a slow connection delivers the HTML in
        // pieces, an item never moves when the next one arrives (CLS 0).
        'bar-spread fixed inset-x-0 bottom-0 z-40 grid min-h-[calc(3.3125rem+max(0.25rem,env(safe-area-inset-bottom)))] items-stretch gap-0.5 border-t border-slate-200 bg-white/95 px-1 pt-1 pb-[max(0.25rem,env(safe-area-inset-bottom))] backdrop-blur transition-transform duration-200 motion-reduce:transition-none',
        // Columns weighted by what each item needs in either language (at least 44 px; "Abschnitte"
        // and the DE | EN control the most), so six fit from 360 px up; the template is fixed, so
        // nothing moves.
        onSheet
          ? 'grid-cols-[4.4fr_4.7fr_6.4fr_7.1fr_6.5fr_4.4fr]'
          : 'grid-cols-[3.8fr_4.7fr_6.4fr_6.5fr_4.4fr]',
        // From `md` up a column 1rem from the right edge, as the page's text is: at 1280 px its inner
        // edge meets the text edge of the 72rem content column (1280 − 64 px margin − 16 px
        // padding); wider, it stays in the margin; the toasts keep their room beside it (right-28).
        'md:inset-x-auto md:right-4 md:bottom-5 md:flex md:h-[18.25rem] md:flex-col md:justify-start md:gap-3 md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none',
        !visible && 'max-md:translate-y-full',
      )}
    >
      {hydrated ? (
        <button
          id={MENU_BUTTON_ID}
          type="button"
          onClick={onOpenMenu}
          onPointerEnter={onPrepareMenu}
          onFocus={onPrepareMenu}
          aria-haspopup="dialog"
          aria-label={text.openMenu}
          data-testid="bar-menu"
          className={CONTROL_CLASS}
        >
          {menuFace}
        </button>
      ) : (
        // Until scripts run the menu cannot open: the same face, in place, but no control.
        <span aria-hidden="true" className={cn('js-only', CONTROL_CLASS)}>
          {menuFace}
        </span>
      )}
      <SearchTrigger
        lang={lang}
        onOpen={onOpenSearch}
        onPrepare={onPrepareSearch}
        testId="bar-search"
        className={CONTROL_CLASS}
      >
        {searchFace}
      </SearchTrigger>
      <Link to={href.overview(lang)} data-testid="bar-overview" className={cn(CONTROL_CLASS, 'md:hidden')}>
        <LayoutGrid aria-hidden="true" className="size-5" />
        <span>{text.barOverview}</span>
      </Link>
      {onSheet && (
        <button
          type="button"
          onClick={openSections}
          aria-label={`${text.barSections}: ${text.openSections}`}
          data-testid="bar-sections"
          className={cn('js-only', CONTROL_CLASS, 'md:hidden')}
        >
          <ListTree aria-hidden="true" className="size-5" />
          <span>{text.barSections}</span>
        </button>
      )}
      {languageSwitch}
      <a
        href="#top"
        onClick={backToTop}
        aria-label={text.backToTop}
        data-testid="bar-top"
        className={cn('bar-top', CONTROL_CLASS, !pastFirstScreen && 'invisible')}
      >
        <ArrowUp aria-hidden="true" className="size-5" />
        <span aria-hidden="true">{text.barTop}</span>
      </a>
    </nav>
  );
}
