import { buttonClass } from '~/components/ui/button';
import { FileText, Printer, ScrollText } from 'lucide-react';
import { useId } from 'react';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { printSheet, type PrintMode } from '~/lib/print';

/** Where the control sits: in the sheet's header from `md` up, at the sheet's end on phones. */
const PLACES = {
  header: { wrapper: 'max-md:hidden', panel: 'top-16 right-4' },
  end: { wrapper: 'md:hidden', panel: 'bottom-24 left-4' },
} as const;

/**
 * "Drucken": a small native popover with the two printouts, the summary on one A4 page and the
 * whole sheet on at most four. Needs scripts to print, so it is hidden without them; the browser's
 * own print command always prints the whole sheet. On phones it waits at the end of the sheet, so
 * the first screen keeps its room for learning.
 */
export function PrintControl({
  lang,
  hasSummary,
  place,
}: {
  lang: Lang;
  hasSummary: boolean;
  place: keyof typeof PLACES;
}) {
  const where = PLACES[place];
  const text = messages(lang).print;
  const id = useId();
  const choose = (mode: PrintMode) => {
    document.getElementById(id)?.hidePopover();
    printSheet(mode);
  };
  const options = [
    ...(hasSummary
      ? [{ mode: 'summary' as const, label: text.summary, hint: text.summaryHint, Icon: FileText }]
      : []),
    { mode: 'full' as const, label: text.full, hint: text.fullHint, Icon: ScrollText },
  ];
  return (
    <div className={`js-only ${where.wrapper}`} data-print="hide">
      <button type="button" popoverTarget={id} className={buttonClass.tool}>
        <Printer aria-hidden="true" className="size-4" />
        <span>{text.button}</span>
      </button>
      <div
        id={id}
        popover="auto"
        role="group"
        aria-label={text.choose}
        className={`fixed inset-auto m-0 w-72 rounded-xl border border-slate-200 bg-white p-2 text-slate-900 shadow-lg ${where.panel}`}
      >
        <p className="px-2 py-1 text-sm font-semibold text-slate-700">{text.choose}</p>
        {options.map(({ mode, label, hint, Icon }) => (
          <button
            key={mode}
            type="button"
            onClick={() => choose(mode)}
            className="flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-left hover:bg-slate-100"
          >
            <Icon aria-hidden="true" className="size-5 shrink-0 text-blue-700" />
            <span>
              <span className="block font-semibold">{label}</span>
              <span className="block text-sm text-slate-600">{hint}</span>
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}
