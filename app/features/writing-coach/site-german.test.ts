import { describe, expect, it } from 'vitest';
import { plainGerman } from '~/content/drill-prompts';
import { modelTestGerman, sheetGerman } from '~/content/german-material';
import { MODEL_TESTS } from '~/content/model-tests/index.server';
import { SHEETS } from '~/content/sheets/index.server';
import { findMistakes } from './analyse';
import type { CoachTask } from './report';
import { splitLines, splitSentences, type Sentence } from './text';

// The first measure of the mistake rules: run all of them over every German sentence the site
// teaches. Each alarm there is a false alarm (the site's German is correct), so there must be none.
// The rules run as for a Sie letter, where every rule is on (sie-lowercase only runs there).

const SIE: CoachTask = { points: [], register: 'Sie', asksQuestion: false };

function sentencesOf(texts: readonly string[]): Sentence[] {
  return texts.flatMap((text) => splitLines(plainGerman(text)).flatMap((line) => splitSentences(line.text)));
}

function alarms(sentences: readonly Sentence[]): string[] {
  return sentences.flatMap((s) =>
    findMistakes(s, SIE).map(
      (m) => `${m.rule}: «${s.text.slice(m.place.start - s.start, m.place.end - s.start)}» in «${s.text}»`,
    ),
  );
}

/** The German explanations of a sheet (its `de` texts), quoted German (`[[…]]`) left out: it may quote a mistake. */
function explanations(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => explanations(v, found));
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'de' && typeof inner === 'string') found.push(inner.replace(/\[\[[^\]]*\]\]/g, '…'));
      else explanations(inner, found);
    }
  return found;
}

const taught = sentencesOf(
  Object.values(SHEETS).flatMap((sheet) => sheetGerman(sheet, { correctOnly: true })),
);
const tests = sentencesOf(Object.values(MODEL_TESTS).flatMap(modelTestGerman));
const explained = sentencesOf(Object.values(SHEETS).flatMap((sheet) => explanations(sheet)));

describe('the mistake rules on the German the site teaches', () => {
  it('read thousands of sentences (the measure means something)', () => {
    expect(taught.length).toBeGreaterThan(2500);
    expect(tests.length).toBeGreaterThan(700);
    expect(explained.length).toBeGreaterThan(2500);
  });

  it('raise no false alarm on the sheets’ phrases, dialogues, example texts, tasks and model answers', () => {
    // One dialogue line says a mistake aloud on purpose and corrects it (grammar-application-patterns,
    // self-correction): the rule is right to mark it, and it is the only alarm.
    expect(alarms(taught)).toEqual([
      'perfect-sein-movement: «habe ich mit meiner Familie dorthin gefahren» in «Letzten Sommer habe ich mit meiner Familie dorthin gefahren – nein, ich bin dorthin gefahren.»',
    ]);
  });

  it('raise no false alarm on the model tests’ texts, gap texts (keys filled in), scripts and e-mails', () => {
    expect(alarms(tests)).toEqual([]);
  });

  it('raise no false alarm on the sheets’ German explanations', () => {
    expect(alarms(explained)).toEqual([]);
  });
});
