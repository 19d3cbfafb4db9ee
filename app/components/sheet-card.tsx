import { Check, Clock, GraduationCap } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { pathStep } from '~/content/catalogue';
import type { SheetRoute } from '~/content/catalogue-data';
import type { CatalogueEntry } from '~/content/catalogue-types';
import { pick, type Lang } from '~/i18n/locales';
import { format, messages } from '~/i18n/messages';
import { cn } from '~/lib/cn';
import { formatPageNumber } from '~/i18n/format';
import { href } from '~/site/paths';
import { useReadingProgress } from '~/stores/reading-progress';
import { CatalogueIcon } from './ui/catalogue-icon';

const TAG = 'rounded-full bg-slate-100 px-2.5 py-1 text-slate-800 list-view:hidden';

/**
 * A catalogue entry as a card: number, title, description, time, level, the step in the learning
 * path, skill and difficulty; links to the sheet. Inside a `data-layout-scope` container the
 * `list-view` variant turns it into one compact row (number, title, step, time).
 */
const SheetCard = memo(function SheetCard({
  entry,
  lang,
  headingLevel = 3,
}: {
  entry: CatalogueEntry<SheetRoute>;
  lang: Lang;
  headingLevel?: 2 | 3;
}) {
  const text = messages(lang);
  const labels = text.labels;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const step = pathStep(entry.route);
  const learned = useReadingProgress().learned.includes(entry.route);
  return (
    <article
      className="relative flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-blue-600 hover:shadow-md motion-reduce:transition-none list-view:grid list-view:grid-cols-[auto_1fr_auto] list-view:items-center list-view:gap-x-3 list-view:rounded-xl list-view:px-3 list-view:py-2 list-view:shadow-none"
      data-testid="sheet-card"
      data-route={entry.route}
      data-learned={learned || undefined}
    >
      <div className="flex items-center justify-between gap-3 list-view:contents">
        <span className="inline-flex size-10 items-center justify-center rounded-xl bg-blue-50 text-blue-700 list-view:hidden">
          <CatalogueIcon name={entry.icon} className="size-5" />
        </span>
        <span className="inline-flex items-center gap-1.5 font-mono text-sm font-semibold text-slate-600 list-view:row-span-2">
          {/* The slot keeps its width when the check appears after hydration: nothing moves. */}
          <span className="inline-flex size-5 items-center justify-center" data-testid="learned-mark">
            {learned && (
              <>
                <Check aria-hidden="true" className="size-5 text-emerald-700" strokeWidth={3} />
                <span className="sr-only">{labels.learned}</span>
              </>
            )}
          </span>
          {formatPageNumber(entry.pageNumber)}
        </span>
      </div>
      <Heading className="mt-3 text-lg leading-snug font-bold text-slate-900 list-view:mt-0 list-view:text-base">
        <Link
          to={href.sheet(entry.route, lang)}
          className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
        >
          {pick(entry.title, lang)}
        </Link>
      </Heading>
      <p className="mt-1 flex-1 text-sm text-slate-700 list-view:hidden">{pick(entry.description, lang)}</p>
      {/* Only dt and dd may sit in a dl's div, so the icon belongs to the term it stands for. */}
      <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 list-view:row-span-2 list-view:mt-0 list-view:text-sm">
        <div className="flex items-center gap-1">
          <dt>
            <Clock aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{labels.time}</span>
          </dt>
          <dd>{pick(entry.estimatedTime, lang)}</dd>
        </div>
        <div className="flex items-center gap-1 list-view:hidden">
          <dt>
            <GraduationCap aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{labels.level}</span>
          </dt>
          <dd>{labels.levelName[entry.level]}</dd>
        </div>
      </dl>
      <ul className="mt-3 flex flex-wrap gap-1.5 text-xs font-semibold list-view:col-start-2 list-view:mt-0.5">
        {step && (
          <li
            className={cn(
              'rounded-full px-2.5 py-1 list-view:bg-transparent list-view:p-0 list-view:font-normal',
              entry.badgeColor,
            )}
            data-testid="path-step"
          >
            <span className="list-view:sr-only">{text.stage[step.category]} · </span>
            {format(labels.step, { step: String(step.step), of: String(step.of) })}
          </li>
        )}
        <li className={TAG}>
          <span className="sr-only">{labels.skillTerm}: </span>
          {labels.skill[entry.skillFocus]}
        </li>
        <li className={TAG}>
          <span className="sr-only">{labels.difficultyTerm}: </span>
          {labels.difficulty[entry.difficultyLevel]}
        </li>
      </ul>
    </article>
  );
});

/** The card grid: 1, 2 or 3 columns by width; one column of rows in the list view. */
export function SheetGrid({
  entries,
  lang,
  label,
}: {
  entries: readonly CatalogueEntry<SheetRoute>[];
  lang: Lang;
  label?: string;
}) {
  return (
    <ul
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 list-view:gap-2 list-view:sm:grid-cols-1 list-view:lg:grid-cols-1"
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
