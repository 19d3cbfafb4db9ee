import { TRAPS } from '../traps';
import type { Explanation, Teaches } from '../schema';

/** The sections of a sheet, or `undefined` when there is no such sheet. */
export type SectionsOf = (sheet: string) => readonly string[] | undefined;

export type AnyItem = {
  n: number;
  key: string;
  why: Partial<Record<string, Explanation>>;
  evidence: string[];
  teaches: Teaches;
};

const GAP = /\{(\d+)\}/g;

function explanationProblems(where: string, e: Explanation | undefined, isKey: boolean): string[] {
  if (!e) return [`${where}: no explanation`];
  const problems: string[] = [];
  if (!(e.trap in TRAPS)) problems.push(`${where}: unknown trap "${e.trap}"`);
  if (isKey && e.trap !== 'key') problems.push(`${where}: the key's explanation must have the trap "key"`);
  if (!isKey && e.trap === 'key') problems.push(`${where}: a wrong option is explained with the trap "key"`);
  if (!e.de?.trim()) problems.push(`${where}: German explanation missing`);
  if (!e.en?.trim()) problems.push(`${where}: English explanation missing`);
  if (e.de?.trim() && e.de.trim() === e.en?.trim())
    problems.push(`${where}: English explanation is the German one`);
  return problems;
}

export function itemProblems(
  item: AnyItem,
  options: readonly string[],
  material: string,
  sectionsOf: SectionsOf,
  minWhy: number,
): string[] {
  const at = `item ${item.n}`;
  const problems: string[] = [];
  if (!options.includes(item.key)) problems.push(`${at}: key "${item.key}" is not an option`);
  for (const [option, e] of Object.entries(item.why)) {
    if (!options.includes(option)) problems.push(`${at}: explains "${option}", which is not an option`);
    problems.push(...explanationProblems(`${at}, option ${option}`, e, option === item.key));
  }
  if (!item.why[item.key]) problems.push(`${at}: the key "${item.key}" is not explained`);
  // An a/b/c item explains all three options.
  if (options.length === 3)
    for (const o of options) if (!item.why[o]) problems.push(`${at}, option ${o}: no explanation`);
  const explained = Object.keys(item.why).length;
  if (explained < minWhy) problems.push(`${at}: explains ${explained} options, needs at least ${minWhy}`);
  if (item.evidence.length === 0) problems.push(`${at}: no evidence`);
  for (const quote of item.evidence)
    if (!quote.trim() || !material.includes(quote))
      problems.push(`${at}: evidence not found in the text: "${quote}"`);
  const sections = sectionsOf(item.teaches.sheet);
  if (!sections) problems.push(`${at}: no sheet "${item.teaches.sheet}"`);
  else if (!sections.includes(item.teaches.section))
    problems.push(`${at}: no section "${item.teaches.section}" on ${item.teaches.sheet}`);
  return problems;
}

export function numbering(items: { n: number }[], first: number, count: number, part: string): string[] {
  if (items.length !== count) return [`${part}: ${items.length} items, needs ${count}`];
  return items.flatMap((item, i) =>
    item.n === first + i ? [] : [`${part}: item ${first + i} is numbered ${item.n}`],
  );
}

export function usedOnce(keys: string[], part: string, except?: string): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const key of keys) {
    if (key === except) continue;
    if (seen.has(key)) problems.push(`${part}: "${key}" is the key of more than one item`);
    seen.add(key);
  }
  return problems;
}

export function gaps(text: string, first: number, count: number, part: string): string[] {
  const found = [...text.matchAll(GAP)].map((m) => Number(m[1]));
  const wanted = Array.from({ length: count }, (_, i) => first + i);
  return found.join() === wanted.join()
    ? []
    : [`${part}: gaps ${found.join(', ')}, needs ${wanted.join(', ')} in order`];
}

export function notes(
  optionNotes: Partial<Record<string, Explanation>>,
  options: readonly string[],
  part: string,
): string[] {
  return options.flatMap((o) => explanationProblems(`${part}, note on "${o}"`, optionNotes[o], false));
}

/** The page prints options in the order they are written: they must be written a, b, c … */
export function inOrder(letters: string[], all: readonly string[], what: string): string[] {
  const expected = all.filter((l) => letters.includes(l));
  return letters.join() === expected.join() ? [] : [`${what} are not in the order ${expected.join(', ')}`];
}

export function nonEmpty(texts: string[], part: string): string[] {
  return texts.some((t) => !t.trim()) ? [`${part}: an empty text`] : [];
}
