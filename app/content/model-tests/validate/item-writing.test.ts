import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHEETS } from '../../sheets/index.server';
import { MODEL_TESTS } from '../index.server';
import type { ModelTest } from '../schema';
import { TOPICS } from '../topics';
import { TRAPS } from '../traps';
import {
  listeningKeyPatternProblems,
  selfCorrectionProblems,
  validateModelTest,
  validateModelTests,
  type SectionsOf,
} from './index';

const sectionsOf: SectionsOf = (sheet) =>
  (SHEETS as Record<string, { sections: { id: string }[] } | undefined>)[sheet]?.sections.map((s) => s.id);

/** A deep copy of a real test to break one rule at a time. */
const copy = (test: ModelTest): ModelTest => structuredClone(test);

describe('the item-writing rules across the tests', () => {
  const all = () => Object.values(MODEL_TESTS).map(copy);

  it('hold for every part: key patterns, text types, topics and names', () => {
    expect(validateModelTests(all())).toEqual([]);
  });

  it('names a part whose key string two tests share, and an item with one key in every test', () => {
    const tests = all();
    tests[1]!.reading2.items.forEach((item, i) => (item.key = tests[0]!.reading2.items[i]!.key));
    for (const t of tests) t.language1.items[0].key = 'b';
    const problems = validateModelTests(tests).join('\n');
    const string = tests[0]!.reading2.items.map((i) => i.key).join('');
    expect(problems).toContain(`reading 2: tests 1 and 2 share the key string ${string}`);
    expect(problems).toContain(
      `Sprachbausteine 1, item 21: key b in every test (${tests.map((t) => t.id).join(', ')})`,
    );
  });

  it('wants at least two text types in reading 2', () => {
    const tests = all();
    for (const t of tests) t.reading2.textType = 'portrait';
    expect(validateModelTests(tests)).toContain(
      "reading 2: every test's article is a portrait; use at least two text types",
    );
  });

  it('names a topic used in more than two parts and a name in two roles', () => {
    const tests = all();
    tests[1]!.language2.topics.push('town-festival');
    tests[2]!.language2.topics.push('town-festival');
    tests[1]!.reading1.people.push({ name: 'Frau Vogt', role: 'baker' });
    const problems = validateModelTests(tests).join('\n');
    // Test 1's Sprachbausteine 2 and the two added here, with any later test that carries the tag.
    const parts = tests.flatMap((t) =>
      [
        t.reading1,
        t.reading2,
        t.reading3,
        t.language1,
        t.language2,
        t.listening1,
        t.listening2,
        t.listening3,
        t.writing,
        t.oral,
      ].filter((p) => (p.topics as readonly string[]).includes('town-festival')),
    ).length;
    expect(parts).toBeGreaterThanOrEqual(3);
    expect(problems).toMatch(
      new RegExp(`topic "town-festival" in ${parts} parts \\(test 1, Sprachbausteine 2; .*\\), at most 2`),
    );
    expect(problems).toMatch(
      /name "Vogt" in more than one role: Karin Vogt \(mayor .*\) in test 1, reading 1; Frau Vogt \(baker\) in test 2, reading 1/,
    );
    const renamed = all();
    renamed[2]!.writing.people.push({ name: 'Frau Lorenz', role: 'neighbour' });
    expect(validateModelTests(renamed).join('\n')).toMatch(
      /name "Lorenz" in more than one role: Frau Lorenz \(German teacher .*\) in test 1, oral; Frau Lorenz \(neighbour\) in test 3, writing/,
    );
  });
});

