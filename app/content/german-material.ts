import type { ModelTest } from './model-tests/schema';
import type { Sheet } from './sheet-schema';

/**
 * Every German string a learner is taught on a sheet: the summary's phrases, every `german` field
 * (phrases, dialogue lines, example texts, tasks, model answers, drill forms) and the cells of
 * German table columns. With `correctOnly`, what the sheet shows as wrong is left out: the cells of
 * a column of mistakes and the lines of an answer marked below A on accuracy (a weaker version).
 */
export function sheetGerman(sheet: Sheet, { correctOnly = false } = {}): string[] {
  const found = (sheet.summary?.phrases ?? []).map((p) => p.german);
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      if (correctOnly && isWeakerAnswer(value)) return;
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'german' && typeof inner === 'string') found.push(inner);
        walk(inner);
      }
    }
  };
  walk(sheet.sections);
  for (const section of sheet.sections)
    for (const block of section.blocks)
      if (block.type === 'table')
        for (const column of block.columns.filter((c) => c.lang === 'de' && !(correctOnly && c.wrong)))
          for (const row of block.rows) found.push(String((row as Record<string, unknown>)[column.key]));
  return found;
}

/** A model answer whose accuracy is marked below A: it shows mistakes on purpose. */
function isWeakerAnswer(value: object): boolean {
  const block = value as { type?: unknown; marking?: { accuracy?: { grade?: unknown } } };
  return block.type === 'modelAnswer' && block.marking?.accuracy?.grade !== 'A';
}

/** Keys of a model test that hold no German text to read (keys, notes, evidence, speakers …). */
const NOT_TEXT = new Set([
  'cues',
  'register',
  'why',
  'optionNotes',
  'evidence',
  'options',
  'box',
  'key',
  'teaches',
  'speakers',
  'label',
  'grades',
  'who',
  'n',
  'id',
  'themes',
  'items',
  // Item metadata (docs/decisions/0040): tags, names with English roles, letters.
  'topics',
  'people',
  'textType',
  'nearMiss',
  'formFits',
  'decidedBy',
]);

/**
 * Every German text of a model test: reading texts, headlines, adverts and situations, the gap
 * texts with their keys filled in, listening scripts and statements, the writing task with its
 * model answer, the oral task sheets. Explanations (German and English) are left out.
 */
export function modelTestGerman(test: ModelTest): string[] {
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') found.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      if ('de' in value && 'en' in value) return;
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'translation' || NOT_TEXT.has(key)) continue;
        walk(inner);
      }
    }
  };
  const { language1, language2, ...rest } = test;
  walk(rest);
  for (const part of [
    test.reading1,
    test.reading2,
    test.reading3,
    test.listening1,
    test.listening2,
    test.listening3,
  ])
    walk(part.items);
  found.push(
    fillGaps(language1.text, (n) => language1.items.find((i) => i.n === n)?.options[keyOf(language1, n)]),
  );
  found.push(fillGaps(language2.text, (n) => language2.box[language2.items.find((i) => i.n === n)!.key]));
  return found.filter((text) => text.trim() !== '');
}

const keyOf = (part: ModelTest['language1'], n: number) => part.items.find((i) => i.n === n)!.key;

/** A gap text with each gap `{n}` replaced by its answer. */
function fillGaps(text: string, answer: (n: number) => string | undefined): string {
  return text.replace(/\{(\d+)\}/g, (_, n: string) => answer(Number(n)) ?? '');
}
