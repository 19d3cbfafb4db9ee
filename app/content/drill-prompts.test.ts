import { describe, expect, it } from 'vitest';
import { ambiguousPrompts } from './drill-prompts';

describe('ambiguous drill prompts', () => {
  it('finds prompts that differ only in names but want different greetings', () => {
    const found = ambiguousPrompts([
      { en: 'Dear Ms Keller, / Dear Mr Braun,', de: 'Sehr geehrte Frau Keller, / Sehr geehrter Herr Braun,' },
      { en: 'Dear Mr Klein, / Dear Ms Weber,', de: 'Lieb**er** Herr Klein, / Lieb**e** Frau Weber,' },
    ]);
    expect(found).toHaveLength(1);
    expect(found[0]).toHaveLength(2);
  });

  it('finds the same prompt written twice with another word order in the German', () => {
    expect(
      ambiguousPrompts([
        { en: 'I’m going to Hamburg tomorrow.', de: 'Ich **fahre** morgen nach Hamburg.' },
        { en: 'I’m going to Berlin tomorrow.', de: 'Morgen fahre ich nach Berlin.' },
      ]),
    ).toHaveLength(1);
  });

  it('lets prompts stand that say which greeting they want', () => {
    expect(
      ambiguousPrompts([
        {
          en: 'Dear Ms Keller, / Dear Mr Braun, (someone you do not know)',
          de: 'Sehr geehrte Frau Keller, / Sehr geehrter Herr Braun,',
        },
        {
          en: 'Dear Mr Klein, / Dear Ms Weber, (someone you know)',
          de: 'Liebe Herr Klein, / Liebe Frau Weber,',
        },
      ]),
    ).toEqual([]);
  });

  it('lets the same pattern with other names stand: both answers follow it', () => {
    expect(
      ambiguousPrompts([
        { en: 'Dear Jana, / Dear Paul, (du)', de: 'Liebe Jana, / Lieber Paul,' },
        { en: 'Dear Jana, / Dear Tobias, (du)', de: 'Liebe Jana, / Lieber Tobias,' },
      ]),
    ).toEqual([]);
  });
});
