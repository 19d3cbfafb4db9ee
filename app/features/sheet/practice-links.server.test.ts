import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '~/content/catalogue';
import { LANGS } from '~/i18n/locales';
import { practiceLinks } from './practice-links.server';

describe('the practice links at the end of a sheet', () => {
  it('name each part as the model test does and lead to it, in both languages', () => {
    expect(practiceLinks('reading-mastery', 'de', { oralTimerHere: false })).toEqual([
      { kind: 'mock-part', label: 'Modelltest 1: Leseverstehen, Teil 1', to: '/mock-tests/1/reading-1' },
      { kind: 'mock-part', label: 'Modelltest 1: Leseverstehen, Teil 2', to: '/mock-tests/1/reading-2' },
      { kind: 'mock-part', label: 'Modelltest 1: Leseverstehen, Teil 3', to: '/mock-tests/1/reading-3' },
    ]);
    expect(practiceLinks('language-elements-patterns', 'en', { oralTimerHere: false })[1]).toEqual({
      kind: 'mock-part',
      label: 'Mock test 1: Language elements, part 2',
      to: '/en/mock-tests/1/language-elements-2',
    });
  });

  it('open the writing trainer in place on a writing sheet, and lead on to the written exam', () => {
    expect(practiceLinks('writing-task-apology', 'en', { oralTimerHere: false })).toEqual([
      { kind: 'writing-trainer', label: 'Write the e-mail in the writing trainer (30 minutes)', to: null },
      {
        kind: 'written-exam',
        label: 'The whole written exam on the clock, with the e-mail: mock test 1',
        to: '/en/mock-tests/1/exam',
      },
    ]);
  });

  it('keep the oral timer on a sheet that has it, and lead to it from the other oral sheets', () => {
    const timer = (route: string, here: boolean) =>
      practiceLinks(route, 'de', { oralTimerHere: here }).find((l) => l.kind === 'oral-timer')?.to;
    expect(timer('speaking-part-1-who-system', true)).toBe('/speaking-part-1-who-system#oral-timer');
    expect(timer('speaking-topic-technology', false)).toBe('/oral-block-strategy#oral-timer');
    expect(practiceLinks('speaking-topic-technology', 'de', { oralTimerHere: false }).at(-1)).toEqual({
      kind: 'oral-exam',
      label: 'Die mündliche Prüfung mit ihren Aufgabenblättern: Modelltest 1',
      to: '/mock-tests/1/oral',
    });
  });

  it('word every link in both languages, with no placeholder left', () => {
    for (const lang of LANGS)
      for (const e of CATALOGUE)
        for (const link of practiceLinks(e.route, lang, { oralTimerHere: false })) {
          expect(link.label.trim(), `${e.route} ${link.kind}`).not.toBe('');
          expect(link.label).not.toMatch(/[{}]/);
        }
  });
});
