import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import { projectSheet } from './project-sheet';
import type { Section, WritingTaskBlock } from './sheet-view';
import { SHEETS } from './sheets/index.server';
import { practisedTasks, writingPractices } from './writing-practice';

// What the writing trainer gets of a sheet (build time): every writing task, each with its own
// model answer where the sheet gives one.

const sectionsOf = (route: string) => projectSheet(SHEETS[route]!, 'de').sections;
const tasksOf = (route: string) =>
  sectionsOf(route)
    .flatMap((s) => s.blocks)
    .filter((b): b is WritingTaskBlock => b.type === 'writingTask');

describe('the writing practice of a sheet', () => {
  const writing = CATALOGUE.map((e) => e.route).filter((route) => route.startsWith('writing-task-'));

  it('covers the five writing sheets', () => {
    expect(writing).toHaveLength(5);
  });

  it.each(writing)(
    '%s: every writing task, in order, with its text, four points, cues and register',
    (route) => {
      const practices = writingPractices(sectionsOf(route));
      const tasks = tasksOf(route);
      // The sample task and the practice task.
      expect(tasks).toHaveLength(2);
      expect(practices).toHaveLength(tasks.length);
      practices.forEach((practice, i) => {
        const task = tasks[i]!;
        expect(practice.task.title).toBe(task.title);
        expect(practice.task.text).toEqual(task.text.map((l) => l.german));
        expect(practice.task.points).toHaveLength(4);
        expect(practice.task.points.map((p) => p.cues)).toEqual(task.points.map((p) => p.cues));
        expect(practice.task.points.every((p) => p.cues.length > 0)).toBe(true);
        expect(practice.task.register).toBe(task.register);
        expect(practice.task.asksQuestion).toBe(task.asksQuestion);
      });
      // The two tasks are different tasks, not the first one twice.
      expect(practices[1]!.task.text).not.toEqual(practices[0]!.task.text);
    },
  );

  it.each(writing)(
    '%s: the sample task has its model answer (A, A, A); the practice task has none',
    (route) => {
      const [sample, practice] = writingPractices(sectionsOf(route));
      expect(sample!.model?.lines.length).toBeGreaterThan(3);
      expect(sample!.model?.grades).toEqual(['A', 'A', 'A']);
      expect(practice!.model).toBeUndefined();
    },
  );

  it('gives a later task the model answer that follows it, not the first task’s', () => {
    const sections = sectionsOf('writing-task-apology');
    const firstModel = sections.flatMap((s) => s.blocks).find((b) => b.type === 'modelAnswer')!;
    const withSecond: Section[] = [
      ...sections,
      { id: 'extra', title: 'Extra', blocks: [{ ...firstModel, title: 'Zweite' }] },
    ];
    const [sample, practice] = writingPractices(withSecond);
    expect(sample!.model?.title).not.toBe('Zweite');
    expect(practice!.model?.title).toBe('Zweite');
  });

  it('is absent on a sheet without a writing task, and on one that shows a task without teaching the answer', () => {
    expect(writingPractices(sectionsOf('reading-mastery'))).toEqual([]);
    expect(tasksOf('functional-language')).not.toHaveLength(0);
    expect(practisedTasks(sectionsOf('functional-language'))).toEqual([]);
    expect(writingPractices(sectionsOf('functional-language'))).toEqual([]);
  });

  it('leaves the translations of the task and the notes of the model answer out (small page data)', () => {
    for (const practice of writingPractices(sectionsOf('writing-task-complaint'))) {
      expect(JSON.stringify(practice)).not.toMatch(/"note"|"reason"/);
      expect(practice.task.text.every((line) => typeof line === 'string')).toBe(true);
      expect(Object.keys(practice.task)).toEqual(['title', 'text', 'points', 'register', 'asksQuestion']);
      if (practice.model) {
        expect(practice.model.lines.every((line) => typeof line === 'string')).toBe(true);
        expect(Object.keys(practice.model)).toEqual(['title', 'lines', 'grades']);
      }
    }
  });
});
