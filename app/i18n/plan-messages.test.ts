import { describe, expect, it } from 'vitest';
import { modelTestMessages } from './model-test-messages';
import { planMessages } from './plan-messages';
import { trainerMessages } from './writing-trainer-messages';

/** Every key path of a messages object, e.g. `left.one`. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe('study plan messages', () => {
  it('have exactly the same keys in German and English, none empty', () => {
    expect(keyPaths(planMessages('de')).sort()).toEqual(keyPaths(planMessages('en')).sort());
    const strings = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as object).flatMap(strings);
    for (const lang of ['de', 'en'] as const)
      expect(
        strings(planMessages(lang)).filter((s) => s.trim() === ''),
        lang,
      ).toEqual([]);
  });

  it('name the buttons of the pages a task leads to as those pages do', () => {
    for (const lang of ['de', 'en'] as const) {
      const tasks = planMessages(lang).tasks;
      expect(tasks.oralAloneHint).toContain(modelTestMessages(lang).oral.alone);
      expect(tasks.writingHint).toContain(trainerMessages(lang).coach.request);
    }
  });
});
