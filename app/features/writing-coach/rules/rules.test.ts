import { describe, expect, it } from 'vitest';
import { SHEETS } from '~/content/sheets/index.server';
import { findMistakes } from '../analyse';
import type { CoachTask } from '../report';
import { RULES } from './index';
import { splitSentences } from '../text';
import { ORDER_CASE_EXAMPLES } from './examples-order-cases';
import { WORD_SPELLING_EXAMPLES } from './examples-words-spelling';

// Each rule with sentences it must mark (the typical mistake) and sentences it must leave alone
// (correct German close to the mistake: the cases a careless pattern would get wrong).

const task = (register: CoachTask['register']): CoachTask => ({ points: [], register, asksQuestion: false });

/** The rules that fire on a text, each with the words it marks. */
function marks(text: string, register: CoachTask['register'] = 'Sie'): string[] {
  return splitSentences(text).flatMap((s) =>
    findMistakes(s, task(register)).map((m) => `${m.rule}: ${text.slice(m.place.start, m.place.end)}`),
  );
}

const EXAMPLES = { ...ORDER_CASE_EXAMPLES, ...WORD_SPELLING_EXAMPLES };

describe('the mistake rules', () => {
  it('are at least 20, each with a unique id, an explanation in both languages and examples here', () => {
    expect(RULES.length).toBeGreaterThanOrEqual(20);
    expect(new Set(RULES.map((r) => r.id)).size).toBe(RULES.length);
    for (const rule of RULES) {
      expect(rule.explain.de.trim(), rule.id).not.toBe('');
      expect(rule.explain.en.trim(), rule.id).not.toBe('');
      expect(EXAMPLES[rule.id], rule.id).toBeDefined();
    }
  });

  it.each(RULES.map((r) => [r.id, r.teaches] as const))(
    '%s links to a sheet section that exists',
    (_, teaches) => {
      const sheet = SHEETS[teaches.sheet];
      expect(sheet?.sections.map((s) => s.id)).toContain(teaches.section);
    },
  );

  describe.each(Object.entries(EXAMPLES))('%s', (id, { hit, miss }) => {
    it.each(hit)('marks «%s» at «%s»', (text, place) => {
      expect(marks(text)).toContain(`${id}: ${place}`);
    });
    it.each(miss)('leaves «%s» alone', (text) => {
      expect(marks(text).filter((m) => m.startsWith(`${id}:`))).toEqual([]);
    });
  });

  it('marks sie, ihnen, ihr only in a letter in the Sie form', () => {
    expect(marks('Könnten sie mir bitte helfen?', 'du')).toEqual([]);
    expect(marks('Könnten sie mir bitte helfen?', 'semi')).toEqual(['sie-lowercase: sie']);
  });
});
