import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import type { ModelAnswerBlock, Sheet } from './sheet-schema';
import { SHEETS } from './sheets/index.server';
import { taskGrade, wordCount } from './writing-score';

// The writing sheets teach the exam's one e-mail: each must hold the task in its real format, a
// model answer with its marking and a weaker version to compare (issue "Content II").

const writingRoutes = CATALOGUE.map((e) => e.route).filter((route) => route.startsWith('writing-task-'));
const written = writingRoutes.flatMap((route) => (SHEETS[route] ? [[route, SHEETS[route]] as const] : []));

function blocksOf<T extends Sheet['sections'][number]['blocks'][number]['type']>(sheet: Sheet, type: T) {
  return sheet.sections
    .flatMap((s) => s.blocks)
    .filter((b): b is Extract<typeof b, { type: T }> => b.type === type);
}

const handled = (answer: ModelAnswerBlock) => new Set(answer.lines.flatMap((l) => l.points ?? [])).size;

it('has five writing sheets in the catalogue', () => {
  expect(writingRoutes).toHaveLength(5);
});

describe.each(written)('%s', (_, sheet) => {
  const answers = blocksOf(sheet, 'modelAnswer');

  it('sets a task in the exam format: an e-mail to answer and four guiding points', () => {
    const [task] = blocksOf(sheet, 'writingTask');
    expect(task).toBeDefined();
    expect(task!.points).toHaveLength(4);
    expect(task!.text.length).toBeGreaterThan(1);
  });

  it('answers it with a model that handles all four points in about 100 to 150 words, marked A', () => {
    const model = answers[0]!;
    expect(handled(model)).toBe(4);
    const words = wordCount(model.lines.map((l) => l.german));
    expect(words).toBeGreaterThanOrEqual(100);
    expect(words).toBeLessThanOrEqual(150);
    expect(Object.values(model.marking).map((m) => m.grade)).toEqual(['A', 'A', 'A']);
  });

  it('compares it with a weaker version that scores lower, and says why', () => {
    const weaker = answers.slice(1);
    expect(weaker.length).toBeGreaterThan(0);
    for (const answer of weaker)
      expect(Object.values(answer.marking).some((m) => m.grade !== 'A')).toBe(true);
  });
});

describe('every marked answer on any sheet', () => {
  const all = Object.entries(SHEETS).flatMap(([route, sheet]) =>
    blocksOf(sheet, 'modelAnswer').map((answer) => [route, answer] as const),
  );
  it('includes a model and a weaker answer per writing sheet', () => {
    expect(all.length).toBeGreaterThanOrEqual(written.length * 2);
  });
  it.each(all)(
    '%s: its Aufgabenbewältigung grade follows from the guiding points it handles',
    (_, answer) => {
      expect(answer.marking.task.grade).toBe(taskGrade(handled(answer)));
    },
  );
  it.each(all)('%s: opens with a greeting that handles no guiding point', (_, answer) => {
    expect(answer.lines[0]?.points ?? []).toEqual([]);
    expect(answer.lines[0]?.german).toMatch(/^(Liebe|Lieber|Hallo|Sehr geehrte|Guten Tag)/);
  });
});