describe('the item-writing rules of one test', () => {
  const base = MODEL_TESTS['1'];
  const problems = (test: ModelTest) => validateModelTest(test, sectionsOf).join('\n');

  it('names reading 2 items that walk the paragraphs one by one', () => {
    const test = copy(base);
    const paragraphs = test.reading2.text.split('\n\n');
    test.reading2.items.forEach((item, i) => (item.evidence = [paragraphs[i + 1]!.slice(0, 30)]));
    const found = problems(test);
    expect(found).toContain(
      'test 1, reading 2, items 6–10: each item has one paragraph, in order (2, 3, 4, 5, 6); spread them',
    );
    expect(found).toContain('test 1, reading 2: 0 item(s) need two paragraphs (none), needs at least 2');
  });

  it('names a reading 3 situation without its near-misses, or with the key as one', () => {
    const test = copy(base);
    const items = test.reading3.items;
    items[0].nearMiss = [];
    const x = items.find((i) => i.key === 'x')!;
    x.nearMiss = x.nearMiss.slice(0, 1);
    items[1].nearMiss = [{ advert: items[1].key as 'a', fails: { de: 'x', en: '' } }];
    const found = problems(test);
    expect(found).toContain('test 1, reading 3, item 11: 0 near-miss advert(s), needs at least 1');
    expect(found).toContain(`test 1, reading 3, item ${x.n}: 1 near-miss advert(s), needs at least 2`);
    expect(found).toContain(`test 1, reading 3, item 12: near-miss "${items[1].key}" is the key`);
    expect(found).toContain(
      `test 1, reading 3, item 12: near-miss "${items[1].key}" does not say which condition fails in both languages`,
    );
  });

  it('names Sprachbausteine 2 when form alone solves most gaps, and formFits without the key', () => {
    const test = copy(base);
    for (const item of test.language2.items) item.formFits = [item.key];
    test.language2.items[0].formFits = ['o'];
    const found = problems(test);
    expect(found).toContain(
      'test 1, Sprachbausteine 2: 0 of 10 gaps have two or more box words of the right form, needs at least 7',
    );
    expect(found).toContain('test 1, Sprachbausteine 2, item 31: formFits does not contain the key "c"');
  });

  it('names absolute words that only distractors use, and accepts them once a key uses one', () => {
    const test = copy(base);
    for (const item of test.reading2.items)
      for (const o of ['a', 'b', 'c'] as const)
        item.options[o] = o === item.key ? 'Das steht im Text.' : 'Das gilt immer.';
    for (const item of [...test.listening1.items, ...test.listening2.items, ...test.listening3.items])
      item.statement = item.key === '+' ? 'Das stimmt.' : 'Das stimmt nie.';
    expect(problems(test)).toMatch(
      /test 1, reading 2 and listening: absolute words \(alle, immer, nur, …\) only in distractors \(item 6 [abc], /,
    );
    test.reading2.items[0].options[test.reading2.items[0].key] = 'Das gilt nur im Sommer.';
    expect(problems(test)).not.toContain('absolute words');
  });

  it('names a topic in two parts of one test, a topic not in the list and a part without people', () => {
    const test = copy(base);
    test.language2.topics = [test.reading1.topics[0]!, 'knitting' as 'cycling'];
    delete (test.reading3 as Partial<typeof test.reading3>).people;
    const found = problems(test);
    expect(found).toContain(
      `test 1: topic "${test.reading1.topics[0]}" in two parts (reading 1, Sprachbausteine 2)`,
    );
    expect(found).toContain('test 1, Sprachbausteine 2: topic "knitting" is not in the list (topics.ts)');
    expect(found).toContain('test 1, reading 3: no people list');
  });

  it('checks the writing task and the oral sheets like every other part, even without the fields', () => {
    const test = copy(base);
    test.oral.topics = [test.language2.topics[0]!];
    delete (test.writing as Partial<typeof test.writing>).topics;
    delete (test.writing as Partial<typeof test.writing>).people;
    const found = problems(test);
    expect(found).toContain(
      `test 1: topic "${test.language2.topics[0]}" in two parts (Sprachbausteine 2, oral)`,
    );
    expect(found).toContain('test 1, writing: no topics');
    expect(found).toContain('test 1, writing: no people list');
  });
});

describe('the content brief', () => {
  const brief = readFileSync('docs/content-brief.md', 'utf8');

  it('lists every topic tag the validator accepts', () => {
    for (const topic of TOPICS) expect(brief, topic).toContain(`\`${topic}\``);
  });

  it('defines every trap with two examples', () => {
    for (const trap of Object.keys(TRAPS)) {
      const row = brief.split('\n').find((line) => line.startsWith(`| \`${trap}\``));
      expect(row, trap).toBeDefined();
      expect(row, trap).toMatch(/\| 1\) .+ 2\) .+\|$/);
    }
  });
});

describe('listening self-corrections and key patterns', () => {
  it('lets no listening key string or item key repeat in the same place in every test', () => {
    expect(listeningKeyPatternProblems(Object.values(MODEL_TESTS))).toEqual([]);
  });

  /** Gives a listening 3 item a self-correction in its deciding line (its first evidence quote). */
  const correct = (item: ModelTest['listening3']['items'][number], corrected: string) => {
    const line = item.recording.lines.find((l) => l.text.includes(item.evidence[0]!))!;
    line.text = line.text.replace(item.evidence[0]!, corrected);
    item.evidence = [corrected];
  };

  it('names a second item decided by a self-correction in one test', () => {
    const test = copy(MODEL_TESTS['3']);
    // Items 56 and 57 each get a self-correction in their deciding line and the mark.
    const [first, second] = test.listening3.items;
    correct(first, 'Die Fahrt dauert zwanzig, nein, Moment, dreißig Minuten länger.');
    correct(second, 'Wir legen es bis zum zwölften, nein, Entschuldigung, bis zum elften zurück.');
    first.decidedBy = 'self-correction';
    second.decidedBy = 'self-correction';
    const problems = selfCorrectionProblems(test);
    expect(problems).toContain(
      'listening: items 56, 57 are decided by a self-correction, at most one per test',
    );
    expect(validateModelTest(test, sectionsOf)).toContain(problems[0]);
  });

  it('names an item decided by a correction that does not carry the mark, and a mark without a correction', () => {
    const test = copy(MODEL_TESTS['3']);
    const [, unmarked] = test.listening3.items;
    correct(unmarked, 'Wir legen es bis zum zwölften, nein, Entschuldigung, bis zum elften zurück.');
    delete unmarked.decidedBy;
    test.listening1.items[0].decidedBy = 'self-correction';
    const problems = selfCorrectionProblems(test);
    expect(problems).toContain(
      `item ${unmarked.n}: its passage holds a self-correction, mark it decidedBy: 'self-correction'`,
    );
    expect(problems).toContain('item 41: marked as decided by a self-correction, but its passage holds none');
  });

  it('names a listening key string shared by two tests and an item keyed alike in every test', () => {
    const tests = Object.values(MODEL_TESTS).map(copy);
    const [one, two] = tests as [ModelTest, ModelTest];
    two.listening3.items.forEach((item, i) => (item.key = one.listening3.items[i]!.key));
    for (const other of tests.slice(1)) other.listening1.items[0].key = one.listening1.items[0].key;
    const problems = listeningKeyPatternProblems(tests);
    expect(problems).toContain(
      `listening 3: tests 1 and 2 have the same keys (${one.listening3.items.map((i) => i.key).join('')})`,
    );
    expect(problems).toContain(`item 41: keyed ${one.listening1.items[0].key} in every test`);
  });
});
