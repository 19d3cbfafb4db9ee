import type { ReactNode } from 'react';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { cn } from '~/lib/cn';
import type { TableStacking } from '~/lib/table-stacking';

/** A column: its key in the row objects, its header, optional classes and language of its cells. */
interface TableColumn {
  key: string;
  header: string;
  className?: string;
  lang?: Lang;
}

interface ResponsiveTableProps {
  caption: string;
  columns: TableColumn[];
  rows: Record<string, ReactNode>[];
  lang: Lang;
  /** Below which width rows become cards, or `never` (decided from the content: `tableStacking`). */
  breakpoint?: TableStacking;
  /** Small type and spacing at every width, not only on a phone (a summary's copy of a table). */
  compact?: boolean;
}

// Whole class names per breakpoint, so Tailwind finds them in the source. The caption turns block
// with the table: left a table caption inside a block table, it shrinks to a narrow column.
const MODES: Record<
  Exclude<TableStacking, 'never'>,
  { table: string; caption: string; head: string; row: string; cell: string; label: string }
> = {
  sm: {
    table: 'max-sm:block',
    caption: 'max-sm:block',
    head: 'max-sm:sr-only',
    row: 'max-sm:mb-3 max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-slate-200 max-sm:p-3',
    cell: 'max-sm:block max-sm:border-0 max-sm:px-0 max-sm:py-1',
    label: 'sm:hidden',
  },
  md: {
    table: 'max-md:block',
    caption: 'max-md:block',
    head: 'max-md:sr-only',
    row: 'max-md:mb-3 max-md:block max-md:rounded-xl max-md:border max-md:border-slate-200 max-md:p-3',
    cell: 'max-md:block max-md:border-0 max-md:px-0 max-md:py-1',
    label: 'md:hidden',
  },
  lg: {
    table: 'max-lg:block',
    caption: 'max-lg:block',
    head: 'max-lg:sr-only',
    row: 'max-lg:mb-3 max-lg:block max-lg:rounded-xl max-lg:border max-lg:border-slate-200 max-lg:p-3',
    cell: 'max-lg:block max-lg:border-0 max-lg:px-0 max-lg:py-1',
    label: 'lg:hidden',
  },
};

const HEAD_CELL = 'border-b-2 border-slate-300 bg-slate-50 font-semibold';
const BODY_CELL = 'border-b border-slate-200';
/** Type and spacing of a table at its usual size. */
const USUAL = { table: 'text-sm', head: 'px-3 py-2', cell: 'px-3 py-2' };

/**
 * A table that stays a table on a phone: smaller type and spacing below `sm` (what the estimate in
 * `lib/table-stacking.ts` assumes), no room for listen controls per cell there (app.css). Should a
 * phone still be too narrow, it scrolls sideways inside its own box, which a keyboard can reach
 * (focusable) and a screen reader names (the caption).
 */
const PHONE = {
  table: 'max-sm:text-[0.8125rem]',
  head: 'max-sm:px-1 max-sm:py-1.5 max-sm:text-xs',
  cell: 'max-sm:px-1 max-sm:py-1.5',
};
/** Small at every width (no usual size under it), a little more room between columns from `sm` up. */
const COMPACT = {
  table: 'text-[0.8125rem]',
  head: 'px-1 py-1.5 text-xs sm:px-1.5',
  cell: 'px-1 py-1.5 sm:px-1.5',
};

/**
 * A real table from the breakpoint up; below it every row is a card with the column headers as
 * labels (`never`: a table at every width, compact on a phone). Only CSS changes between the two: the markup
 * stays a native table without ARIA roles (roles on table parts are not valid HTML). Chromium keeps
 * exposing it as a table with rows, column headers and cells when `display` changes; the browser
 * test reads its accessibility tree.
 */
export function ResponsiveTable({
  caption,
  columns,
  rows,
  lang,
  breakpoint = 'md',
  compact = false,
}: ResponsiveTableProps) {
  if (columns.length === 0 || rows.length === 0) {
    return (
      <p
        role="status"
        className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-slate-600"
      >
        {messages(lang).table.empty}
      </p>
    );
  }
  const phone = breakpoint === 'never';
  const mode = phone ? undefined : MODES[breakpoint];
  // Each part's type and spacing: compact alone, or the usual size with the phone's below `sm`.
  const size = (part: keyof typeof USUAL) =>
    compact ? COMPACT[part] : cn(USUAL[part], phone && PHONE[part]);
  return (
    <div
      className="overflow-x-auto"
      data-testid="responsive-table"
      data-breakpoint={breakpoint}
      {...(phone && {
        'data-phone-table': '',
        role: 'group',
        'aria-label': caption,
        tabIndex: 0,
      })}
    >
      <table className={cn('w-full border-collapse text-left', size('table'), mode?.table)}>
        <caption className={cn('mb-2 text-left font-semibold text-slate-800', mode?.caption)}>
          {caption}
        </caption>
        <thead className={mode?.head}>
          <tr>
            {columns.map((c) => (
              <th scope="col" key={c.key} className={cn(HEAD_CELL, size('head'))}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={mode?.table}>
          {rows.map((row, i) => (
            <tr key={i} className={cn('align-top', mode?.row)}>
              {columns.map((c) => (
                <td
                  key={c.key}
                  lang={c.lang}
                  className={cn(BODY_CELL, size('cell'), mode?.cell, c.className)}
                >
                  {mode && (
                    <span
                      aria-hidden="true"
                      className={cn('block text-xs font-semibold text-slate-600 uppercase', mode.label)}
                    >
                      {c.header}
                    </span>
                  )}
                  {row[c.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
