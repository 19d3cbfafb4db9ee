import { ArrowUp, Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { Tooltip } from '~/components/ui/tooltip';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { cn } from '~/lib/cn';
import { href } from '~/lib/paths';
import { useHydrated } from '~/lib/use-hydrated';
import { MENU_BUTTON_ID } from './menu-ids';
import { useBottomBarVisible } from './use-bottom-bar';

/** Shared look of the round floating buttons. */
export const CONTROL_CLASS =
  'inline-flex size-12 items-center justify-center rounded-full bg-white text-slate-900 shadow-md ring-1 ring-slate-200 hover:bg-slate-50 md:size-12';

interface FloatingControlsProps {
  lang: Lang;
  onOpenMenu: () => void;
  /** Called when the reader is about to open the menu (hover, focus), to load it early. */
  onPrepareMenu?: () => void;
  /** The DE/EN switch, provided by the language feature. */
  languageSwitch: ReactNode;
}

/**
 * Menu, DE/EN and back to top. A bottom bar on mobile that hides while scrolling down, a column at
 * the bottom right from `md` up. Without scripts the menu is a link to the overview and
 * "back to top" a link to the top of the page.
 */
export function FloatingControls({ lang, onOpenMenu, onPrepareMenu, languageSwitch }: FloatingControlsProps) {
  const text = messages(lang).nav;
  const hydrated = useHydrated();
  const visible = useBottomBarVisible();

  const backToTop = (event: React.MouseEvent) => {
    event.preventDefault();
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <nav
      aria-label={text.controls}
      data-testid="floating-controls"
      data-print="hide"
      data-visible={visible}
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 flex items-center justify-around border-t border-slate-200 bg-white/95 px-4 py-2 backdrop-blur transition-transform duration-200 motion-reduce:transition-none',
        'md:inset-x-auto md:right-5 md:bottom-5 md:flex-col md:gap-3 md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none',
        !visible && 'max-md:translate-y-full',
      )}
    >
      <Tooltip label={text.openMenu}>
        {hydrated ? (
          <button
            id={MENU_BUTTON_ID}
            type="button"
            onClick={onOpenMenu}
            onPointerEnter={onPrepareMenu}
            onFocus={onPrepareMenu}
            aria-haspopup="dialog"
            aria-label={text.openMenu}
            className={CONTROL_CLASS}
          >
            <Menu aria-hidden="true" className="size-5" />
          </button>
        ) : (
          <a href={href.overview(lang)} aria-label={text.overview} className={CONTROL_CLASS}>
            <Menu aria-hidden="true" className="size-5" />
          </a>
        )}
      </Tooltip>
      {languageSwitch}
      <Tooltip label={text.backToTop}>
        <a href="#top" onClick={backToTop} aria-label={text.backToTop} className={CONTROL_CLASS}>
          <ArrowUp aria-hidden="true" className="size-5" />
        </a>
      </Tooltip>
    </nav>
  );
}
