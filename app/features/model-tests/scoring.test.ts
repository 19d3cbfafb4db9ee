import { describe, expect, it } from 'vitest';
import { MODEL_TEST_PARTS, SUBTEST_MAX, findPart } from '~/content/model-tests/parts';
import { itemNumbers, scorePart, scoreSubtests } from './scoring';

const reading3 = findPart('reading-3')!;
const keys = Object.fromEntries(itemNumbers(reading3).map((n, i) => [n, i === 4 ? 'x' : 'abcdefghijkl'[i]!]));

describe('scoring a part', () => {
  it('gives every item its weight: all right is the part maximum', () => {
    expect(scorePart(reading3, keys, keys)).toEqual({ right: 10, count: 10, points: 25, max: 25, wrong: [] });
  });

  it('gives nothing for all wrong and for a blank sheet, and names every item', () => {
    const wrong = Object.fromEntries(Object.keys(keys).map((n) => [n, 'l']));
    wrong[20] = 'x';
    expect(scorePart(reading3, keys, wrong).points).toBe(0);
    expect(scorePart(reading3, keys, {})).toMatchObject({
      right: 0,
      points: 0,
      wrong: itemNumbers(reading3),
    });
  });

  it('counts x as an answer: right where x is the key, wrong where an advert fits', () => {
    expect(scorePart(reading3, keys, { 15: 'x' })).toMatchObject({ right: 1, points: 2.5 });
    expect(scorePart(reading3, keys, { 11: 'x' })).toMatchObject({ right: 0, points: 0 });
  });

  it('weighs each part as the exam does: 5, 5, 2.5, 1.5, 1.5, then listening 5, 2.5, 5 points per item', () => {
    const perItem = MODEL_TEST_PARTS.map((part) => {
      const first = String(part.first);
      return scorePart(part, { [first]: 'a' }, { [first]: 'a' }).points;
    });
    expect(perItem).toEqual([5, 5, 2.5, 1.5, 1.5, 5, 2.5, 5]);
    expect(MODEL_TEST_PARTS.map((p) => p.count * p.points)).toEqual([25, 25, 25, 15, 15, 25, 25, 25]);
  });
});

describe('scoring the written subtests', () => {
  it('has the maximum of the exam: reading 75, Sprachbausteine 30, listening 75', () => {
    expect(SUBTEST_MAX).toEqual({ reading: 75, language: 30, listening: 75 });
  });

  it('adds up only the parts done so far', () => {
    const r1 = scorePart(findPart('reading-1')!, { 1: 'a', 2: 'b' }, { 1: 'a', 2: 'b' });
    const l2 = scorePart(findPart('language-elements-2')!, { 31: 'c' }, { 31: 'c' });
    expect(scoreSubtests({ 'reading-1': r1, 'language-elements-2': l2 })).toEqual([
      { subtest: 'reading', points: 10, max: 75, partsDone: 1, parts: 3 },
      { subtest: 'language', points: 1.5, max: 30, partsDone: 1, parts: 2 },
      { subtest: 'listening', points: 0, max: 75, partsDone: 0, parts: 3 },
    ]);
    expect(scoreSubtests({})).toEqual([
      { subtest: 'reading', points: 0, max: 75, partsDone: 0, parts: 3 },
      { subtest: 'language', points: 0, max: 30, partsDone: 0, parts: 2 },
      { subtest: 'listening', points: 0, max: 75, partsDone: 0, parts: 3 },
    ]);
  });
});
