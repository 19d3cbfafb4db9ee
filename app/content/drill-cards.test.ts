import { describe, expect, it } from 'vitest';
import type { DrillCard } from './drill-deck';
import { cardId, drillCounts, drillDeck, drillTotal, sheetCards } from './drill-cards.server';
import {
  addressedAs,
  addressLabels,
  ambiguousPrompts,
  germanKey,
  plainGerman,
  pointsElsewhere,
  promptKey,
  promptsWithTwoAnswers,
  sharedGlosses,
} from './drill-prompts';
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
        {
          type: 'phrases',
          items: [
            { german: 'Guten **Tag**.', translation: 'Hello!' },
            { german: 'Hast du morgen Zeit?', translation: 'Are you free tomorrow?' },
          ],
        },
        {
          type: 'dialogue',
          title: { same: 'D' },
          lines: [
            { speaker: { same: 'A' }, german: 'Wie geht’s?', translation: 'How are you?' },
            {
              speaker: { same: 'B' },
              german: 'Danke, gut. Und am Wochenende fahre ich mit meiner Familie an die Ostsee, endlich!',
              translation:
                'Fine, thanks. And at the weekend I’m going to the Baltic with my family, at last!',
              drill: [{ german: 'an die Ostsee fahren', translation: 'to go to the Baltic coast' }],
            },
            { speaker: { same: 'A' }, german: 'Schön!', translation: 'Lovely!', drill: [] },
          ],
        },
        table({
          caption: { same: 'C' },
          columns: [
            { key: 'use', header: { same: 'U' } },
            { key: 'de', header: { same: 'DE' }, lang: 'de' },
            { key: 'en', header: { same: 'EN' }, lang: 'en' },
          ],
          rows: [
            { use: { de: 'Dank', en: 'Thanks' }, de: 'Vielen Dank.', en: 'Many thanks.' },
            { use: { de: 'Gruß', en: 'Greeting' }, de: 'Hallo!', en: 'Hi!', drill: {} },
          ],
        }),
        table({
          caption: { same: 'C2' },
          columns: [
            { key: 'du', header: { same: 'du' }, lang: 'de', drillLabel: '(du)' },
            { key: 'sie', header: { same: 'Sie' }, lang: 'de', drillLabel: '(Sie)' },
            { key: 'en', header: { same: 'EN' }, lang: 'en' },
          ],
          rows: [
            { du: 'Kommst du?', sie: 'Kommen Sie?', en: 'Are you coming?' },
            {
              du: 'Tschüss!',
              sie: 'Auf Wiedersehen!',
              en: 'Bye! · Goodbye!',
              drill: { du: 'Bye! (du)', sie: 'Goodbye! (Sie)' },
            },
          ],
        }),
        table({
          caption: { same: 'C3' },
          columns: [
            { key: 'wrong', header: { same: 'W' }, lang: 'de', wrong: true },
            { key: 'right', header: { same: 'R' }, lang: 'de' },
            { key: 'en', header: { same: 'EN' }, lang: 'en' },
          ],
          rows: [{ wrong: 'Ich habe gegangen.', right: 'Ich bin gegangen.', en: 'I went.' }],
        }),
        { type: 'paragraph', text: { de: 'Text', en: 'Text' } },
      ],
    },
  ],
  closing: { same: 'Z' },
} satisfies Sheet;

const pairs = (cards: DrillCard[]) => cards.map((c) => [c.en, c.de]);

