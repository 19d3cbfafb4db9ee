import type { ReactNode } from 'react';
import { BookOpen, Clock, GraduationCap, Mic, PenLine, Target, type LucideIcon } from 'lucide-react';
import type { SheetView } from './rendered-section.server';
import { messages } from '~/i18n/messages';
import { cn } from '~/lib/cn';
import { headerIconKind, type HeaderIconKind } from './header-icon';

const HEADER_ICONS: Record<HeaderIconKind, LucideIcon> = {
  speaking: Mic,
  study: BookOpen,
  writing: PenLine,
  general: GraduationCap,
};

/**
 * Icon, badge and place in the learning path on one line, the title, and the stats on one line.
 * Kept compact so that on a phone the summary or the first section starts on the first screen.
 */
export function SheetHeader({ page, actions }: { page: SheetView; actions?: ReactNode }) {
  const text = messages(page.lang).sheet;
  const kind = headerIconKind(page.pageNumber);
  const Icon = HEADER_ICONS[kind];
  const { main, highlight, subtitle } = page.pageTitle;
  return (
    <header className="bg-gradient-to-b from-blue-50 to-white px-4 pt-4 pb-3 md:pt-8 md:pb-5">
      <div className="mx-auto max-w-3xl lg:max-w-6xl">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span
            className="inline-flex size-8 items-center justify-center rounded-lg bg-blue-700 text-white"
            data-icon={kind}
          >
            <Icon aria-hidden="true" className="size-4" />
          </span>
          <span
            className={cn('rounded-full px-2.5 py-0.5 text-sm font-semibold', page.badgeColor)}
            data-testid="sheet-badge"
          >
            {page.badgeText}
          </span>
          {page.path && (
            <span
              className="text-sm text-slate-700 max-md:order-last max-md:basis-full"
              data-testid="sheet-step"
            >
              {page.path.stepText}
            </span>
          )}
          {actions && <div className="ml-auto">{actions}</div>}
        </div>

        <h1 className="mt-2 max-w-3xl text-2xl leading-tight font-extrabold tracking-tight text-slate-900 md:text-4xl">
          {/* The sheet's name in search results, without the subtitle. */}
          <span data-pagefind-meta="title">
            {main}
            {highlight && (
              <>
                {' '}
                <span className="text-blue-700">{highlight}</span>
              </>
            )}
          </span>
          {/* Whole on a phone too, so a size smaller there: the first screen still teaches. */}
          <span className="mt-1 block text-sm leading-snug font-medium tracking-normal text-slate-700 sm:text-base md:text-xl">
            {subtitle}
          </span>
        </h1>
        {/* The stats run as one text: a long exam line goes on after the others and wraps. */}
        <dl className="mt-2 text-sm text-slate-700 md:mt-4" data-testid="sheet-stats">
          {/* The spaces are where a line may break between two stats. */}
          <Stat icon={Clock} label={text.statsTime} value={page.stats.time} />{' '}
          <Stat icon={GraduationCap} label={text.statsLevel} value={page.stats.level} />{' '}
          <Stat icon={Target} label={text.statsExam} value={page.stats.exam} long />
        </dl>
      </div>
    </header>
  );
}

interface StatProps {
  icon: LucideIcon;
  label: string;
  value: string;
  /** A value that may be longer than a line (the exam line): it wraps like text. */
  long?: boolean;
}

/**
 * One stat as a run of text. On phones the label is for screen readers only (the icon stands for
 * it). Nothing is cut: the short stats keep together, the exam line wraps where it must.
 */
function Stat({ icon: Icon, label, value, long = false }: StatProps) {
  return (
    <div className={cn('inline', !long && 'mr-3 whitespace-nowrap')}>
      {/* Only dt and dd may sit in a dl's div, so the icon goes into the term. */}
      <dt className="inline font-semibold">
        <Icon aria-hidden="true" className="mr-1 inline size-4 align-[-0.1875rem] text-blue-700" />
        <span className="max-md:sr-only">{label}: </span>
      </dt>
      <dd className="inline">{value}</dd>
    </div>
  );
}
