import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CATEGORIES } from '~/content/catalogue-types';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { copyrightYears } from '~/lib/copyright-years';
import { href, STAGE_ANCHOR } from '~/site/paths';

/**
 * Footer: every link resolves to a page of the site; below them a line of status that another
 * feature provides (whether the site reads offline).
 */
export function SiteFooter({ lang, status }: { lang: Lang; status?: ReactNode }) {
  const text = messages(lang);
  const links = [
    { to: href.home(lang), label: text.nav.home },
    { to: href.overview(lang), label: text.nav.overview },
    ...CATEGORIES.map((c) => ({ to: href.overview(lang, STAGE_ANCHOR[c]), label: text.stage[c] })),
  ];
  return (
    <footer data-print="hide" className="mt-16 border-t border-slate-200 bg-slate-50 pb-24 md:pb-8">
      <div className="mx-auto max-w-6xl px-4 py-8">
        <nav aria-label={text.site.footerNav}>
          <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center text-slate-700 underline-offset-4 hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-4 text-sm text-slate-600">{text.site.copyright(copyrightYears(__BUILD_YEAR__))}</p>
        {status && <div className="mt-2">{status}</div>}
      </div>
    </footer>
  );
}
