import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { href } from '~/lib/paths';

/** The slim top bar: the site's name as a link home and a link to the overview. */
export function SiteHeader({ lang }: { lang: Lang }) {
  const text = messages(lang);
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2">
        <Link to={href.home(lang)} className="flex min-h-11 items-center gap-2 font-bold text-slate-900">
          <GraduationCap aria-hidden="true" className="size-6 text-blue-700" />
          <span>{text.site.name}</span>
        </Link>
        <Link
          to={href.overview(lang)}
          className="flex min-h-11 items-center text-sm font-semibold text-blue-800 hover:underline"
        >
          {text.nav.cheatSheets}
        </Link>
      </div>
    </header>
  );
}
