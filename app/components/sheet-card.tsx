import { Clock, GraduationCap } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import type { CatalogueEntry } from '~/content/catalogue-types';
import { pick, type Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { cn } from '~/lib/cn';
import { formatPageNumber } from '~/lib/format';
import { href } from '~/lib/paths';
import { CatalogueIcon } from './ui/catalogue-icon';

/** A catalogue entry as a card: number, title, description, time, level, badges; links to the sheet. */
export const SheetCard = memo(function SheetCard({
  entry,
  lang,
  headingLevel = 3,
}: {
  entry: CatalogueEntry;
  lang: Lang;
  headingLevel?: 2 | 3;
}) {
  const labels = messages(lang).labels;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className="relative flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-blue-600 hover:shadow-md motion-reduce:transition-none"
      data-testid="sheet-card"
      data-route={entry.route}
    >
      <div className="flex items-center justify-between gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-xl bg-blue-50 text-blue-700">
          <CatalogueIcon name={entry.icon} className="size-5" />
        </span>
        <span className="font-mono text-sm font-semibold text-slate-600">
          {formatPageNumber(entry.pageNumber)}
        </span>
      </div>
      <Heading className="mt-3 text-lg leading-snug font-bold text-slate-900">
        <Link
          to={href.sheet(entry.route, lang)}
          className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
        >
          {pick(entry.title, lang)}
        </Link>
      </Heading>
      <p className="mt-1 flex-1 text-sm text-slate-700">{pick(entry.description, lang)}</p>
      {/* Only dt and dd may sit in a dl's div, so the icon belongs to the term it stands for. */}
      <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        <div className="flex items-center gap-1">
          <dt>
            <Clock aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{labels.time}</span>
          </dt>
          <dd>{pick(entry.estimatedTime, lang)}</dd>
        </div>
        <div className="flex items-center gap-1">
          <dt>
            <GraduationCap aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{labels.level}</span>
          </dt>
          <dd>{labels.levelName[entry.level]}</dd>
        </div>
      </dl>
      <ul
        className="mt-3 flex flex-wrap gap-1.5 text-xs font-semibold"
        aria-label={pick(entry.badgeText, lang)}
      >
        <li className={cn('rounded-full px-2.5 py-1', entry.badgeColor)}>
          {labels.stageBadge[entry.timeToMaster]}
        </li>
        <li className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-800">
          {labels.skill[entry.skillFocus]}
        </li>
        <li className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-800">
          {labels.difficulty[entry.difficultyLevel]}
        </li>
      </ul>
    </article>
  );
});

/** The card grid: 1, 2 or 3 columns by width. */
export function SheetGrid({
  entries,
  lang,
  label,
}: {
  entries: readonly CatalogueEntry[];
  lang: Lang;
  label?: string;
}) {
  return (
    <ul
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
      aria-label={label}
      data-testid="sheet-grid"
    >
      {entries.map((entry) => (
        <li key={entry.route} className="flex">
          <SheetCard entry={entry} lang={lang} />
        </li>
      ))}
    </ul>
  );
}
