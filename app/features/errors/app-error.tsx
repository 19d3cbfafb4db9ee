import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { href } from '~/site/paths';
import { buttonClass } from '~/components/ui/button';

/**
 * Shown when rendering fails: the message and two ways back. Plain links (no router), because the
 * router may be what failed.
 */
export function AppError({ lang }: { lang: Lang }) {
  const text = messages(lang).error;
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{text.title}</h1>
      <p className="mt-3 text-slate-700">{text.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href={href.home(lang)} className={buttonClass.primary}>
          {text.home}
        </a>
        <button type="button" onClick={() => window.location.reload()} className={buttonClass.secondary}>
          {text.retry}
        </button>
      </div>
    </div>
  );
}
