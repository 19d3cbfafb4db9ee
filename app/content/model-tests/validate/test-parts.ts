import { ABC, ADVERT_LETTERS, BOX_LETTERS, HEADLINE_LETTERS, PLUS_MINUS, type ModelTest } from '../schema';
import { MODEL_TEST_PARTS } from '../parts';
import {
  type SectionsOf,
  type AnyItem,
  itemProblems,
  numbering,
  usedOnce,
  gaps,
  notes,
  inOrder,
  nonEmpty,
} from './format';
import { recordingProblems, script, bothSigns, selfCorrectionProblems } from './listening';
import { itemWritingProblems } from './item-writing';
import { oralSoloProblems, modelPhraseLinkProblems } from './oral';

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
