/**
 * Every rule of a model test that a type cannot hold (docs/content-brief.md, "Writing a model
 * test"): item numbers, keys, each headline/advert/word at most once, x at least once, an
 * explanation for every option in both languages, evidence that is really in the text, sheet
 * links that resolve. Returns the problems, each naming the item; none means the test is sound.
 */
import { TRAPS } from './traps';
import {
  ABC,
  ADVERT_LETTERS,
  BOX_LETTERS,
  HEADLINE_LETTERS,
  PLUS_MINUS,
  type Explanation,
  type ModelTest,
  type PartContent,
  type Recording,
  type StatementItem,
  type Translated,
  type Teaches,
} from './schema';
import { MODEL_TEST_PARTS } from './parts';
import { TOPICS } from './topics';

/** The sections of a sheet, or `undefined` when there is no such sheet. */
export type SectionsOf = (sheet: string) => readonly string[] | undefined;

type AnyItem = {
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

function itemProblems(
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

function numbering(items: { n: number }[], first: number, count: number, part: string): string[] {
  if (items.length !== count) return [`${part}: ${items.length} items, needs ${count}`];
  return items.flatMap((item, i) =>
    item.n === first + i ? [] : [`${part}: item ${first + i} is numbered ${item.n}`],
  );
}

function usedOnce(keys: string[], part: string, except?: string): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const key of keys) {
    if (key === except) continue;
    if (seen.has(key)) problems.push(`${part}: "${key}" is the key of more than one item`);
    seen.add(key);
  }
  return problems;
}

function gaps(text: string, first: number, count: number, part: string): string[] {
  const found = [...text.matchAll(GAP)].map((m) => Number(m[1]));
  const wanted = Array.from({ length: count }, (_, i) => first + i);
  return found.join() === wanted.join()
    ? []
    : [`${part}: gaps ${found.join(', ')}, needs ${wanted.join(', ')} in order`];
}

function notes(
  optionNotes: Partial<Record<string, Explanation>>,
  options: readonly string[],
  part: string,
): string[] {
  return options.flatMap((o) => explanationProblems(`${part}, note on "${o}"`, optionNotes[o], false));
}

/** The page prints options in the order they are written: they must be written a, b, c … */
function inOrder(letters: string[], all: readonly string[], what: string): string[] {
  const expected = all.filter((l) => letters.includes(l));
  return letters.join() === expected.join() ? [] : [`${what} are not in the order ${expected.join(', ')}`];
}

