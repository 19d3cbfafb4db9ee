import { Fragment } from 'react';
import { langAttr, type Lang } from '~/i18n/locales';

/**
 * The passages that decide an item, after its check: "Im Text: „…“, „…“". Each quotation carries
 * its German quotation marks as text and the quotations are separated by a comma, so the page text
 * and a screen reader keep them apart (a margin alone ran them together).
 */
export function EvidenceQuotes({ label, quotes, lang }: { label: string; quotes: string[]; lang: Lang }) {
  if (quotes.length === 0) return null;
  return (
    <p className="mt-2 text-sm text-slate-700">
      {label}:{' '}
      {quotes.map((q, i) => (
        <Fragment key={i}>
          {i > 0 && ', '}
          <span lang={langAttr('de', lang)} className="bg-amber-100 text-slate-900" data-evidence-quote>
            „{q}“
          </span>
        </Fragment>
      ))}
    </p>
  );
}
