import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { href } from '~/site/paths';
import { buttonClass } from '~/components/ui/button';

/** The not-found page: 404, the message, a link home. Logs the requested path for the record. */
export function NotFound({ lang }: { lang: Lang }) {
  const text = messages(lang).notFound;
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-7xl font-black text-blue-700" aria-hidden="true">
        {text.code}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">
        <span className="sr-only">{text.code}: </span>
        {text.title}
      </h1>
      <p className="mt-3 text-slate-700">{text.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={href.home(lang)} className={buttonClass.primary}>
          {text.home}
        </Link>
        <Link to={href.overview(lang)} className={buttonClass.secondary}>
          {text.overview}
        </Link>
      </div>
    </div>
  );
}
