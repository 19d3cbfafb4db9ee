import type { ReactNode } from 'react';
import { langAttr, type Lang } from '~/i18n/locales';

const TOKEN = /(\*\*[^*]+\*\*|\[\[[^\]]+\]\])/g;

/**
 * German to learn inside running text: dark, medium weight and a soft marker underneath, so it stands
 * out without looking like a link (links are the bold blue text).
 */
const TAUGHT =
  'font-medium text-slate-900 not-italic bg-[linear-gradient(transparent_62%,var(--color-amber-100)_62%)] box-decoration-clone';

/**
 * Renders the content model's inline markup: `**bold**` and `[[German phrase]]`, one inside the
 * other too (`**[[die Wohnung]]**`). A German phrase inside text of another language carries
 * `lang="de"` (WCAG 3.1.2).
 */
export function RichText({ text, lang }: { text: string; lang: Lang }): ReactNode {
  const parts = text.split(TOKEN).filter(Boolean);
  return parts.map((part, i) => {
    if (part.startsWith('**') && part.endsWith('**'))
      return (
        <strong key={i}>
          <RichText text={part.slice(2, -2)} lang={lang} />
        </strong>
      );
    if (part.startsWith('[[') && part.endsWith(']]'))
      return (
        <em key={i} lang={langAttr('de', lang)} className={TAUGHT}>
          <RichText text={part.slice(2, -2)} lang="de" />
        </em>
      );
    return part;
  });
}
