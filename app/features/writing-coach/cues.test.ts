import { describe, expect, it } from 'vitest';
import { MODEL_TESTS } from '~/content/model-tests/index.server';
import type { GuidingPointText, LetterRegister, ModelAnswerBlock } from '~/content/sheet-schema';
import { SHEETS } from '~/content/sheets/index.server';
import { analyseLetter } from './analyse';
import { cueMatches } from './points';
import type { CoachTask } from './report';
import { splitSentences } from './text';

// The cue sets of the writing tasks (content), checked against the model answers the site shows:
// every line a model answer marks with a guiding point is found by that point's cues, and no
// model answer is told that a point it handles is missing.

interface Task {
  where: string;
  points: readonly GuidingPointText[];
  register: LetterRegister;
  asksQuestion: boolean;
}

interface Answer {
  where: string;
  task: Task;
  lines: readonly { german: string; points?: readonly number[] }[];
  /** The answer is marked A on task completion: all four points are handled. */
  complete: boolean;
}

const coachTask = (task: Task): CoachTask => ({
  points: task.points.map(({ german, translation, cues }) => ({ german, translation, cues })),
  register: task.register,
  asksQuestion: task.asksQuestion,
});

const tasks: Task[] = [];
const answers: Answer[] = [];
for (const [route, sheet] of Object.entries(SHEETS)) {
  // A model answer answers the task before it on the sheet (in its section or an earlier one).
  let task: Task | undefined;
  for (const section of sheet.sections)
    for (const block of section.blocks) {
      if (block.type === 'writingTask') {
        task = { where: `${route}#${section.id}`, ...block };
        tasks.push(task);
      }
      if (block.type === 'modelAnswer') {
        if (!task) throw new Error(`${route}#${section.id}: a model answer without a task`);
        answers.push(modelAnswer(`${route}#${section.id}`, task, block));
      }
    }
}
for (const [id, test] of Object.entries(MODEL_TESTS)) {
  const task: Task = { where: `model test ${id}`, ...test.writing };
  tasks.push(task);
  answers.push({
    where: `model test ${id}`,
    task,
    lines: test.writing.model.lines.map((german) => ({ german })),
    complete: test.writing.model.grades[0] === 'A',
  });
}

function modelAnswer(where: string, task: Task, block: ModelAnswerBlock): Answer {
  const title = block.title.same ?? block.title.de;
  return {
    where: `${where} (${title})`,
    task,
    lines: block.lines,
    complete: block.marking.task.grade === 'A',
  };
}

/** The points the lines of an answer are marked with. */
const marked = (answer: Answer) => new Set(answer.lines.flatMap((l) => l.points ?? []));

describe('the cue sets of the writing tasks', () => {
  it('cover every writing task: the five writing sheets (two tasks each), the example, every model test', () => {
    const modelTests = Object.keys(MODEL_TESTS).length;
    expect(tasks.length).toBe(11 + modelTests);
    expect(answers.filter((a) => a.complete).length).toBe(5 + modelTests);
  });

  it.each(tasks.map((t) => [t.where, t] as const))(
    '%s: every point has cues, each well formed',
    (_, task) => {
      for (const point of task.points) {
        expect(point.cues.length, point.german).toBeGreaterThan(2);
        for (const cue of point.cues)
          for (const word of cue.split(/\s+/))
            expect(word, `${point.german}: ${cue}`).toMatch(/^(…|\*?[\p{Ll}0-9-]+\*?)$/u);
      }
    },
  );

  it.each(answers.map((a) => [a.where, a] as const))(
    '%s: each line marked with a point is found by its cues',
    (_, answer) => {
      const missed = answer.lines.flatMap((line) =>
        (line.points ?? [])
          .filter((n) => {
            const cues = answer.task.points[n - 1]!.cues;
            return !splitSentences(line.german).some((s) =>
              cues.some((cue) =>
                cueMatches(
                  cue,
                  s.words.map((w) => w.lower),
                ),
              ),
            );
          })
          .map((n) => `point ${n}: ${line.german}`),
      );
      expect(missed).toEqual([]);
    },
  );

  it.each(answers.map((a) => [a.where, a] as const))(
    '%s: the coach finds the points the answer handles, and says which are missing',
    (_, answer) => {
      const report = analyseLetter(answer.lines.map((l) => l.german).join('\n'), coachTask(answer.task));
      const found = report.points.flatMap((p, i) => (p.found ? [i + 1] : []));
      if (answer.complete) expect(found).toEqual([1, 2, 3, 4]);
      else expect(found).toEqual([...marked(answer)].sort());
    },
  );
});
