import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import { projectSheet } from './project-sheet';
import type { Section } from './sheet-view';
import { SHEETS } from './sheets/index.server';
import { practisedTask, writingPractice } from './writing-practice';

// What the writing trainer gets of a sheet (build time): the first task and the first model answer.

const sectionsOf = (route: string) => projectSheet(SHEETS[route]!, 'de').sections;

describe('the writing practice of a sheet', () => {
  const writing = CATALOGUE.map((e) => e.route).filter((route) => route.startsWith('writing-task-'));

  it.each(writing)(
    '%s: its first task, four guiding points, and its model answer marked A, A, A',
    (route) => {
      const practice = writingPractice(sectionsOf(route));
      const firstTask = sectionsOf(route)
        .flatMap((s) => s.blocks)
        .find((b) => b.type === 'writingTask');
      expect(practice?.task.text).toEqual(
        firstTask?.type === 'writingTask' && firstTask.text.map((l) => l.german),
      );
      expect(practice?.task.points).toHaveLength(4);
      expect(practice?.model.lines.length).toBeGreaterThan(3);
      expect(practice?.model.grades).toEqual(['A', 'A', 'A']);
    },
  );

  it('is absent on a sheet without a writing task', () => {
    expect(writingPractice(sectionsOf('reading-mastery'))).toBeNull();
  });

  it('needs a model answer: a task alone gets no trainer', () => {
    const onlyTask: Section[] = sectionsOf('writing-task-apology').map((s) => ({
      ...s,
      blocks: s.blocks.filter((b) => b.type !== 'modelAnswer'),
    }));
    expect(practisedTask(onlyTask)).toBeUndefined();
    expect(writingPractice(onlyTask)).toBeNull();
  });

  it('leaves the translations of the task and the notes of the model answer out (small page data)', () => {
    const practice = writingPractice(sectionsOf('writing-task-complaint'));
    expect(JSON.stringify(practice)).not.toMatch(/"note"|"reason"/);
    expect(practice!.task.text.every((line) => typeof line === 'string')).toBe(true);
    expect(practice!.model.lines.every((line) => typeof line === 'string')).toBe(true);
    expect(Object.keys(practice!.task)).toEqual(['title', 'text', 'points', 'register', 'asksQuestion']);
    expect(Object.keys(practice!.model)).toEqual(['title', 'lines', 'grades']);
  });
});
