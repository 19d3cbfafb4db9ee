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

/** Icon, badge, three-part title and the stats line (time, exam, level). */
export function SheetHeader({ page }: { page: SheetView }) {
  const text = messages(page.lang).sheet;
  const kind = headerIconKind(page.pageNumber);
  const Icon = HEADER_ICONS[kind];
  const { main, highlight, subtitle } = page.pageTitle;
  return (
    <header className="bg-gradient-to-b from-blue-50 to-white px-4 pt-8 pb-6 md:pt-12">
      <div className="mx-auto max-w-3xl">
        <div className="flex items-center gap-3">
          <span
            className="inline-flex size-12 items-center justify-center rounded-2xl bg-blue-700 text-white"
            data-icon={kind}
          >
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <span
            className={cn('rounded-full px-3 py-1 text-sm font-semibold', page.badgeColor)}
            data-testid="sheet-badge"
          >
            {page.badgeText}
          </span>
        </div>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">
          {main}
          {highlight && (
            <>
              {' '}
              <span className="text-blue-700">{highlight}</span>
            </>
          )}
          <span className="mt-2 block text-lg font-medium tracking-normal text-slate-700 md:text-xl">
            {subtitle}
          </span>
        </h1>
        <dl className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700" data-testid="sheet-stats">
          <Stat icon={Clock} label={text.statsTime} value={page.stats.time} />
          <Stat icon={Target} label={text.statsExam} value={page.stats.exam} />
          <Stat icon={GraduationCap} label={text.statsLevel} value={page.stats.level} />
        </dl>
      </div>
    </header>
  );
}

function Stat({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="flex items-center gap-1.5">
      {/* Only dt and dd may sit in a dl's div, so the icon goes into the term. */}
      <dt className="flex items-center gap-1.5 font-semibold">
        <Icon aria-hidden="true" className="size-4 text-blue-700" />
        {label}:
      </dt>
      <dd>{value}</dd>
    </div>
  );
}
