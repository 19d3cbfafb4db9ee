import { describe, expect, it } from 'vitest';
import { pieces } from './marked-text';

describe('the deciding passage and the gaps of a text', () => {
  it('marks each quote where it stands and keeps the rest as text', () => {
    expect(pieces('Der Kurs ist kostenlos und beginnt am Montag.', ['kostenlos', 'am Montag'])).toEqual([
      { kind: 'text', text: 'Der Kurs ist ' },
      { kind: 'mark', text: 'kostenlos' },
      { kind: 'text', text: ' und beginnt ' },
      { kind: 'mark', text: 'am Montag' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('finds the gaps of a Sprachbausteine text, also inside and around a marked passage', () => {
    expect(pieces('Ich komme {21}, weil ich {22} habe.', ['weil'])).toEqual([
      { kind: 'text', text: 'Ich komme ' },
      { kind: 'gap', n: 21 },
      { kind: 'text', text: ', ' },
      { kind: 'mark', text: 'weil' },
      { kind: 'text', text: ' ich ' },
      { kind: 'gap', n: 22 },
      { kind: 'text', text: ' habe.' },
    ]);
  });

  it('ignores a quote that is not in the text and keeps the first of two overlapping ones', () => {
    expect(pieces('abc def', ['xyz', 'abc d', 'c def'])).toEqual([
      { kind: 'mark', text: 'abc d' },
      { kind: 'text', text: 'ef' },
    ]);
  });
});
