import { phraseColumns } from '~/content/phrase-columns';
import type { TableBlock } from '~/content/sheet-view';

/** One phrase of a phrase table: the German, its translation and the other cells as labelled notes. */
interface PhraseRow {
  german: string;
  translation: string;
  notes: { key: string; label: string; text: string }[];
}

/** Consecutive phrases that share the value of the table's first column (their function). */
interface PhraseGroup {
  heading?: string;
  items: PhraseRow[];
}

/** A phrase table regrouped as a list: which column heads the groups, and the groups in order. */
export interface PhraseTableShape {
  /** Key of the column whose value heads each group, when the table has one. */
  groupKey?: string;
  groups: PhraseGroup[];
}

/**
 * A table with a German column and a translation column is a table of phrases to learn, read best as
 * a list: the German phrase is the German column nearest before the translation, the first other
 * column (the phrase's function) heads a group of consecutive rows, the rest become notes below the
 * phrase. Any other table (timings, numbers, or more than two German columns such as the parts of
 * a sentence by position) gives `undefined` and stays a real table.
 */
export function phraseTableShape(block: TableBlock): PhraseTableShape | undefined {
  const keys = block.columns.map((c) => c.key);
  const pair = phraseColumns(keys, block.germanColumns ?? [], block.translationColumns ?? []);
  if (!pair) return undefined;
  const { germanKey, translationKey } = pair;
  const firstKey = keys[0]!;
  const groupKey = firstKey !== germanKey && firstKey !== translationKey ? firstKey : undefined;
  const noteColumns = block.columns.filter((c) => ![germanKey, translationKey, groupKey].includes(c.key));
  const groups: PhraseGroup[] = [];
  for (const row of block.rows) {
    const item: PhraseRow = {
      german: row[germanKey] ?? '',
      translation: row[translationKey] ?? '',
      notes: noteColumns
        .filter((c) => (row[c.key] ?? '') !== '')
        .map((c) => ({ key: c.key, label: c.header, text: row[c.key]! })),
    };
    const heading = groupKey === undefined ? undefined : row[groupKey];
    const last = groups.at(-1);
    if (last && last.heading === heading) last.items.push(item);
    else groups.push({ ...(heading === undefined ? {} : { heading }), items: [item] });
  }
  return { ...(groupKey === undefined ? {} : { groupKey }), groups };
}
