import type { CoachReport, TextRange } from './report';

/** What a marked place in the letter is: a guiding point's sentence, a note on form, a possible mistake. */
export type MarkKind = 'point' | 'form' | 'mistake';

/** One marked place: its range, its kind and the label the notes below use for it (`L2`, `3`). */
export interface Mark {
  range: TextRange;
  kind: MarkKind;
  label: string;
}

/** A stretch of the letter: plain (kind null) or marked, with the labels of the marks ending here. */
export interface Segment {
  text: string;
  kind: MarkKind | null;
  labels: string[];
}

/** Where marks overlap, the stronger shows: a mistake over a note on form over a point's sentence. */
const STRENGTH: Record<MarkKind, number> = { point: 0, form: 1, mistake: 2 };

/** The notes of a report that point at places, numbered in the order their first place stands in the letter. */
export function numberedNotes(report: CoachReport) {
  const notes = [
    ...report.form
      .filter((f) => f.places.length > 0)
      .map((finding) => ({ kind: 'form' as const, finding, places: finding.places })),
    ...report.mistakes.map((finding) => ({ kind: 'mistake' as const, finding, places: [finding.place] })),
  ];
  const first = (places: readonly TextRange[]) => Math.min(...places.map((p) => p.start));
  return notes
    .sort((a, b) => first(a.places) - first(b.places))
    .map((note, i) => ({ ...note, label: String(i + 1) }));
}

/** Every place a report marks: the sentences of the points found (`pointLabel(n)`) and the numbered notes. */
export function reportMarks(report: CoachReport, pointLabel: (n: number) => string): Mark[] {
  const points = report.points.flatMap((p, i) =>
    p.found ? p.sentences.map((range) => ({ range, kind: 'point' as const, label: pointLabel(i + 1) })) : [],
  );
  const notes = numberedNotes(report).flatMap((note) =>
    note.places.map((range) => ({ range, kind: note.kind, label: note.label })),
  );
  return [...points, ...notes];
}

/**
 * The letter cut where a mark begins or ends: each stretch carries the strongest mark over it and,
 * where marks end, their labels (once each), so a label stands right after the place it names.
 * Ranges outside the text are clipped; empty ones are left out.
 */
export function segments(text: string, marks: readonly Mark[]): Segment[] {
  const clipped = marks
    .map((m) => ({
      ...m,
      range: { start: Math.max(0, m.range.start), end: Math.min(text.length, m.range.end) },
    }))
    .filter((m) => m.range.start < m.range.end);
  const cuts = [...new Set([0, text.length, ...clipped.flatMap((m) => [m.range.start, m.range.end])])].sort(
    (a, b) => a - b,
  );
  const out: Segment[] = [];
  for (let i = 0; i < cuts.length - 1; i++) {
    const from = cuts[i]!;
    const to = cuts[i + 1]!;
    const over = clipped.filter((m) => m.range.start <= from && m.range.end >= to);
    const kind = over.reduce<MarkKind | null>(
      (strongest, m) => (strongest === null || STRENGTH[m.kind] > STRENGTH[strongest] ? m.kind : strongest),
      null,
    );
    const labels = [...new Set(over.filter((m) => m.range.end === to).map((m) => m.label))];
    out.push({ text: text.slice(from, to), kind, labels });
  }
  return out;
}
