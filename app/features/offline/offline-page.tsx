import { buttonClass } from '~/components/ui/button';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { href } from '~/site/paths';

/**
 * The offline page: what the service worker shows for a page it has not stored while there is no
 * connection. It is served at whatever path was asked for, so the build ships it without the app's
 * scripts (scripts/offline-page.mjs): plain links only, which the service worker answers from its
 * store. "Try again" is a link to the current address (`href=""`), so it works without scripts too.
 */
export function OfflinePage({ lang }: { lang: Lang }) {
  const text = messages(lang).offline;
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center" data-testid="offline-page">
      <h1 className="text-3xl font-bold text-slate-900">{text.title}</h1>
      <p className="mt-3 text-slate-700">{text.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- "" is the current address: a reload without scripts */}
        <a href="" className={buttonClass.primary}>
          {text.retry}
        </a>
        <a href={href.home(lang)} className={buttonClass.secondary}>
          {text.home}
        </a>
        <a href={href.overview(lang)} className={buttonClass.secondary}>
          {text.overview}
        </a>
      </div>
    </div>
  );
}
