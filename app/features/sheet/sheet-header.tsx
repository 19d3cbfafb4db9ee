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
          <span className="mt-1 block text-base leading-snug font-medium tracking-normal text-slate-700 max-md:line-clamp-2 md:text-xl">
            {subtitle}
          </span>
        </h1>
        <dl
          className="mt-2 flex gap-x-4 text-sm whitespace-nowrap text-slate-700 md:mt-4 md:flex-wrap md:gap-y-1"
          data-testid="sheet-stats"
        >
          <Stat icon={Clock} label={text.statsTime} value={page.stats.time} />
          <Stat icon={GraduationCap} label={text.statsLevel} value={page.stats.level} />
          <Stat icon={Target} label={text.statsExam} value={page.stats.exam} shrink />
        </dl>
      </div>
    </header>
  );
}

interface StatProps {
  icon: LucideIcon;
  label: string;
  value: string;
  /** The one stat that gives way when the line is short. */
  shrink?: boolean;
}

/**
 * On phones the label is for screen readers only (the icon stands for it) and a long value is cut
 * with an ellipsis (screen readers still get all of it), so the stats fit one line.
 */
function Stat({ icon: Icon, label, value, shrink = false }: StatProps) {
  return (
    <div className={cn('flex items-center gap-1', shrink ? 'min-w-0' : 'shrink-0')}>
      {/* Only dt and dd may sit in a dl's div, so the icon goes into the term. */}
      <dt className="flex items-center gap-1 font-semibold">
        <Icon aria-hidden="true" className="size-4 text-blue-700" />
        <span className="max-md:sr-only">{label}:</span>
      </dt>
      <dd className="min-w-0 truncate md:whitespace-normal">{value}</dd>
    </div>
  );
}
