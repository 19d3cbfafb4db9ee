import { describe, expect, it } from 'vitest';
import { cardId, drillCounts, drillDeck, sheetCards } from './drill-cards.server';
import { table, type Sheet } from './sheet-schema';
import { SHEETS } from './sheets/index.server';

const sheet = {
  pageTitle: { main: { same: 'T' }, highlight: { same: 'H' }, subtitle: { same: 'S' } },
  exam: { same: 'E' },
  summary: {
    method: [{ same: 'M' }],
    phrases: [{ german: 'Guten Tag!', translation: 'Good day!' }],
    figures: [],
  },
  sections: [
    {
      id: 's',
      title: { same: 'S' },
      blocks: [
        { type: 'phrases', items: [{ german: 'Guten Tag!', translation: 'Hello!' }] },
        {
          type: 'dialogue',
          title: { same: 'D' },
          lines: [{ speaker: { same: 'A' }, german: 'Wie geht’s?', translation: 'How are you?' }],
        },
        table({
          caption: { same: 'C' },
          columns: [
            { key: 'use', header: { same: 'U' } },
            { key: 'de', header: { same: 'DE' }, lang: 'de' },
            { key: 'en', header: { same: 'EN' }, lang: 'en' },
          ],
          rows: [{ use: { de: 'Dank', en: 'Thanks' }, de: 'Vielen Dank.', en: 'Many thanks.' }],
        }),
        { type: 'paragraph', text: { de: 'Text', en: 'Text' } },
      ],
    },
  ],
  closing: { same: 'Z' },
} satisfies Sheet;

describe('drill cards', () => {
  it('come from summary phrases, phrase lists, dialogue lines and phrase tables, each German once', () => {
    expect(sheetCards('r', sheet).map((c) => [c.de, c.en])).toEqual([
      ['Guten Tag!', 'Good day!'],
      ['Wie geht’s?', 'How are you?'],
      ['Vielen Dank.', 'Many thanks.'],
    ]);
  });

  it('keep their id when other cards of the sheet change', () => {
    const edited: Sheet = { ...sheet, summary: { ...sheet.summary, phrases: [] } };
    const before = sheetCards('r', sheet).find((c) => c.de === 'Vielen Dank.');
    const after = sheetCards('r', edited).find((c) => c.de === 'Vielen Dank.');
    expect(after?.id).toBe(before?.id);
    expect(before?.id).toBe(cardId('r', 'Vielen Dank.'));
    expect(cardId('other', 'Vielen Dank.')).not.toBe(before?.id);
  });

  it('exist for every written sheet, with ids unique across the site', () => {
    const deck = drillDeck();
    expect(Object.keys(deck.sheets).sort()).toEqual(Object.keys(SHEETS).sort());
    const ids = Object.values(deck.sheets).flatMap((cards) => cards.map((c) => c.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(drillCounts(deck).every((s) => s.cards > 0)).toBe(true);
  });
});
