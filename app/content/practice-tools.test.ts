import { describe, expect, it } from 'vitest';
import { CATALOGUE, findEntry, LEARNING_PATH } from './catalogue';
import { MODEL_TEST_PARTS } from './model-tests/parts';
import { ORAL_TIMER_SHEET, practiceTools, writingTrainerSheet } from './practice-tools';

const kinds = (route: string) => practiceTools(findEntry(route)!).map((t) => t.kind);

describe('the practice tools of each sheet', () => {
  it('offers every model-test part at the end of the sheet that teaches it, and nowhere else', () => {
    for (const part of MODEL_TEST_PARTS) {
      const offeredOn = CATALOGUE.filter((e) =>
        practiceTools(e).some((t) => t.kind === 'mock-part' && t.part === part.slug),
      ).map((e) => e.route);
      expect(offeredOn, part.slug).toEqual([part.teaches.sheet]);
    }
    expect(kinds('reading-mastery')).toEqual(['mock-part', 'mock-part', 'mock-part']);
  });

  it('leads every writing sheet to the trainer and the written exam with its e-mail', () => {
    const writing = CATALOGUE.filter((e) => e.skillFocus === 'writing');
    expect(writing).toHaveLength(5);
    for (const e of writing) expect(kinds(e.route), e.route).toEqual(['writing-trainer', 'written-exam']);
  });

  it('leads every oral sheet to the oral timer and the oral exam, and the written strategy sheets to the written exam', () => {
    const oral = CATALOGUE.filter((e) => e.category === 'oral-block');
    expect(oral).toHaveLength(8);
    for (const e of oral) expect(kinds(e.route), e.route).toEqual(['oral-timer', 'oral-exam']);
    expect(kinds('150-minute-marathon')).toEqual(['written-exam']);
    expect(kinds('test-day-mastery')).toEqual(['written-exam']);
  });

  it('gives the foundation sheets no tool (their end has the phrase drill)', () => {
    for (const e of CATALOGUE.filter((s) => s.category === 'foundation')) expect(kinds(e.route)).toEqual([]);
  });

  it('sends the menu to the first writing sheet of the path and to the oral strategy sheet', () => {
    const first = LEARNING_PATH.find((e) => e.skillFocus === 'writing')!;
    expect(writingTrainerSheet()).toBe(first.route);
    expect(findEntry(writingTrainerSheet())?.skillFocus).toBe('writing');
    expect(findEntry(ORAL_TIMER_SHEET)?.category).toBe('oral-block');
  });
});
