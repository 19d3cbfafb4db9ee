import { describe, expect, it } from 'vitest';
import { PHONE_TABLE, phoneFit, tableStacking, type TextColumn } from './table-stacking';

const CASES = ['Nominativ', 'Akkusativ', 'Dativ', 'Genitiv'];

/** The definite article by case and gender, as the grammar sheet writes it. */
const ARTICLES: TextColumn[] = [
  { header: 'Kasus', cells: CASES },
  { header: 'maskulin', cells: ['der', '**den**', '**dem**', '**des** … -s'] },
  { header: 'feminin', cells: ['die', 'die', '**der**', '**der**'] },
  { header: 'neutral', cells: ['das', 'das', '**dem**', '**des** … -s'] },
  { header: 'Plural', cells: ['die', 'die', '**den** … -n', '**der**'] },
];

/** Connectors with example sentences and their translations: running text. */
const CONNECTORS: TextColumn[] = [
  { header: 'Konnektor', cells: ['weil', 'obwohl'] },
  { header: 'Bedeutung', cells: ['because', 'although'] },
  {
    header: 'Beispiel',
    cells: ['Ich kann nicht kommen, weil ich krank bin.', 'Ich gehe spazieren, obwohl es kalt ist.'],
  },
  {
    header: 'Übersetzung',
    cells: ['I can’t come because I am ill.', 'I’m going for a walk although it’s cold.'],
  },
];

/** One column whose only cell is `count` short words. */
const words = (count: number): TextColumn[] => [
  { header: 'Text', cells: [Array.from({ length: count }, () => 'Wort').join(' ')] },
];

describe('a table on a phone', () => {
  it('stays a table when its cells are short: a paradigm of articles', () => {
    const fit = phoneFit(ARTICLES);
    expect(fit.minWidth).toBeLessThanOrEqual(PHONE_TABLE.width);
    expect(fit.lines).toBeLessThanOrEqual(2);
    expect(tableStacking(ARTICLES)).toBe('never');
  });

  it('becomes cards below md when its cells are sentences', () => {
    const fit = phoneFit(CONNECTORS);
    expect(fit.minWidth).toBeLessThanOrEqual(PHONE_TABLE.width);
    expect(fit.lines).toBeGreaterThan(PHONE_TABLE.maxLines);
    expect(tableStacking(CONNECTORS)).toBe('md');
  });

  it('becomes cards when its columns cannot stand side by side, however short the text', () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ header: `Spalte ${i + 1}`, cells: ['Akkusativ'] }));
    const fit = phoneFit(many);
    expect(fit.minWidth).toBeGreaterThan(PHONE_TABLE.width);
    expect(fit.fits).toBe(false);
    expect(tableStacking(many)).toBe('md');
  });

  it('allows up to three lines in a cell, not four', () => {
    let count = 1;
    while (phoneFit(words(count)).lines < 4) {
      expect(phoneFit(words(count)).fits, `${count} words`).toBe(true);
      count += 1;
    }
    expect(count).toBeGreaterThan(20);
    expect(phoneFit(words(count)).fits).toBe(false);
  });

  it('follows the author where the estimate is wrong for a table, either way', () => {
    expect(tableStacking(CONNECTORS, 'never')).toBe('never');
    expect(tableStacking(ARTICLES, 'lg')).toBe('lg');
    expect(tableStacking(ARTICLES, 'sm')).toBe('sm');
  });
});

describe('the width estimate', () => {
  const minWidth = (cell: string, header = 'x') => phoneFit([{ header, cells: [cell] }]).minWidth;

  it('reads the content markup as drawn: bold is wider, the German marks take no room', () => {
    expect(minWidth('**Akkusativ**')).toBeGreaterThan(minWidth('Akkusativ'));
    expect(minWidth('[[Akkusativ]]')).toBe(minWidth('Akkusativ'));
  });

  it('counts wide letters wider than narrow ones', () => {
    const text = (cell: string) => minWidth(cell, '') - PHONE_TABLE.cellPadding;
    expect(text('mmmm')).toBeGreaterThan(text('iiii') * 3);
  });

  it('breaks lines as the cells do: at spaces and after a hyphen inside a word', () => {
    expect(minWidth('Ja/Nein-Frage')).toBeLessThan(minWidth('Ja/NeinFrage'));
    expect(minWidth('des … -s')).toBe(minWidth('des'));
  });

  it('keeps a middle dot with the word before it and an ending with its hyphen', () => {
    expect(minWidth('mmm · i')).toBeGreaterThan(minWidth('mmm'));
    expect(minWidth('i -mmm')).toBeGreaterThan(minWidth('mmm'));
  });

  it('measures a header in its own smaller bold type', () => {
    expect(minWidth('x', 'Akkusativ')).toBeLessThan(minWidth('**Akkusativ**'));
    expect(minWidth('x', 'Akkusativ')).toBeGreaterThan(minWidth('x', 'Dativ'));
  });
});
