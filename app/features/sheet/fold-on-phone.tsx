import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';

/**
 * Content folded behind a one-line summary on a phone and always open from `md` up and on paper
 * (decision 0046): a native disclosure, so it works in the prerendered page without scripts. From
 * `md` up app.css shows the content and hides the summary where the browser can style a closed
 * disclosure's content (`::details-content`); an older browser keeps the summary there, so nothing
 * is out of reach.
 */
export function FoldOnPhone({
  summary,
  detail,
  children,
}: {
  /** What is folded: a table's caption, a block's heading. */
  summary: ReactNode;
  /** How much is folded ("7 rows"), after the summary. */
  detail?: string;
  children: ReactNode;
}) {
  return (
    <details className="group" data-fold="phone" data-print="open" data-testid="fold-on-phone">
      <summary className="flex cursor-pointer list-none items-start gap-2 rounded-xl border border-slate-200 px-3 py-2 font-semibold text-slate-800 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <ChevronDown
          aria-hidden="true"
          className="mt-0.5 size-4 shrink-0 -rotate-90 transition-transform group-open:rotate-0"
        />
        <span>
          {summary}
          {detail && <span className="font-normal text-slate-600"> · {detail}</span>}
        </span>
      </summary>
      <div className="max-md:mt-3 print:mt-0">{children}</div>
    </details>
  );
}
