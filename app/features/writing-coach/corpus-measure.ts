import { MODEL_TESTS } from '~/content/model-tests/index.server';
import type { ModelTestId } from '~/content/model-tests/parts';
import { SHEETS } from '~/content/sheets/index.server';
import { analyseLetter } from './analyse';
import { letters as mt1 } from './corpus/model-test-1';
import { letters as mt2 } from './corpus/model-test-2';
import { letters as mt3 } from './corpus/model-test-3';
import { letters as mt4 } from './corpus/model-test-4';
import { letters as mt5 } from './corpus/model-test-5';
import { letters as mt6 } from './corpus/model-test-6';
import type { CorpusLetter } from './corpus/types';
import { letters as apology1 } from './corpus/writing-task-apology-1';
import { letters as apology2 } from './corpus/writing-task-apology-2';
import { letters as complaint1 } from './corpus/writing-task-complaint-1';
import { letters as complaint2 } from './corpus/writing-task-complaint-2';
import { letters as congratulations1 } from './corpus/writing-task-congratulations-1';
import { letters as congratulations2 } from './corpus/writing-task-congratulations-2';
import { letters as request1 } from './corpus/writing-task-information-request-1';
import { letters as request2 } from './corpus/writing-task-information-request-2';
import { letters as invitation1 } from './corpus/writing-task-invitation-1';
import { letters as invitation2 } from './corpus/writing-task-invitation-2';
import type { CoachReport, CoachTask, TextRange } from './report';

/**
 * The coach measured on the corpus (`corpus/`): letters written and annotated by a second reader
 * who did not write the cue sets. Build-time only (tests): it reads the sheets and model tests.
 */
export const CORPUS: readonly CorpusLetter[] = [
  ...complaint1,
  ...complaint2,
  ...invitation1,
  ...invitation2,
  ...apology1,
  ...apology2,
  ...request1,
  ...request2,
  ...congratulations1,
  ...congratulations2,
  ...mt1,
  ...mt2,
  ...mt3,
  ...mt4,
  ...mt5,
  ...mt6,
];

/** The coach's task for a corpus task id: `<sheet route>:<n>` (its n-th writing task) or `model-test-<n>`. */
export function corpusTask(id: string): CoachTask {
  const test = /^model-test-(\d)$/.exec(id)?.[1];
  if (test) return MODEL_TESTS[test as ModelTestId].writing;
  const [route, n] = id.split(':');
  const tasks = (SHEETS[route!]?.sections ?? [])
    .flatMap((s) => s.blocks)
    .filter((b) => b.type === 'writingTask');
  const task = tasks[Number(n) - 1];
  if (!task) throw new Error(`No writing task ${id}`);
  return task;
}

const overlaps = (a: TextRange, b: TextRange) => a.start < b.end && b.start < a.end;

/** Where the coach marks a rule in a report (a mistake rule, or a form finding such as du-sie-mixed). */
function marked(report: CoachReport): { rule: string; place: TextRange }[] {
  return [
    ...report.mistakes.map((m) => ({ rule: m.rule, place: m.place })),
    ...report.form.flatMap((f) => f.places.map((place) => ({ rule: f.id, place }))),
  ];
}

interface LetterResult {
  letter: CorpusLetter;
  report: CoachReport;
  /** Per point: the coach's finding equals the reader's annotation. */
  agrees: boolean[];
  /** Planted mistakes, each with whether the coach marked it with its rule. */
  planted: { rule: string; fragment: string; found: boolean }[];
  /** The coach's mistake findings that touch no annotated mistake: false alarms. */
  falseAlarms: { rule: string; text: string }[];
}

/** Runs the coach on one corpus letter and compares it with the annotation. */
function measureLetter(letter: CorpusLetter): LetterResult {
  const task = corpusTask(letter.task);
  const report = analyseLetter(letter.text, task);
  const agrees = report.points.map((p, i) => p.found === letter.points[i]);
  const fragments = letter.mistakes.map((m) => {
    const start = letter.text.indexOf(m.fragment);
    if (start < 0) throw new Error(`${letter.id}: fragment not in the text: ${m.fragment}`);
    return { ...m, range: { start, end: start + m.fragment.length } };
  });
  const marks = marked(report);
  const planted = fragments.map((f) => ({
    rule: f.rule,
    fragment: f.fragment,
    found: marks.some((m) => m.rule === f.rule && overlaps(m.place, f.range)),
  }));
  const falseAlarms = report.mistakes
    .filter((m) => !fragments.some((f) => overlaps(m.place, f.range)))
    .map((m) => ({ rule: m.rule, text: letter.text.slice(m.place.start, m.place.end) }));
  return { letter, report, agrees, planted, falseAlarms };
}

export interface CorpusFigures {
  letters: number;
  /** Per point index (1–4): share of letters where the coach agrees with the reader. */
  agreementByIndex: number[];
  /** Per task and point: agreement (share of the task's letters). */
  agreementByPoint: { task: string; point: number; agreement: number }[];
  agreementOverall: number;
  /** The letters the agreement is measured on (not those of replaced tasks). */
  pointLetters: number;
  /** Per rule: planted, found. */
  recall: Record<string, { planted: number; found: number }>;
  falseAlarms: { letter: string; rule: string; text: string }[];
  mistakeFindings: number;
}

export function measureCorpus(corpus: readonly CorpusLetter[] = CORPUS): CorpusFigures {
  const results = corpus.map(measureLetter);
  const pointed = results;
  const agreementByIndex = [0, 1, 2, 3].map(
    (i) => pointed.filter((r) => r.agrees[i]).length / pointed.length,
  );
  const tasks = [...new Set(pointed.map((r) => r.letter.task))];
  const agreementByPoint = tasks.flatMap((task) => {
    const mine = pointed.filter((r) => r.letter.task === task);
    return [0, 1, 2, 3].map((i) => ({
      task,
      point: i + 1,
      agreement: mine.filter((r) => r.agrees[i]).length / mine.length,
    }));
  });
  const recall: CorpusFigures['recall'] = {};
  for (const p of results.flatMap((r) => r.planted)) {
    const entry = (recall[p.rule] ??= { planted: 0, found: 0 });
    entry.planted++;
    if (p.found) entry.found++;
  }
  return {
    letters: results.length,
    agreementByIndex,
    agreementByPoint,
    agreementOverall: pointed.flatMap((r) => r.agrees).filter(Boolean).length / (pointed.length * 4),
    pointLetters: pointed.length,
    recall,
    falseAlarms: results.flatMap((r) => r.falseAlarms.map((f) => ({ letter: r.letter.id, ...f }))),
    mistakeFindings: results.reduce((n, r) => n + r.report.mistakes.length, 0),
  };
}
