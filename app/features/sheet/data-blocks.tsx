import { RichText } from '~/components/ui/rich-text';
import { ResponsiveTable } from '~/components/ui/responsive-table';
import type { TableBlock, TimelineBlock } from '~/content/sheet-view';
import { langAttr, type Lang } from '~/i18n/locales';
import { formatMinutes } from '~/lib/format';

/** A content table, rendered by the responsive table. */
export function ContentTable({ block, lang }: { block: TableBlock; lang: Lang }) {
  const german = new Set(block.germanColumns ?? []);
  const english = new Set(block.translationColumns ?? []);
  const cellLang = (key: string): Lang | undefined => {
    const own = german.has(key) ? 'de' : english.has(key) ? 'en' : undefined;
    return own && langAttr(own, lang);
  };
  const columns = block.columns.map((c) => ({
    ...c,
    lang: cellLang(c.key),
    className: german.has(c.key) ? 'font-semibold text-blue-900' : undefined,
  }));
  const rows = block.rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, <RichText key={key} text={value} lang={lang} />]),
    ),
  );
  return <ResponsiveTable caption={block.caption} columns={columns} rows={rows} lang={lang} />;
}

const SEGMENT_COLORS = [
  'bg-blue-700',
  'bg-emerald-700',
  'bg-violet-700',
  'bg-amber-700',
  'bg-rose-700',
  'bg-sky-800',
];

/**
 * A time axis drawn from the same segments as the table below it, so graphic and table can never
 * disagree. The bar is decorative for screen readers; the table carries the facts. The narrow bar
 * abbreviates the unit; the table spells it out (`1 Minute`, `2 Minuten`).
 */
export function Timeline({ block, lang }: { block: TimelineBlock; lang: Lang }) {
  const start = Math.min(...block.segments.map((s) => s.from));
  const end = Math.max(...block.segments.map((s) => s.to));
  const total = end - start;
  const columns = [
    { key: 'phase', header: block.headers.phase },
    { key: 'activity', header: block.headers.activity },
    { key: 'duration', header: block.headers.duration },
    { key: 'goal', header: block.headers.goal },
  ];
  const rows = block.segments.map((s) => ({
    phase: s.phase,
    activity: <RichText text={s.activity} lang={lang} />,
    duration: `${formatMinutes([s.from, s.to], lang, 'long')} (${formatMinutes(s.to - s.from, lang, 'long')})`,
    goal: <RichText text={s.goal} lang={lang} />,
  }));
  return (
    <div className="space-y-4">
      <div aria-hidden="true" data-testid="timeline-graphic">
        <div className="flex h-14 overflow-hidden rounded-xl">
          {block.segments.map((s, i) => (
            <div
              key={s.phase}
              className={`${SEGMENT_COLORS[i % SEGMENT_COLORS.length]} flex min-w-0 flex-col justify-center border-r-2 border-white px-1.5 text-white last:border-r-0`}
              style={{ width: `${((s.to - s.from) / total) * 100}%` }}
              data-minutes={s.to - s.from}
            >
              <span className="truncate text-xs font-bold">{s.phase}</span>
              <span className="truncate text-[11px]">{formatMinutes(s.to - s.from, lang)}</span>
            </div>
          ))}
        </div>
        <div className="mt-1 flex justify-between text-xs text-slate-600">
          <span>{formatMinutes(start, lang)}</span>
          <span>{formatMinutes(end, lang)}</span>
        </div>
      </div>
      <ResponsiveTable caption={block.caption} columns={columns} rows={rows} lang={lang} />
    </div>
  );
}
