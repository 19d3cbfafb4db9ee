import { Construction, FileX } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { otherLang, type Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { href } from '~/site/paths';
import { buttonClass } from '~/components/ui/button';

/** Shown on a sheet whose content is not written yet, in the page's language and the other one. */
export function ComingSoon({ lang }: { lang: Lang }) {
  const text = messages(lang).sheet;
  const other = otherLang(lang);
  const otherText = messages(other).sheet;
  const titleId = useId();
  return (
    <section
      data-testid="coming-soon"
      aria-labelledby={titleId}
      className="rounded-2xl border-2 border-dashed border-blue-200 bg-blue-50/50 p-6 text-center"
    >
      <Construction aria-hidden="true" className="mx-auto size-10 text-blue-700" />
      <h2 id={titleId} className="mt-3 text-xl font-bold text-slate-900">
        {text.comingSoonTitle}
      </h2>
      <p className="mt-2 text-slate-700">{text.comingSoonText}</p>
      <div lang={other} className="mt-5 border-t border-blue-200 pt-4 text-sm text-slate-700">
        <p className="font-semibold">{otherText.comingSoonTitle}</p>
        <p>{otherText.comingSoonText}</p>
      </div>
    </section>
  );
}

/** Shown when a sheet's page record cannot be found or loaded. */
export function PageDataNotFound({ lang }: { lang: Lang }) {
  const text = messages(lang).sheet;
  return (
    <div role="alert" data-testid="page-data-not-found" className="mx-auto max-w-xl px-4 py-20 text-center">
      <FileX aria-hidden="true" className="mx-auto size-12 text-slate-500" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{text.notFoundTitle}</h1>
      <p className="mt-2 text-slate-700">{text.notFoundText}</p>
      <Link to={href.overview(lang)} className={`mt-6 ${buttonClass.primary}`}>
        {text.backToOverview}
      </Link>
    </div>
  );
}
