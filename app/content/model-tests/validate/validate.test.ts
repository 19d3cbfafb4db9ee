import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHEETS } from '../../sheets/index.server';
import { MODEL_TESTS } from '../index.server';
import { MODEL_TEST_IDS } from '../parts';
import type { ModelTest } from '../schema';
import { TOPICS } from '../topics';
import { TRAPS } from '../traps';
import {
  listeningKeyPatternProblems,
  oralSoloProblems,
  selfCorrectionProblems,
  validateModelTest,
  validateModelTests,
  type SectionsOf,
} from './index';

const sectionsOf: SectionsOf = (sheet) =>
  (SHEETS as Record<string, { sections: { id: string }[] } | undefined>)[sheet]?.sections.map((s) => s.id);

/** A deep copy of a real test to break one rule at a time. */
const copy = (test: ModelTest): ModelTest => structuredClone(test);

describe('every model test', () => {
  it('is listed once under its own id, in the order of the URLs', () => {
    expect(Object.keys(MODEL_TESTS)).toEqual([...MODEL_TEST_IDS]);
    for (const [id, test] of Object.entries(MODEL_TESTS)) expect(test.id).toBe(id);
  });

  it.each(MODEL_TEST_IDS)('test %s keeps every rule of the format, the keys and the explanations', (id) => {
    expect(validateModelTest(MODEL_TESTS[id], sectionsOf)).toEqual([]);
  });

  it('answers x in reading 3 not always exactly once across the tests', () => {
    const xs = Object.values(MODEL_TESTS).map((t) => t.reading3.items.filter((i) => i.key === 'x').length);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(1);
    expect(new Set(xs).size).toBeGreaterThan(1);
  });

  it('does not repeat a text within a part across the tests', () => {
    const tests = Object.values(MODEL_TESTS);
    expect(new Set(tests.map((t) => t.reading2.title)).size).toBe(tests.length);
    expect(new Set(tests.flatMap((t) => Object.values(t.reading1.headlines))).size).toBe(tests.length * 10);
    expect(new Set(tests.flatMap((t) => Object.values(t.reading3.adverts).map((a) => a.title))).size).toBe(
      tests.length * 12,
    );
    expect(new Set(tests.map((t) => t.listening2.context)).size).toBe(tests.length);
    expect(new Set(tests.map((t) => t.listening1.context)).size).toBe(tests.length);
  });

  it('keys about as many listening statements true as false in each test (8 to 12 of 20 are +)', () => {
    for (const test of Object.values(MODEL_TESTS)) {
      const items = [...test.listening1.items, ...test.listening2.items, ...test.listening3.items];
      const plus = items.filter((i) => i.key === '+').length;
      expect(plus, `test ${test.id}`).toBeGreaterThanOrEqual(8);
      expect(plus, `test ${test.id}`).toBeLessThanOrEqual(12);
    }
  });
});

describe('the validator', () => {
  const base = MODEL_TESTS['1'];

  it('names the item whose key is used twice or is no option', () => {
    const test = copy(base);
    test.reading1.items[1].key = test.reading1.items[0].key;
    test.language1.items[3].key = 'd' as 'a';
    const problems = validateModelTest(test, sectionsOf);
    expect(problems.join('\n')).toMatch(/reading 1: ".*" is the key of more than one item/);
    expect(problems.join('\n')).toContain('item 24: key "d" is not an option');
  });

  it('wants at least one x in reading 3', () => {
    const test = copy(base);
    for (const [i, item] of test.reading3.items.entries())
      if (item.key === 'x')
        item.key = (['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'] as const)[i]!;
    expect(validateModelTest(test, sectionsOf)).toContain('reading 3: no situation is answered x');
  });

  it('names a missing explanation, a missing language and a key explained as a trap', () => {
    const test = copy(base);
    const item8 = test.reading2.items[2];
    const notKey = (['a', 'b', 'c'] as const).find((o) => o !== item8.key)!;
    delete (item8.why as Partial<typeof item8.why>)[notKey];
    test.language1.items[0].why.a = { ...test.language1.items[0].why.a, en: '' };
    const key = test.reading3.items[4].key;
    test.reading3.items[4].why[key] = { trap: 'same-word', de: 'x', en: 'y' };
    const problems = validateModelTest(test, sectionsOf).join('\n');
    expect(problems).toContain(`item 8, option ${notKey}: no explanation`);
    expect(problems).toContain('item 21, option a: English explanation missing');
    expect(problems).toContain(`item 15, option ${key}: the key's explanation must have the trap "key"`);
  });

  it('names a box word without a note, evidence not in the text and a sheet link that does not resolve', () => {
    const test = copy(base);
    delete (test.language2.optionNotes as Partial<typeof test.language2.optionNotes>).o;
    test.reading1.items[0].evidence = ['Dieser Satz steht in keinem Text.'];
    test.language2.items[2].teaches = { sheet: 'language-elements-patterns', section: 'no-such-section' };
    const problems = validateModelTest(test, sectionsOf).join('\n');
    expect(problems).toContain('Sprachbausteine 2, note on "o": no explanation');
    expect(problems).toContain('item 1: evidence not found in the text: "Dieser Satz steht in keinem Text."');
    expect(problems).toContain('item 33: no section "no-such-section" on language-elements-patterns');
  });

  it('names gaps out of order and items numbered wrong', () => {
    const test = copy(base);
    test.language1.text = test.language1.text.replace('{22}', '{99}');
    test.reading2.items[0].n = 7 as 6;
    const problems = validateModelTest(test, sectionsOf).join('\n');
    expect(problems).toMatch(/Sprachbausteine 1: gaps .*99.*, needs 21, 22/);
    expect(problems).toContain('reading 2: item 6 is numbered 7');
  });

  it('names a digit in a script, an unknown speaker, statements out of the order of the conversation and one sign throughout', () => {
    const test = copy(base);
    test.listening1.items[0].recording.lines[0]!.text += ' Um 12 Uhr.';
    test.listening3.items[1].recording.lines[0]!.who = 'nobody';
    const [first, second] = test.listening2.items;
    [first.evidence, second.evidence] = [second.evidence, first.evidence];
    for (const item of test.listening3.items) item.key = '+';
    const problems = validateModelTest(test, sectionsOf).join('\n');
    expect(problems).toMatch(/item 41: a digit in ".*" \(write numbers as said\)/);
    expect(problems).toContain('item 57: unknown speaker "nobody"');
    expect(problems).toContain("item 47: its passage comes before the previous item's");
    expect(problems).toContain('listening 3: every statement has the same key');
  });
});

