import { Home } from 'lucide-react';
import { Link } from 'react-router';
import { Dialog, DialogDescription, DialogPanel, DialogTitle } from '~/components/ui/dialog';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { href } from '~/site/paths';
import { MENU_BUTTON_ID, MENU_SCROLL_DELAY_MS } from './menu-ids';
import { menuGroups, type MenuLink } from './menu-groups';
import { ThemeSwitch } from './theme-switch';

interface MenuDialogProps {
  lang: Lang;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The site menu: Home and the groups Cheat Sheets, Practice, Foundation, Written, Oral. Loaded on demand. */
export function MenuDialog({ lang, open, onOpenChange }: MenuDialogProps) {
  const text = messages(lang).nav;
  const groups = menuGroups(lang);

  const follow = (link: MenuLink) => () => {
    onOpenChange(false);
    if (!link.to.includes('#')) window.setTimeout(() => window.scrollTo(0, 0), MENU_SCROLL_DELAY_MS);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPanel
        closeLabel={text.closeMenu}
        aria-describedby="menu-description"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // The menu button lives outside the dialog, so Radix cannot find it by itself.
          document.getElementById(MENU_BUTTON_ID)?.focus();
        }}
      >
        <div className="border-b border-slate-200 px-5 pt-5 pb-4">
          <DialogTitle className="text-lg font-bold text-slate-900">{text.menuTitle}</DialogTitle>
          <DialogDescription id="menu-description" className="mt-1 pr-10 text-sm text-slate-600">
            {text.menuDescription}
          </DialogDescription>
        </div>
        <nav aria-label={text.mainNav} className="flex-1 overflow-y-auto px-5 py-4">
          <Link
            to={href.home(lang)}
            onClick={follow({ label: text.home, to: href.home(lang) })}
            className="flex min-h-11 items-center gap-2 rounded-lg px-2 font-semibold text-slate-900 hover:bg-slate-100"
          >
            <Home aria-hidden="true" className="size-4" />
            {text.home}
          </Link>
          <div className="mt-3 grid gap-5 md:grid-cols-2">
            {groups.map((group) => (
              <section key={group.id} aria-labelledby={`menu-group-${group.id}`}>
                <h2
                  id={`menu-group-${group.id}`}
                  className="px-2 text-xs font-bold tracking-wide text-slate-600 uppercase"
                >
                  {group.title}
                </h2>
                <ul className="mt-1">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        onClick={follow(link)}
                        className="flex min-h-11 items-center gap-2 rounded-lg px-2 py-1 text-sm text-slate-800 hover:bg-slate-100"
                      >
                        {link.number && (
                          <span className="w-8 shrink-0 font-mono text-xs text-slate-600">{link.number}</span>
                        )}
                        <span>{link.label}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </nav>
        <div className="border-t border-slate-200 px-5 py-4">
          <ThemeSwitch lang={lang} />
        </div>
      </DialogPanel>
    </Dialog>
  );
}
