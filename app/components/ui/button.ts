import { cn } from '~/lib/cn';

/**
 * The looks of the site's controls, one class list each, for links and buttons alike. A control
 * names its look and adds only where it sits (margins, `js-only`), never a copy of the look.
 */
export const buttonClass = {
  primary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-blue-700 px-5 py-2 text-center font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700',
  secondary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-white px-5 py-2 text-center font-semibold text-blue-800 ring-1 ring-blue-200 hover:bg-blue-50 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 disabled:ring-slate-300',
  /** A round tool beside the text (contents, print, slower speech, oral timer); blue when pressed. */
  /** A secondary action in a row of content, as small as a touch target allows (listen, practise). */
  compact:
    'inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg px-3 font-semibold text-blue-800 ring-1 ring-blue-200 hover:bg-blue-50',
  tool: 'inline-flex min-h-11 min-w-11 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-3 text-sm font-semibold whitespace-nowrap text-slate-900 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60 aria-pressed:bg-blue-700 aria-pressed:text-white',
} as const;

/** The looks of text links (and of buttons that read as links). */
export const linkClass = {
  /** Inside running text or a table cell. */
  inline: 'inline-block min-h-6 font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-900',
  /** On a line of its own, a touch target tall, underlined on hover (the next step, back to the list). */
  action: 'inline-flex min-h-11 items-center gap-2 font-semibold text-blue-800 hover:underline',
  /** A small button worded as a link (clear the filters, try again, show the rest). */
  small: 'min-h-11 text-sm font-semibold text-blue-800 underline underline-offset-4',
} as const;

const CHIP =
  'inline-flex min-h-11 shrink-0 items-center rounded-full px-3 text-sm font-semibold whitespace-nowrap ring-1 sm:px-4 transition-colors motion-reduce:transition-none';

/**
 * A chip of a filter row (the finder, the search's stages): a value, blue when chosen; a `tab`
 * picks what the values below it filter by, dark when chosen.
 */
export function chipClass(pressed: boolean, kind: 'value' | 'tab' = 'value'): string {
  if (kind === 'tab')
    return cn(
      CHIP,
      pressed
        ? 'bg-slate-900 text-white ring-slate-900'
        : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
    );
  return cn(
    CHIP,
    pressed
      ? 'bg-blue-700 text-white ring-blue-700'
      : 'bg-white text-blue-900 ring-blue-200 hover:bg-blue-50',
  );
}
