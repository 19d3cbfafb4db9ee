import { ABC, BOX_LETTERS, type ModelTest } from '../schema';
import { TOPICS } from '../topics';
import { PART_NAMES, contentParts } from './shared';

/**
 * Words that make a statement absolute. A test that puts them in its distractors must put them in a
 * key too, or "the option with nur/immer is wrong" becomes a rule a candidate can learn.
 */
const ABSOLUTE =
  /(?<![\p{L}])(alle[mnrs]?|immer|nie|nur|jede[mnrs]?|sofort|ganze?[mnrs]?|kein(e[mnrs]?)?)(?![\p{L}])/iu;

/** The absolute word in a text, if any. */
function absoluteWord(text: string): string | undefined {
  return ABSOLUTE.exec(text)?.[1];
}

/** The paragraph (0-based) that holds a quote of a text, or -1. */
function paragraphOf(paragraphs: string[], quote: string): number {
  return paragraphs.findIndex((p) => p.includes(quote));
}

/**
 * The item-writing rules of one test (docs/content-brief.md, "Item-writing rules"): reading 2 does
 * not walk the paragraphs, reading 3 names its near-misses, Sprachbausteine 2 is not solved by form
 * alone, absolute words are not a sign of a distractor, and no topic serves two parts.
 */
export function itemWritingProblems(test: ModelTest): string[] {
  const at = `test ${test.id}`;
  const problems: string[] = [];

  // Reading 2: items spread over the paragraphs, two of them across two paragraphs.
  const paragraphs = test.reading2.text.split(/\n\n/);
  const items2 = test.reading2.items;
  const main = items2.map((i) => paragraphOf(paragraphs, i.evidence[0] ?? ''));
  if (main.every((p, i) => p >= 0 && (i === 0 || p === main[i - 1]! + 1)))
    problems.push(
      `${at}, reading 2, items 6–10: each item has one paragraph, in order (${main.map((p) => p + 1).join(', ')}); spread them`,
    );
  const across = items2.filter(
    (i) => new Set(i.evidence.map((q) => paragraphOf(paragraphs, q)).filter((p) => p >= 0)).size >= 2,
  );
  if (across.length < 2)
    problems.push(
      `${at}, reading 2: ${across.length} item(s) need two paragraphs (${across.map((i) => i.n).join(', ') || 'none'}), needs at least 2`,
    );

  // Reading 3: the near-misses a careful reader rejects.
  for (const item of test.reading3.items) {
    const where = `${at}, reading 3, item ${item.n}`;
    const wanted = item.key === 'x' ? 2 : 1;
    if (item.nearMiss.length < wanted)
      problems.push(`${where}: ${item.nearMiss.length} near-miss advert(s), needs at least ${wanted}`);
    for (const miss of item.nearMiss) {
      if (!(miss.advert in test.reading3.adverts))
        problems.push(`${where}: near-miss "${miss.advert}" is no advert`);
      if (miss.advert === item.key) problems.push(`${where}: near-miss "${miss.advert}" is the key`);
      if (!miss.fails.de.trim() || !miss.fails.en.trim())
        problems.push(
          `${where}: near-miss "${miss.advert}" does not say which condition fails in both languages`,
        );
    }
  }

  // Sprachbausteine 2: meaning, not form alone, decides most gaps.
  let open = 0;
  for (const item of test.language2.items) {
    const where = `${at}, Sprachbausteine 2, item ${item.n}`;
    if (!item.formFits.includes(item.key))
      problems.push(`${where}: formFits does not contain the key "${item.key}"`);
    for (const w of item.formFits)
      if (!BOX_LETTERS.includes(w)) problems.push(`${where}: formFits names "${w}", which is not in the box`);
    if (new Set(item.formFits).size >= 2) open += 1;
  }
  if (open < 7)
    problems.push(
      `${at}, Sprachbausteine 2: ${open} of 10 gaps have two or more box words of the right form, needs at least 7`,
    );

  // Absolute words: in a key too, when the distractors use them.
  const inDistractors: string[] = [];
  const inKeys: string[] = [];
  for (const item of test.reading2.items)
    for (const option of ABC)
      if (absoluteWord(item.options[option]))
        (option === item.key ? inKeys : inDistractors).push(`item ${item.n} ${option}`);
  for (const item of [...test.listening1.items, ...test.listening2.items, ...test.listening3.items])
    if (absoluteWord(item.statement)) (item.key === '+' ? inKeys : inDistractors).push(`item ${item.n}`);
  if (inDistractors.length > 0 && inKeys.length === 0)
    problems.push(
      `${at}, reading 2 and listening: absolute words (alle, immer, nur, …) only in distractors (${inDistractors.join(', ')}); use one in a key too`,
    );

  // Topics: one part each within the test, from the controlled list; people named.
  const topicParts = new Map<string, string[]>();
  for (const [key, part] of contentParts(test)) {
    const name = PART_NAMES[key] ?? key;
    if (!part.topics?.length) problems.push(`${at}, ${name}: no topics`);
    for (const topic of part.topics ?? []) {
      if (!(TOPICS as readonly string[]).includes(topic))
        problems.push(`${at}, ${name}: topic "${topic}" is not in the list (topics.ts)`);
      topicParts.set(topic, [...(topicParts.get(topic) ?? []), name]);
    }
    if (!part.people) problems.push(`${at}, ${name}: no people list`);
  }
  for (const [topic, parts] of topicParts)
    if (parts.length > 1) problems.push(`${at}: topic "${topic}" in two parts (${parts.join(', ')})`);

  return problems;
}
