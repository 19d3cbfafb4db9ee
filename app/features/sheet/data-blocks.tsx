import { Fragment } from 'react';
import { RichText } from '~/components/ui/rich-text';
import { ResponsiveTable } from '~/components/ui/responsive-table';
import type { TableBlock, TimelineBlock } from '~/content/sheet-view';
import { langAttr, type Lang } from '~/i18n/locales';
import { formatCount, messages } from '~/i18n/messages';
import { formatMinutes } from '~/i18n/format';
import { tableStacking } from '~/lib/table-stacking';
import { FoldOnPhone } from './fold-on-phone';
import { PhraseTable } from './phrase-list';
import { phraseTableShape } from './phrase-table';

/** An ending written on its own (`… -s`, `-n`), with the space before it. */
const ENDING = /( -\p{L}+)/u;

/**
 * A table cell's text. No line starts with a middle dot (`ein · kein · mein` breaks after the
 * dots) and an ending is never split after its hyphen; `tableStacking` breaks lines the same way.
 */
function CellText({ text, lang }: { text: string; lang: Lang }) {
  return text
    .replace(/ ·/g, '\u00a0·')
    .split(ENDING)
    .map((part, i) =>
      i % 2 === 1 ? (
        <Fragment key={i}>
          {' '}
          <span className="whitespace-nowrap">{part.slice(1)}</span>
        </Fragment>
      ) : (
        <RichText key={i} text={part} lang={lang} />
      ),
    );
}

/**
 * A content table: a phrase list when it pairs German with a translation, else the responsive
 * table. `compact`: a copy shown at a glance (the summary's core tables), small at every width and
 * without listen controls (its section's table has them).
 */
export function ContentTable({ block, lang, compact }: { block: TableBlock; lang: Lang; compact?: boolean }) {
  if (block.fold !== 'phone' || compact) return <UnfoldedTable block={block} lang={lang} compact={compact} />;
  // Folded on a phone: the fold's summary names the table; its caption stays (on paper and from
  // `md` up it is the table's only title).
  return (
    <FoldOnPhone
      summary={<RichText text={block.caption} lang={lang} />}
      detail={formatCount(lang, messages(lang).table.rows, block.rows.length)}
    >
      <UnfoldedTable block={block} lang={lang} />
    </FoldOnPhone>
  );
}

function UnfoldedTable({ block, lang, compact }: { block: TableBlock; lang: Lang; compact?: boolean }) {
  const german = new Set(block.germanColumns ?? []);
  const english = new Set(block.translationColumns ?? []);
  const spoken = new Set(
    compact ? [] : (block.germanColumns ?? []).filter((k) => !block.wrongColumns?.includes(k)),
  );
  const cellLang = (key: string): Lang | undefined => {
    const own = german.has(key) ? 'de' : english.has(key) ? 'en' : undefined;
    return own && langAttr(own, lang);
  };
  const shape = phraseTableShape(block);
  if (shape) return <PhraseTable block={block} shape={shape} cellLang={cellLang} lang={lang} />;
  const columns = block.columns.map((c) => ({
    ...c,
    lang: cellLang(c.key),
    className: german.has(c.key) ? 'font-medium text-slate-900' : undefined,
  }));
  // A German cell is marked speakable (data-say), a mistake never: app/features/listen adds the
  // listen control.
  const rows = block.rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => {
        const text = <CellText text={value} lang={lang} />;
        return [key, spoken.has(key) ? <span data-say="">{text}</span> : text];
      }),
    ),
  );
  // A table of short cells stays a table on a phone; decided here, at build time (decision 0029).
  const stack = tableStacking(
    block.columns.map((c) => ({ header: c.header, cells: block.rows.map((row) => row[c.key] ?? '') })),
    block.stack,
  );
  return (
    <ResponsiveTable
      caption={block.caption}
      columns={columns}
      rows={rows}
      lang={lang}
      breakpoint={stack}
      compact={compact}
    />
  );
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
 * disagree. One row per phase, its bar placed on the shared axis (a small Gantt chart): the label
 * has the whole width, so no phase name is ever cut off, however short the phase. The graphic is
 * decorative for screen readers; the table carries the facts. The graphic abbreviates the unit; the
 * table spells it out (`1 Minute`, `2 Minuten`).
 */
export function Timeline({ block, lang }: { block: TimelineBlock; lang: Lang }) {
  const start = Math.min(...block.segments.map((s) => s.from));
  const end = Math.max(...block.segments.map((s) => s.to));
  const share = (minutes: number) => `${(minutes / (end - start)) * 100}%`;
  const columns = [
    { key: 'phase', header: block.headers.phase },
    { key: 'activity', header: block.headers.activity },
    { key: 'duration', header: block.headers.duration },
    { key: 'goal', header: block.headers.goal },
  ];
  const texts = block.segments.map((s) => ({
    phase: s.phase,
    activity: s.activity,
    duration: `${formatMinutes([s.from, s.to], lang, 'long')} (${formatMinutes(s.to - s.from, lang, 'long')})`,
    goal: s.goal,
  }));
  const rows = texts.map((t) => ({
    ...t,
    activity: <RichText text={t.activity} lang={lang} />,
    goal: <RichText text={t.goal} lang={lang} />,
  }));
  const stack = tableStacking(
    columns.map((c) => ({ header: c.header, cells: texts.map((t) => t[c.key as keyof typeof t]) })),
  );
  return (
    <div className="space-y-4">
      <div aria-hidden="true" data-testid="timeline-graphic" className="rounded-xl bg-slate-50 p-3">
        <ol className="space-y-2">
          {block.segments.map((s, i) => (
            <li key={s.phase} data-minutes={s.to - s.from}>
              <div className="flex justify-between gap-3 text-sm leading-snug">
                <span className="min-w-0 font-semibold break-words text-slate-800">{s.phase}</span>
                <span className="shrink-0 text-slate-600">{formatMinutes(s.to - s.from, lang)}</span>
              </div>
              <div className="mt-1 h-2.5 rounded-full bg-slate-200">
                <div
                  className={`${SEGMENT_COLORS[i % SEGMENT_COLORS.length]} h-full rounded-full`}
                  style={{ marginLeft: share(s.from - start), width: share(s.to - s.from) }}
                />
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-2 flex justify-between text-xs text-slate-600">
          <span>{formatMinutes(start, lang)}</span>
          <span>{formatMinutes(end, lang)}</span>
        </div>
      </div>
      <ResponsiveTable caption={block.caption} columns={columns} rows={rows} lang={lang} breakpoint={stack} />
    </div>
  );
}
