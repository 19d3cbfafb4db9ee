import type { Block, ModelAnswerBlock, Section, WritingTaskBlock } from './sheet-view';
import type { Grade, LetterRegister } from './sheet-schema';

/**
 * What the writing trainer needs of one writing task, in the page's language: the task and, where the
 * sheet gives one, its model answer. The sheet route's loader derives it at build time, so the trainer
 * gets these few lines as page data and the sheet's text stays out of the JavaScript bundle.
 */
export interface WritingPractice {
  task: {
    title: string;
    /** The situation and the e-mail received, in German, line by line. */
    text: string[];
    /** What to write (a model test's task sheet has one): German with its translation. */
    instruction?: { german: string; translation: string };
    /** The four guiding points, German with their translation and the writing coach's cues. */
    points: { german: string; translation: string; cues: readonly string[] }[];
    /** The register the letter asks for, and whether it should ask a question (the coach's task). */
    register: LetterRegister;
    asksQuestion: boolean;
  };
  /** The task's model answer; absent when the sheet gives none for it (a sheet's practice task). */
  model?: {
    title: string;
    /** The model e-mail in German, line by line. */
    lines: string[];
    /** Its grades in marking order (task, communication, accuracy). */
    grades: Grade[];
  };
}

const isTask = (block: Block): block is WritingTaskBlock => block.type === 'writingTask';
const isModel = (block: Block): block is ModelAnswerBlock => block.type === 'modelAnswer';

/**
 * The tasks the trainer practises, in the sheet's order: every writing task of a sheet that teaches
 * the e-mail (it has a model answer); none elsewhere (a sheet that only shows a task as an example).
 */
export function practisedTasks(sections: readonly Section[]): WritingTaskBlock[] {
  const blocks = sections.flatMap((s) => s.blocks);
  return blocks.some(isModel) ? blocks.filter(isTask) : [];
}

/** A task's model answer: the first answer after it and before the next task (it answers the task above it). */
function modelOf(blocks: readonly Block[], task: WritingTaskBlock): ModelAnswerBlock | undefined {
  const after = blocks.slice(blocks.indexOf(task) + 1);
  const next = after.findIndex(isTask);
  return (next === -1 ? after : after.slice(0, next)).find(isModel);
}

/** The trainer's data for each task it practises on a sheet (`practisedTasks`), in order; none elsewhere. */
export function writingPractices(sections: readonly Section[]): WritingPractice[] {
  const blocks = sections.flatMap((s) => s.blocks);
  return practisedTasks(sections).map((task) => {
    const model = modelOf(blocks, task);
    return {
      task: {
        title: task.title,
        text: task.text.map((line) => line.german),
        points: task.points.map(({ german, translation, cues }) => ({ german, translation, cues })),
        register: task.register,
        asksQuestion: task.asksQuestion,
      },
      ...(model && {
        model: {
          title: model.title,
          lines: model.lines.map((line) => line.german),
          grades: model.marking.map((m) => m.grade),
        },
      }),
    };
  });
}
