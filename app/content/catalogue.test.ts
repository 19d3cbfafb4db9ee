import { describe, expect, it } from 'vitest';
import { LANGS } from '../i18n/locales';
import { CATALOGUE, LEARNING_PATH, countsByCategory, findEntry, firstSheet, pathStep } from './catalogue';
import { CATEGORIES } from './catalogue-types';

describe('catalogue', () => {
  it('has 25 sheets numbered 1 to 25 without gaps or repeats', () => {
    expect(CATALOGUE.map((e) => e.pageNumber)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('has unique routes and ids', () => {
    expect(new Set(CATALOGUE.map((e) => e.route)).size).toBe(CATALOGUE.length);
    expect(new Set(CATALOGUE.map((e) => e.id)).size).toBe(CATALOGUE.length);
  });

  it('gives every text in both languages, never empty and never the same German and English description', () => {
    for (const entry of CATALOGUE) {
      for (const field of ['title', 'description', 'badgeText', 'estimatedTime'] as const)
        for (const lang of LANGS)
          expect(entry[field][lang].trim(), `${entry.route}.${field}.${lang}`).not.toBe('');
      expect(entry.description.de).not.toBe(entry.description.en);
    }
  });

  it('counts 7 foundation, 10 written and 8 oral sheets', () => {
    expect(countsByCategory()).toEqual({ foundation: 7, 'written-block': 10, 'oral-block': 8 });
    expect(Object.values(countsByCategory()).reduce((a, b) => a + b)).toBe(CATALOGUE.length);
  });

  it('puts each sheet of the settled numbering in its stage', () => {
    const expected: Record<string, [number, string]> = {
      'reading-mastery': [1, 'written-block'],
      'listening-mastery-oral': [4, 'oral-block'],
      'functional-language': [11, 'foundation'],
      'memory-learning-techniques': [16, 'foundation'],
      'oral-block-strategy': [17, 'oral-block'],
      'speaking-topic-technology': [25, 'oral-block'],
    };
    for (const [route, [number, category]] of Object.entries(expected)) {
      expect(findEntry(route)?.pageNumber).toBe(number);
      expect(findEntry(route)?.category).toBe(category);
    }
  });

  it('derives the stage badge from the stage and keeps study times between 20 and 60 minutes', () => {
    const badge = { foundation: 'quick-win', 'written-block': 'core-skill', 'oral-block': 'deep-study' };
    for (const entry of CATALOGUE) {
      expect(entry.timeToMaster).toBe(badge[entry.category]);
      const [low, high] = typeof entry.minutes === 'number' ? [entry.minutes, entry.minutes] : entry.minutes;
      expect(low).toBeGreaterThanOrEqual(20);
      expect(high).toBeLessThanOrEqual(60);
    }
    expect(findEntry('reading-mastery')?.estimatedTime).toEqual({ de: '60 Min.', en: '60 min' });
    expect(findEntry('language-elements-patterns')?.estimatedTime.en).toBe('20–30 min');
  });

  it('starts the learning path at the first foundation sheet', () => {
    expect(firstSheet().category).toBe(CATEGORIES[0]);
    expect(firstSheet().route).toBe('functional-language');
  });
});

describe('the learning path', () => {
  it('runs through foundation, written and oral sheets, each once', () => {
    expect(LEARNING_PATH.map((e) => e.route).sort()).toEqual(CATALOGUE.map((e) => e.route).sort());
    expect(LEARNING_PATH[0]!.category).toBe('foundation');
    expect(LEARNING_PATH.at(-1)!.category).toBe('oral-block');
  });

  it('gives each sheet its step within its stage and its neighbours', () => {
    const first = pathStep(LEARNING_PATH[0]!.route)!;
    expect(first).toMatchObject({ category: 'foundation', step: 1, of: 7, previous: undefined });
    expect(first.next?.route).toBe(LEARNING_PATH[1]!.route);
    const firstWritten = pathStep('reading-mastery')!;
    expect(firstWritten).toMatchObject({ category: 'written-block', step: 1, of: 10 });
    expect(firstWritten.previous?.category).toBe('foundation');
    expect(pathStep(LEARNING_PATH.at(-1)!.route)!.next).toBeUndefined();
    expect(pathStep('no-such-sheet')).toBeUndefined();
  });
});