describe('drill cards', () => {
  it('come from summary phrases, phrase lists, dialogue lines and phrase tables, each German once', () => {
    const cards = sheetCards('r', sheet);
    expect(pairs(cards)).toEqual([
      ['Good day!', 'Guten Tag!'],
      // The prompt says what only the German decides: whom it addresses.
      ['Are you free tomorrow? (du)', 'Hast du morgen Zeit?'],
      ['How are you?', 'Wie geht’s?'],
      ['to go to the Baltic coast', 'an die Ostsee fahren'],
      ['Many thanks.', 'Vielen Dank.'],
      ['Are you coming? (du)', 'Kommst du?'],
      ['Are you coming? (Sie)', 'Kommen Sie?'],
      ['Bye! (du)', 'Tschüss!'],
      ['Goodbye! (Sie)', 'Auf Wiedersehen!'],
      ['I went.', 'Ich bin gegangen.'],
    ]);
    // The summary's phrases come first and are marked: they are introduced first.
    expect(cards.filter((c) => c.summary).map((c) => c.de)).toEqual(['Guten Tag!']);
  });

  it('take a long line’s phrase, not the line; a line or row marked for no card gives none', () => {
    const german = sheetCards('r', sheet).map((c) => c.de);
    expect(german).not.toContain('Schön!');
    expect(german).not.toContain('Hallo!');
    expect(german.some((de) => de.startsWith('Danke, gut.'))).toBe(false);
  });

  it('keep their id when other cards of the sheet change', () => {
    const edited: Sheet = { ...sheet, summary: { ...sheet.summary, phrases: [] } };
    const before = sheetCards('r', sheet).find((c) => c.de === 'Vielen Dank.');
    const after = sheetCards('r', edited).find((c) => c.de === 'Vielen Dank.');
    expect(after?.id).toBe(before?.id);
    expect(before?.id).toBe(cardId('r', 'Vielen Dank.'));
    expect(cardId('other', 'Vielen Dank.')).not.toBe(before?.id);
  });

  it('are one card for a phrase on several sheets: the first sheet’s along the learning path', () => {
    // functional-language comes before reading-mastery on the learning path.
    const deck = drillDeck({ 'reading-mastery': sheet, 'functional-language': sheet });
    const [home, other] = [deck.sheets['functional-language']!, deck.sheets['reading-mastery']!];
    expect(other.map((c) => c.id)).toEqual(home.map((c) => c.id));
    expect(home[0]!.id).toBe(cardId('functional-language', 'Guten Tag!'));
    expect(drillTotal(deck)).toBe(home.length);
  });

  it('exist for every written sheet; an id is one German phrase', () => {
    const deck = drillDeck();
    expect(Object.keys(deck.sheets).sort()).toEqual(Object.keys(SHEETS).sort());
    expect(drillCounts(deck).every((s) => s.cards > 0)).toBe(true);
    const byId = new Map<string, string>();
    for (const card of Object.values(deck.sheets).flat()) {
      expect(card.id).toMatch(/^[0-9a-f]{12}$/);
      expect(byId.get(card.id) ?? card.de).toBe(card.de);
      byId.set(card.id, card.de);
    }
    expect(new Set([...byId.values()].map(germanKey)).size).toBe(byId.size);
  });
});

describe('the site’s deck (docs/decisions/0027)', () => {
  const cards = [
    ...new Map(
      Object.values(drillDeck().sheets)
        .flat()
        .map((c) => [c.id, c]),
    ).values(),
  ];
  const show = (list: DrillCard[]) => list.map((c) => `${c.en} → ${c.de}`);

  it('leads from each English prompt to one German answer (articles, “to”, “oh”, a closing gloss do not tell)', () => {
    expect(promptsWithTwoAnswers(cards)).toEqual([]);
  });

  it('has no near-synonyms: vocabulary prompts sharing a gloss want German with a word in common', () => {
    expect(sharedGlosses(cards)).toEqual([]);
  });

  it('says du, ihr or Sie wherever the German addresses someone, and the form the German uses', () => {
    const unsaid = cards.filter(
      (c) => addressedAs(c.de, c.en).length > 0 && addressLabels(c.en).length === 0,
    );
    expect(show(unsaid)).toEqual([]);
    const contradicted = cards.filter((c) => {
      const labels = addressLabels(c.en);
      return addressedAs(c.de, c.en).some((form) => labels.length > 0 && !labels.includes(form));
    });
    expect(show(contradicted)).toEqual([]);
  });

  it('says (denn) where the German gives the reason with denn: weil would be as right', () => {
    const unsaid = cards.filter((c) => /,\s+denn\b/.test(plainGerman(c.de)) && !c.en.includes('denn'));
    expect(show(unsaid)).toEqual([]);
  });

  it('has no hint that points at something the card does not show ("three other ways")', () => {
    expect(pointsElsewhere(cards)).toEqual([]);
  });

  it('has no two prompts that differ only in names but want different German (one right answer)', () => {
    expect(ambiguousPrompts(cards)).toEqual([]);
  });

  it('leads from each German cue (situation and phrase with a gap) to one German answer', () => {
    const byCue = new Map<string, DrillCard[]>();
    for (const card of cards) {
      const cue = `${card.situation} · ${card.gap}`;
      byCue.set(cue, [...(byCue.get(cue) ?? []), card]);
    }
    const ambiguous = [...byCue.values()].filter(
      (group) => new Set(group.map((c) => germanKey(c.de))).size > 1,
    );
    expect(ambiguous.map(show)).toEqual([]);
    expect(show(cards.filter((c) => c.gap === plainGerman(c.de) || !c.situation))).toEqual([]);
  });

  it('has short cards: at most 90 characters of German and 100 of English', () => {
    expect(show(cards.filter((c) => plainGerman(c.de).length > 90))).toEqual([]);
    expect(show(cards.filter((c) => c.en.length > 100))).toEqual([]);
  });

  it('has no exercise gaps: the answer is a whole phrase', () => {
    expect(show(cards.filter((c) => /_{2,}/.test(c.de) || /_{2,}/.test(c.en)))).toEqual([]);
  });

  it('has balanced markup and a prompt that is not the German itself', () => {
    const unbalanced = cards.filter(
      (c) =>
        (c.de.match(/\*\*/g) ?? []).length % 2 !== 0 || c.de.split('[[').length !== c.de.split(']]').length,
    );
    expect(show(unbalanced)).toEqual([]);
    expect(show(cards.filter((c) => promptKey(c.en) === promptKey(plainGerman(c.de))))).toEqual([]);
  });
});
