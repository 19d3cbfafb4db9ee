import { Fragment, type ReactNode } from 'react';

/** One stretch of a text: plain, a deciding passage to highlight, or a gap `{21}`. */
export type Piece =
  { kind: 'text'; text: string } | { kind: 'mark'; text: string } | { kind: 'gap'; n: number };

/**
 * Splits a German text into plain text, the deciding passages (each quote's first occurrence, marked
 * after the check) and the gaps of a Sprachbausteine text.
 */
export function pieces(text: string, quotes: readonly string[]): Piece[] {
  const spans = quotes
    .map((q) => ({ from: q ? text.indexOf(q) : -1, to: 0 }))
    .map((s, i) => ({ from: s.from, to: s.from + (quotes[i]?.length ?? 0) }))
    .filter((s) => s.from >= 0)
    .sort((a, b) => a.from - b.from);
  const out: Piece[] = [];
  const plain = (t: string) => {
    for (const [i, part] of t.split(/\{(\d+)\}/).entries()) {
      if (i % 2 === 1) out.push({ kind: 'gap', n: Number(part) });
      else if (part) out.push({ kind: 'text', text: part });
    }
  };
  let at = 0;
  for (const span of spans) {
    if (span.from < at) continue; // overlapping quotes: the first one wins
    plain(text.slice(at, span.from));
    out.push({ kind: 'mark', text: text.slice(span.from, span.to) });
    at = span.to;
  }
  plain(text.slice(at));
  return out;
}

/**
 * A paragraph-split German text with its deciding passages highlighted and its gaps drawn by
 * `gap`. Paragraphs are separated by a blank line in the content.
 */
export function MarkedText({
  text,
  quotes,
  gap,
  labelOf,
  className,
}: {
  text: string;
  quotes: readonly string[];
  gap?: (n: number) => ReactNode;
  /** What a passage decides ("Aufgabe 43"), shown after it; a passage is its quote's text. */
  labelOf?: (quote: string) => string | undefined;
  className?: string;
}) {
  return text.split(/\n\n+/).map((paragraph, p) => (
    <p key={p} className={className}>
      {pieces(paragraph, quotes).map((piece, i) =>
        piece.kind === 'text' ? (
          piece.text
        ) : piece.kind === 'mark' ? (
          <Fragment key={i}>
            <mark className="rounded-sm bg-amber-200 px-0.5 text-slate-900" data-evidence>
              {piece.text}
            </mark>
            {labelOf?.(piece.text) && (
              <span className="ml-1 rounded bg-amber-800 px-1 text-xs font-bold text-white" data-decides>
                {labelOf(piece.text)}
              </span>
            )}
          </Fragment>
        ) : (
          <span key={i}>{gap?.(piece.n) ?? `(${piece.n})`}</span>
        ),
      )}
    </p>
  ));
}
