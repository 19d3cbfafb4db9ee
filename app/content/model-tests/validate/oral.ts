import type { ModelTest, Translated } from '../schema';
import type { SectionsOf } from './format';

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
export function modelPhraseLinkProblems(test: ModelTest, sectionsOf: SectionsOf): string[] {
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
