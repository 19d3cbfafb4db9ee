import { describe, expect, it } from 'vitest';
import type { TableBlock } from '~/content/sheet-view';
import { phraseTableShape } from './phrase-table';

const phrases: TableBlock = {
  type: 'table',
  caption: 'Redemittel',
  columns: [
    { key: 'use', header: 'Wofür' },
    { key: 'german', header: 'Deutsch' },
    { key: 'english', header: 'Englisch' },
  ],
  rows: [
    { use: 'Vorschlag', german: 'Wie wäre es mit …?', english: 'How about …?' },
    { use: 'Vorschlag', german: 'Wir könnten …', english: 'We could …' },
    { use: 'Zustimmung', german: 'Gute Idee!', english: 'Good idea!' },
  ],
  germanColumns: ['german'],
  translationColumns: ['english'],
};

describe('phrase tables', () => {
  it('group consecutive phrases under their function', () => {
    const shape = phraseTableShape(phrases)!;
    expect(shape.groups.map((g) => [g.heading, g.items.map((i) => i.german)])).toEqual([
      ['Vorschlag', ['Wie wäre es mit …?', 'Wir könnten …']],
      ['Zustimmung', ['Gute Idee!']],
    ]);
  });

  it('leave a sentence split into more than two German parts as a real table', () => {
    const positions: TableBlock = {
      ...phrases,
      columns: [
        { key: 'first', header: 'Position 1' },
        { key: 'verb', header: 'Verb' },
        { key: 'end', header: 'Ende' },
        { key: 'english', header: 'Englisch' },
      ],
      rows: [{ first: 'Morgen', verb: 'fahre', end: 'ich', english: 'Tomorrow I go' }],
      germanColumns: ['first', 'verb', 'end'],
    };
    expect(phraseTableShape(positions)).toBeUndefined();
  });
});
