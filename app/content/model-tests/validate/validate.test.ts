import { describe, expect, it } from 'vitest';
import { SHEETS } from '../../sheets/index.server';
import { MODEL_TESTS } from '../index.server';
import { MODEL_TEST_IDS } from '../parts';
import type { ModelTest } from '../schema';
import { oralSoloProblems, validateModelTest, type SectionsOf } from './index';

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