describe('the printed order of the options', () => {
  it('names headlines or adverts not written in letter order', () => {
    const test = copy(MODEL_TESTS['2']);
    const { a, b, ...rest } = test.reading1.headlines;
    test.reading1.headlines = { b, a, ...rest };
    const { c, d, ...others } = test.reading3.adverts;
    test.reading3.adverts = { d, c, ...others };
    const problems = validateModelTest(test, sectionsOf);
    expect(problems).toContain('reading 1: the headlines are not in the order a, b, c, d, e, f, g, h, i, j');
    expect(problems).toContainEqual(
      expect.stringMatching(/^reading 3: the adverts are not in the order a, b, c, d/),
    );
  });
});

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

describe('the solo rehearsal’s lines', () => {
  it('name each part and its time as the exam facts do, and break no rule in any test', () => {
    for (const test of Object.values(MODEL_TESTS)) expect(oralSoloProblems(test)).toEqual([]);
  });

  it('name an examiner line with the wrong part name or time, and a missing English', () => {
    const test = copy(MODEL_TESTS['1']);
    test.oral.solo.examiner.part2.german = test.oral.solo.examiner.part2.german
      .replace('Über ein Thema sprechen', 'Bildbeschreibung')
      .replace('etwa sechs Minuten', 'etwa zehn Minuten');
    test.oral.solo.examiner.part3.translation = '';
    expect(oralSoloProblems(test)).toEqual([
      'test 1, oral solo, examiner part 3: English missing',
      'test 1, oral solo, examiner part 2: does not name the part "Über ein Thema sprechen"',
      'test 1, oral solo, examiner part 2: does not say "etwa sechs Minuten"',
      'test 1, oral solo, examiner part 2: names another time, "zehn Minuten"',
      'test 1, oral solo, examiner part 3: the English does not name "Planning something together"',
      'test 1, oral solo, examiner part 3: the English does not say "about six minutes"',
    ]);
  });

  it('mark only phrases that the linked section of the functional-language sheet teaches', () => {
    const sheet = (SHEETS as Record<string, { sections: { id: string }[] }>)['functional-language']!;
    for (const test of Object.values(MODEL_TESTS))
      for (const lines of test.oral.solo.model)
        for (const line of lines)
          for (const phrase of line.phrases ?? []) {
            const section = JSON.stringify(sheet.sections.find((s) => s.id === phrase.section));
            expect(section.toLowerCase(), phrase.text).toContain(phrase.text.toLowerCase());
          }
  });

  it('name a model conversation line without its phrase, a short part and a wrong start of part 2', () => {
    const test = copy(MODEL_TESTS['3']);
    const [part1, part2] = test.oral.solo.model;
    part1[5]!.phrases = [{ text: 'Wie geht es', section: 'asking-suggesting' }];
    part2.splice(0, 1);
    expect(oralSoloProblems(test)).toEqual([
      'test 3, oral model, part 1, line 6: phrase "Wie geht es" is not in the line',
      'test 3, oral model, part 2: A does not begin by presenting text A (Dominik)',
    ]);
  });

  it('name part 1 without a follow-up, a long view of text B, and proposals that ask her nothing', () => {
    const test = copy(MODEL_TESTS['2']);
    const solo = test.oral.solo;
    solo.part1.questions = solo.part1.questions.map((q) => ({ ask: q.ask }));
    solo.part2.view.german += ' Das ist alles. Mehr weiß ich nicht. Wirklich nicht.';
    solo.part3.proposals = [{ german: 'Wir gehen zur Bank.', translation: 'We go to the bank.' }];
    expect(oralSoloProblems(test)).toEqual([
      'test 2, oral solo, part 1: no question has a follow-up',
      'test 2, oral solo, part 2 view: 7 sentences, needs 3 to 5',
      'test 2, oral solo, part 3: 1 proposal(s), needs at least 2',
      'test 2, oral solo, part 3 proposal 1: does not end with a question to her',
    ]);
  });
});
