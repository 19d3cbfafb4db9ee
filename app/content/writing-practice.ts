import type { Block, ModelAnswerBlock, Section, WritingTaskBlock } from './sheet-view';
import type { Grade, LetterRegister } from './sheet-schema';

/**
 * What the writing trainer needs of a sheet, in the page's language: the sheet's first task and
 * its first model answer. The sheet route's loader derives it at build time, so the trainer gets
 * these few lines as page data and the sheet's text stays out of the JavaScript bundle.
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
  model: {
    title: string;
    /** The model e-mail in German, line by line. */
    lines: string[];
    /** Its grades in marking order (task, communication, accuracy). */
    grades: Grade[];
  };
}

const isTask = (block: Block): block is WritingTaskBlock => block.type === 'writingTask';
const isModel = (block: Block): block is ModelAnswerBlock => block.type === 'modelAnswer';

/** The task the trainer practises: the sheet's first, and only when a model answer exists too. */
export function practisedTask(sections: readonly Section[]): WritingTaskBlock | undefined {
  const blocks = sections.flatMap((s) => s.blocks);
  return blocks.some(isModel) ? blocks.find(isTask) : undefined;
}

/** The trainer's data for a sheet, or null for a sheet without a writing task and model answer. */
export function writingPractice(sections: readonly Section[]): WritingPractice | null {
  const task = practisedTask(sections);
  const model = sections.flatMap((s) => s.blocks).find(isModel);
  if (!task || !model) return null;
  return {
    task: {
      title: task.title,
      text: task.text.map((line) => line.german),
      points: task.points.map(({ german, translation, cues }) => ({ german, translation, cues })),
      register: task.register,
      asksQuestion: task.asksQuestion,
    },
    model: {
      title: model.title,
      lines: model.lines.map((line) => line.german),
      grades: model.marking.map((m) => m.grade),
    },
  };
}