function nonEmpty(texts: string[], part: string): string[] {
  return texts.some((t) => !t.trim()) ? [`${part}: an empty text`] : [];
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * A recording: speakers that exist, no empty line, a length in the part's range (words), numbers
 * written as they are said where the player speaks them (a digit is read differently by every
 * speech engine): a line with a digit in its transcript gives its spoken form in `say`.
 */
function recordingProblems(r: Recording, where: string, range: readonly [number, number]): string[] {
  const problems: string[] = [];
  if (!r.label.trim()) problems.push(`${where}: no label`);
  if (r.lines.length === 0) problems.push(`${where}: no lines`);
  for (const line of r.lines) {
    if (!r.speakers[line.who]) problems.push(`${where}: unknown speaker "${line.who}"`);
    if (!line.text.trim()) problems.push(`${where}: an empty line`);
    if (/\d/.test(line.text) && line.say === undefined)
      problems.push(`${where}: a digit in "${line.text.slice(0, 40)}…" (write numbers as said)`);
    if (line.say !== undefined && (/\d/.test(line.say) || !line.say.trim()))
      problems.push(
        `${where}: the spoken form of "${line.text.slice(0, 40)}…" must say its numbers in words`,
      );
  }
  const count = words(r.lines.map((l) => l.text).join(' '));
  if (count < range[0] || count > range[1])
    problems.push(`${where}: ${count} words, needs ${range[0]}–${range[1]}`);
  return problems;
}

/** The script as the validator searches it: one line per turn, so no quote spans two turns. */
const script = (r: Recording) => r.lines.map((l) => l.text).join('\n');

/** A listening part answers with both + and −, never one sign throughout. */
function bothSigns(items: StatementItem<number>[], part: string): string[] {
  return PLUS_MINUS.every((sign) => items.some((i) => i.key === sign))
    ? []
    : [`${part}: every statement has the same key`];
}

/** The problems of one model test; an empty list means it may be published. */
export function validateModelTest(test: ModelTest, sectionsOf: SectionsOf): string[] {
  const [p1, p2, p3, p4, p5, p6, p7, p8] = MODEL_TEST_PARTS;
  const { reading1: r1, reading2: r2, reading3: r3, language1: l1, language2: l2 } = test;
  const problems: string[] = [];
  const check = (item: AnyItem, options: readonly string[], material: string, minWhy: number) =>
    problems.push(...itemProblems(item, options, material, sectionsOf, minWhy));

  // Reading 1: five texts, ten headlines, one headline each, at most once.
  problems.push(...numbering(r1.items, p1.first, p1.count, 'reading 1'));
  problems.push(...nonEmpty([...Object.values(r1.headlines), ...r1.items.map((i) => i.text)], 'reading 1'));
  problems.push(
    ...usedOnce(
      r1.items.map((i) => i.key),
      'reading 1',
    ),
  );
  problems.push(...notes(r1.optionNotes, HEADLINE_LETTERS, 'reading 1'));
  for (const item of r1.items) check(item, HEADLINE_LETTERS, item.text, 3);
  problems.push(...inOrder(Object.keys(r1.headlines), HEADLINE_LETTERS, 'reading 1: the headlines'));

  // Reading 2: one article, five a/b/c items, every option explained.
  problems.push(...numbering(r2.items, p2.first, p2.count, 'reading 2'));
  problems.push(
    ...nonEmpty([r2.title, r2.text, ...r2.items.flatMap((i) => Object.values(i.options))], 'reading 2'),
  );
  for (const item of r2.items) check(item, ABC, r2.text, 3);

  // Reading 3: ten situations, twelve adverts at most once each, x at least once.
  const adverts = Object.values(r3.adverts);
  const r3Material = [...adverts.flatMap((a) => [a.title, a.text]), ...r3.items.map((i) => i.situation)].join(
    '\n',
  );
  problems.push(...numbering(r3.items, p3.first, p3.count, 'reading 3'));
  problems.push(
    ...nonEmpty(
      [...adverts.flatMap((a) => [a.title, a.text]), ...r3.items.map((i) => i.situation)],
      'reading 3',
    ),
  );
  problems.push(
    ...usedOnce(
      r3.items.map((i) => i.key),
      'reading 3',
      'x',
    ),
  );
  if (!r3.items.some((i) => i.key === 'x')) problems.push('reading 3: no situation is answered x');
  problems.push(...inOrder(Object.keys(r3.adverts), ADVERT_LETTERS, 'reading 3: the adverts'));
  problems.push(...notes(r3.optionNotes, [...ADVERT_LETTERS, 'x'], 'reading 3'));
  for (const item of r3.items) check(item, [...ADVERT_LETTERS, 'x'], r3Material, 3);

  // Sprachbausteine 1: a letter with gaps 21–30, a/b/c each.
  problems.push(...numbering(l1.items, p4.first, p4.count, 'Sprachbausteine 1'));
  problems.push(...gaps(l1.text, p4.first, p4.count, 'Sprachbausteine 1'));
  problems.push(
    ...nonEmpty(
      l1.items.flatMap((i) => Object.values(i.options)),
      'Sprachbausteine 1',
    ),
  );
  for (const item of l1.items) check(item, ABC, l1.text, 3);

  // Sprachbausteine 2: gaps 31–40, fifteen words, each at most once.
  problems.push(...numbering(l2.items, p5.first, p5.count, 'Sprachbausteine 2'));
  problems.push(...gaps(l2.text, p5.first, p5.count, 'Sprachbausteine 2'));
  problems.push(...nonEmpty(Object.values(l2.box), 'Sprachbausteine 2'));
  if (new Set(Object.values(l2.box)).size !== BOX_LETTERS.length)
    problems.push('Sprachbausteine 2: a word stands twice in the box');
  problems.push(
    ...usedOnce(
      l2.items.map((i) => i.key),
      'Sprachbausteine 2',
    ),
  );
  problems.push(...notes(l2.optionNotes, BOX_LETTERS, 'Sprachbausteine 2'));
  for (const item of l2.items) check(item, BOX_LETTERS, l2.text, 3);

  // Listening 1 and 3: five recordings, one statement each; 2: one conversation, ten statements
  // in its order. Both signs explained.
  for (const [part, entry, range] of [
    [test.listening1, p6, [35, 110]],
    [test.listening3, p8, [30, 110]],
  ] as const) {
    const name = `listening ${entry.slug.slice(-1)}`;
    problems.push(...numbering(part.items, entry.first, entry.count, name));
    problems.push(...nonEmpty([part.context, ...part.items.map((i) => i.statement)], name));
    problems.push(...bothSigns(part.items, name));
    for (const item of part.items) {
      problems.push(...recordingProblems(item.recording, `item ${item.n}`, range));
      check(item, PLUS_MINUS, script(item.recording), 2);
    }
  }
  const ls2 = test.listening2;
  problems.push(...numbering(ls2.items, p7.first, p7.count, 'listening 2'));
  problems.push(...nonEmpty([ls2.context, ...ls2.items.map((i) => i.statement)], 'listening 2'));
  problems.push(...bothSigns(ls2.items, 'listening 2'));
  problems.push(...recordingProblems(ls2.recording, 'listening 2', [350, 800]));
  const conversation = script(ls2.recording);
  let after = -1;
  for (const item of ls2.items) {
    check(item, PLUS_MINUS, conversation, 2);
    const at = Math.min(...item.evidence.map((q) => conversation.indexOf(q)).filter((i) => i >= 0));
    if (Number.isFinite(at) && at < after)
      problems.push(
        `item ${item.n}: its passage comes before the previous item's (statements follow the conversation)`,
      );
    if (Number.isFinite(at)) after = at;
  }

  problems.push(...itemWritingProblems(test));
  problems.push(...oralSoloProblems(test));
  problems.push(...modelPhraseLinkProblems(test, sectionsOf));
  problems.push(...selfCorrectionProblems(test));

  if (!test.themes.de.trim() || !test.themes.en.trim()) problems.push('themes: missing in a language');
  return problems;
}

/** A part's name in messages, from its key in the test: "reading 2", "Sprachbausteine 1". */
const PART_NAMES: Record<string, string> = {
  reading1: 'reading 1',
  reading2: 'reading 2',
  reading3: 'reading 3',
  language1: 'Sprachbausteine 1',
  language2: 'Sprachbausteine 2',
  listening1: 'listening 1',
  listening2: 'listening 2',
  listening3: 'listening 3',
  writing: 'writing',
  oral: 'oral',
};

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
 * Every part of a test with what it declares about its content, by its key in the test: reading,
 * Sprachbausteine, listening, writing and oral, each checked whether or not it has the fields.
 */
function contentParts(test: ModelTest): [string, Partial<PartContent>][] {
  return Object.keys(PART_NAMES).map((key) => [
    key,
    (test as unknown as Record<string, Partial<PartContent> | undefined>)[key] ?? {},
  ]);
}

/**
 * The item-writing rules of one test (docs/content-brief.md, "Item-writing rules"): reading 2 does
 * not walk the paragraphs, reading 3 names its near-misses, Sprachbausteine 2 is not solved by form
 * alone, absolute words are not a sign of a distractor, and no topic serves two parts.
 */
function itemWritingProblems(test: ModelTest): string[] {
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

/** The words of a name that identify a person: "Frau Sabine Brandt" → Sabine, Brandt. */
const TITLES = new Set(['Frau', 'Herr', 'Familie', 'Dr.', 'Oma', 'Opa']);
const nameWords = (name: string) =>
  name.split(/[\s-]+/).filter((w) => w.length > 1 && !TITLES.has(w) && /^\p{Lu}/u.test(w));

/**
 * The rules across the tests: no part's key string in two tests, no item number with the same key
 * in every test (all parts, listening included), at least two text types in reading 2, no topic in
 * more than two parts, and a name in one role only (family members of one part may share a name).
 */
export function validateModelTests(tests: ModelTest[]): string[] {
  const problems: string[] = [];
  if (tests.length < 2) return problems;

  for (const entry of MODEL_TEST_PARTS) {
    const name = PART_NAMES[entry.key] ?? entry.key;
    const keysOf = (t: ModelTest) => (t[entry.key].items as { key: string }[]).map((i) => i.key);
    const strings = new Map<string, string[]>();
    for (const t of tests) {
      const s = keysOf(t).join('');
      strings.set(s, [...(strings.get(s) ?? []), t.id]);
    }
    for (const [s, ids] of strings)
      if (ids.length > 1) problems.push(`${name}: tests ${ids.join(' and ')} share the key string ${s}`);
    for (let i = 0; i < entry.count; i++) {
      const keys = tests.map((t) => keysOf(t)[i]);
      if (keys.every((k) => k === keys[0]))
        problems.push(
          `${name}, item ${entry.first + i}: key ${keys[0]} in every test (${tests.map((t) => t.id).join(', ')})`,
        );
    }
  }

  if (new Set(tests.map((t) => t.reading2.textType)).size < 2)
    problems.push(
      `reading 2: every test's article is a ${tests[0]!.reading2.textType}; use at least two text types`,
    );

  const topicParts = new Map<string, string[]>();
  const roles = new Map<string, { where: string; role: string; name: string }[]>();
  for (const t of tests)
    for (const [key, part] of contentParts(t)) {
      const where = `test ${t.id}, ${PART_NAMES[key] ?? key}`;
      for (const topic of new Set(part.topics ?? []))
        topicParts.set(topic, [...(topicParts.get(topic) ?? []), where]);
      for (const person of part.people ?? [])
        for (const word of nameWords(person.name))
          roles.set(word, [...(roles.get(word) ?? []), { where, role: person.role, name: person.name }]);
    }
  for (const [topic, parts] of topicParts)
    if (parts.length > 2)
      problems.push(`topic "${topic}" in ${parts.length} parts (${parts.join('; ')}), at most 2`);
  for (const [word, uses] of roles) {
    const clash = uses.find((u) => uses.some((v) => v.where !== u.where && v.role !== u.role));
    if (clash)
      problems.push(
        `name "${word}" in more than one role: ${uses.map((u) => `${u.name} (${u.role}) in ${u.where}`).join('; ')}`,
      );
  }
  return problems;
}

/**
 * A speaker correcting themselves ("nein, Moment …", "ach nein, falsch", "nein, Entschuldigung"):
 * a real paper decides at most one item this way, if any.
 */
const CORRECTION =
  /\b(?:ach |oh )?nein,\s+(?:Moment|Entschuldigung|Verzeihung|falsch|sorry|sagen wir|ich meine)\b|\bbesser gesagt\b|\bich meine natürlich\b/i;

/**
 * Self-corrections in listening: at most one item per test is decided by one (`decidedBy`), an item
 * whose deciding line (a script line holding its evidence) has a correction carries that mark, and
 * an item that carries it has a correction in its deciding lines.
 */
export function selfCorrectionProblems(test: ModelTest): string[] {
  const items: [StatementItem<number>, Recording][] = [
    ...test.listening1.items.map((i) => [i, i.recording] as [StatementItem<number>, Recording]),
    ...test.listening2.items.map((i) => [i, test.listening2.recording] as [StatementItem<number>, Recording]),
    ...test.listening3.items.map((i) => [i, i.recording] as [StatementItem<number>, Recording]),
  ];
  const problems: string[] = [];
  for (const [item, recording] of items) {
    const deciding = recording.lines.filter((l) => item.evidence.some((q) => q.trim() && l.text.includes(q)));
    const corrected = deciding.some((l) => CORRECTION.test(l.text));
    if (corrected && item.decidedBy !== 'self-correction')
      problems.push(
        `item ${item.n}: its passage holds a self-correction, mark it decidedBy: 'self-correction'`,
      );
    if (!corrected && item.decidedBy === 'self-correction')
      problems.push(`item ${item.n}: marked as decided by a self-correction, but its passage holds none`);
  }
  const marked = items.filter(([i]) => i.decidedBy === 'self-correction').map(([i]) => i.n);
  if (marked.length > 1)
    problems.push(
      `listening: items ${marked.join(', ')} are decided by a self-correction, at most one per test`,
    );
  return problems;
}

/** The listening parts, each with its items' keys in order ("+--+-"), per test. */
const listeningKeyStrings = (test: ModelTest) =>
  [test.listening1, test.listening2, test.listening3].map((part) => part.items.map((i) => i.key).join(''));

/**
 * Listening keys across the tests: no part has the same key string as that part in another test,
 * and no item number has the same key in every test (a pattern a candidate could learn).
 */
export function listeningKeyPatternProblems(tests: readonly ModelTest[]): string[] {
  const problems: string[] = [];
  const strings = tests.map(listeningKeyStrings);
  for (let part = 0; part < 3; part++)
    for (let a = 0; a < tests.length; a++)
      for (let b = a + 1; b < tests.length; b++)
        if (strings[a]![part] === strings[b]![part])
          problems.push(
            `listening ${part + 1}: tests ${tests[a]!.id} and ${tests[b]!.id} have the same keys (${strings[a]![part]})`,
          );
  if (tests.length > 1) {
    const keyed = tests.map(
      (t) =>
        new Map(
          [...t.listening1.items, ...t.listening2.items, ...t.listening3.items].map((i) => [i.n, i.key]),
        ),
    );
    for (const [n, key] of keyed[0]!)
      if (keyed.every((k) => k.get(n) === key)) problems.push(`item ${n}: keyed ${key} in every test`);
  }
  return problems;
}

/**
 * The oral parts as EXAM_FACTS.md names and times them: the examiner of the solo rehearsal says
 * each part's name and its time ("etwa drei / sechs Minuten"), in German and in the English.
 */
const ORAL_PARTS = [
  { de: 'Einander kennenlernen', en: 'Getting to know each other', minutes: ['drei', 'three'] },
  { de: 'Über ein Thema sprechen', en: 'Talking about a topic', minutes: ['sechs', 'six'] },
  { de: 'Gemeinsam etwas planen', en: 'Planning something together', minutes: ['sechs', 'six'] },
] as const;

/** Sentences of a line: ends with . ! or ? before a space or the end. */
const sentenceCount = (text: string) => (text.match(/[.!?…](?=\s|$)/g) ?? []).length;
const asks = (line: Translated) => line.german.trim().endsWith('?');

/**
 * The solo rehearsal's lines of a test (`OralSoloScript`): every line in German and English; the
 * examiner names each part and its time as EXAM_FACTS.md does; part 1 has three or four questions,
 * at least one with a follow-up, then hands over; part 2's view of text B is three to five sentences
 * and names its person, the partner asks her opinion and reacts with a question; part 3 has at least
 * two proposals, each ending with a question, asks for hers and objects with a question.
 */
export function oralSoloProblems(test: ModelTest): string[] {
  const at = `test ${test.id}, oral solo`;
  const problems: string[] = [];
  const solo = test.oral.solo;
  if (!solo) return [`${at}: no lines for the solo rehearsal`];
  const lines: [string, Translated | undefined][] = [
    ['examiner part 1', solo.examiner.part1],
    ['examiner part 2', solo.examiner.part2],
    ['examiner part 3', solo.examiner.part3],
    ['examiner end', solo.examiner.end],
    ...solo.part1.questions.flatMap((q, i): [string, Translated | undefined][] => [
      [`part 1 question ${i + 1}`, q.ask],
      ...(q.followUp ? [[`part 1 follow-up ${i + 1}`, q.followUp] as [string, Translated]] : []),
    ]),
    ['part 1 ask back', solo.part1.askBack],
    ['part 1 answers', solo.part1.answers],
    ['part 2 view', solo.part2.view],
    ['part 2 ask', solo.part2.ask],
    ['part 2 reaction', solo.part2.reaction],
    ...solo.part3.proposals.map((p, i): [string, Translated] => [`part 3 proposal ${i + 1}`, p]),
    ['part 3 ask', solo.part3.ask],
    ['part 3 objection', solo.part3.objection],
    ['part 3 agreement', solo.part3.agreement],
  ];
  for (const [name, line] of lines) {
    if (!line?.german.trim()) problems.push(`${at}, ${name}: German line missing`);
    else if (!line.translation.trim()) problems.push(`${at}, ${name}: English missing`);
    else if (line.german.trim() === line.translation.trim())
      problems.push(`${at}, ${name}: the English is the German`);
  }
  const examiner = [solo.examiner.part1, solo.examiner.part2, solo.examiner.part3];
  ORAL_PARTS.forEach((part, i) => {
    const line = examiner[i];
    const where = `${at}, examiner part ${i + 1}`;
    if (!line) return;
    if (!line.german.includes(part.de)) problems.push(`${where}: does not name the part "${part.de}"`);
    if (!line.translation.includes(part.en))
      problems.push(`${where}: the English does not name "${part.en}"`);
    if (!line.german.includes(`etwa ${part.minutes[0]} Minuten`))
      problems.push(`${where}: does not say "etwa ${part.minutes[0]} Minuten"`);
    if (!line.translation.includes(`about ${part.minutes[1]} minutes`))
      problems.push(`${where}: the English does not say "about ${part.minutes[1]} minutes"`);
    const other =
      line.german.match(/\b(\d+|eine?|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwanzig) Minuten/g) ??
      [];
    for (const said of other)
      if (said !== `${part.minutes[0]} Minuten`) problems.push(`${where}: names another time, "${said}"`);
  });
  const questions = solo.part1.questions;
  if (questions.length < 3 || questions.length > 4)
    problems.push(`${at}, part 1: ${questions.length} questions, needs 3 or 4`);
  questions.forEach((q, i) => {
    if (!asks(q.ask)) problems.push(`${at}, part 1 question ${i + 1}: does not end with a question`);
    if (q.followUp && !asks(q.followUp))
      problems.push(`${at}, part 1 follow-up ${i + 1}: does not end with a question`);
  });
  if (!questions.some((q) => q.followUp)) problems.push(`${at}, part 1: no question has a follow-up`);
  if (!asks(solo.part1.askBack)) problems.push(`${at}, part 1 ask back: does not ask her`);
  const view = sentenceCount(solo.part2.view.german);
  if (view < 3 || view > 5) problems.push(`${at}, part 2 view: ${view} sentences, needs 3 to 5`);
  const person = test.oral.part2.b.name.split(',')[0]!.trim();
  if (!solo.part2.view.german.includes(person))
    problems.push(`${at}, part 2 view: does not name text B's person, ${person}`);
  if (!asks(solo.part2.ask)) problems.push(`${at}, part 2 ask: does not ask her opinion`);
  if (!solo.part2.reaction.german.includes('?'))
    problems.push(`${at}, part 2 reaction: asks her nothing further`);
  if (solo.part3.proposals.length < 2)
    problems.push(`${at}, part 3: ${solo.part3.proposals.length} proposal(s), needs at least 2`);
  solo.part3.proposals.forEach((p, i) => {
    if (!asks(p)) problems.push(`${at}, part 3 proposal ${i + 1}: does not end with a question to her`);
  });
  if (!asks(solo.part3.ask)) problems.push(`${at}, part 3 ask: does not ask for her proposal`);
  if (!asks(solo.part3.objection)) problems.push(`${at}, part 3 objection: does not ask for another idea`);
  problems.push(...modelConversationProblems(test));
  return problems;
}

/**
 * The model conversation of a test's oral task: parts 1–3, each six to ten lines in German and
 * English, person A speaking at least three times and B at least twice; each part uses at least one
 * phrase of the functional-language sheet, every phrase an exact part of its line; in part 2, A
 * presents text A's person first.
 */
function modelConversationProblems(test: ModelTest): string[] {
  const at = `test ${test.id}, oral model`;
  const problems: string[] = [];
  const parts = test.oral.solo.model;
  if (parts?.length !== 3) return [`${at}: needs three parts`];
  parts.forEach((lines, i) => {
    const where = `${at}, part ${i + 1}`;
    if (lines.length < 6 || lines.length > 10)
      problems.push(`${where}: ${lines.length} lines, needs 6 to 10`);
    const by = (who: 'A' | 'B') => lines.filter((l) => l.who === who).length;
    if (by('A') < 3 || by('B') < 2)
      problems.push(`${where}: A speaks ${by('A')} times, B ${by('B')}; needs at least 3 and 2`);
    lines.forEach((l, n) => {
      const line = `${where}, line ${n + 1}`;
      if (!l.german.trim() || !l.translation.trim()) problems.push(`${line}: missing a language`);
      else if (l.german.trim() === l.translation.trim()) problems.push(`${line}: the English is the German`);
      for (const phrase of l.phrases ?? [])
        if (!phrase.text.trim() || !l.german.includes(phrase.text))
          problems.push(`${line}: phrase "${phrase.text}" is not in the line`);
    });
    if (!lines.some((l) => l.phrases?.length)) problems.push(`${where}: marks no phrase`);
  });
  const first = parts[1]?.find((l) => l.who === 'A');
  const person = test.oral.part2.a.name.split(',')[0]!.trim();
  if (first && !(first.german.startsWith('In meinem Text') && first.german.includes(person)))
    problems.push(`${at}, part 2: A does not begin by presenting text A (${person})`);
  return problems;
}

/** The sheet that teaches the phrases a model conversation marks. */
const PHRASE_SHEET = 'functional-language';

/** Every section a model conversation's phrase links to exists on the functional-language sheet. */
function modelPhraseLinkProblems(test: ModelTest, sectionsOf: SectionsOf): string[] {
  const sections = sectionsOf(PHRASE_SHEET);
  const problems: string[] = [];
  for (const lines of test.oral.solo.model)
    for (const line of lines)
      for (const phrase of line.phrases ?? [])
        if (!sections?.includes(phrase.section))
          problems.push(
            `test ${test.id}, oral model: phrase "${phrase.text}" links to "${phrase.section}", not a section of ${PHRASE_SHEET}`,
          );
  return problems;
}
