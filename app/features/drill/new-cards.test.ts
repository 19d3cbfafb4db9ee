import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DrillCard, DrillDeck } from '~/content/drill-deck';
import { addDays } from '~/lib/day';
import { drillDayOn, newCardsLeft, parseDrillDay, serializeDrillDay } from './drill-day';
import { introductionOrder } from './new-cards';
import { fromSaved, mark, reveal, startRound, toSaved } from './round';
import { dueBySheet, dueCards, dueCount, type Box, type Progress } from './schedule';
import { DEFAULT_DRILL_SETTINGS, parseDrillSettings, serializeDrillSettings } from './settings';

const card = (id: string, summary = false): DrillCard => ({
  id: id.padStart(12, '0'),
  de: id,
  en: id,
  situation: 'Situation',
  gap: `${id[0]}…`,
  ...(summary && { summary: true as const }),
});
const ids = (cards: readonly { id: string }[]) => cards.map((c) => c.id.replace(/^0+/, ''));

describe('new cards', () => {
  it('come in order: every sheet’s summary phrases along the learning path, then the rest', () => {
    const shared = card('c');
    const deck: DrillDeck = {
      version: 1,
      sheets: {
        // Keyed in catalogue order; the learning path puts `second` first.
        first: [card('a1'), card('a2', true), shared],
        second: [card('b1', true), shared, card('b2')],
      },
    };
    const order = introductionOrder(deck, ['second', 'first']);
    expect(ids(order)).toEqual(['b1', 'a2', 'c', 'b2', 'a1']);
    expect(order.find((c) => c.id === shared.id)?.route).toBe('second');
  });

  it('are due at most so many a day, after the cards already in a box', () => {
    const cards = ['a', 'b', 'c', 'd'].map((id) => card(id));
    const progress: Progress = { [card('c').id]: { box: 2, due: '2026-11-24' } };
    expect(ids(dueCards(cards, progress, '2026-11-24', 2))).toEqual(['c', 'a', 'b']);
    expect(dueCount(cards, progress, '2026-11-24', 2)).toBe(3);
    expect(dueCount(cards, progress, '2026-11-24', 0)).toBe(1);
    expect(dueCount(cards, progress, '2026-11-23', 5)).toBe(3);
  });

  it('are counted per calendar day: the limit holds all day and renews the next', () => {
    const today = '2026-11-24';
    const state = { day: today, introduced: 14 };
    expect(newCardsLeft(20, state, today)).toBe(6);
    expect(newCardsLeft(10, state, today)).toBe(0);
    expect(newCardsLeft(20, state, addDays(today, 1))).toBe(20);
    expect(newCardsLeft(20, null, today)).toBe(20);
    expect(
      drillDayOn({ ...state, round: toSaved('all', startRound([card('a')])) }, addDays(today, 1)),
    ).toEqual({
      day: addDays(today, 1),
      introduced: 0,
    });
  });
});

describe('the drill’s settings', () => {
  it('default to 20 new cards a day and read anything unreadable as the default', () => {
    expect(DEFAULT_DRILL_SETTINGS).toEqual({ newPerDay: 20 });
    expect(parseDrillSettings(serializeDrillSettings({ newPerDay: 30 }))).toEqual({ newPerDay: 30 });
    // The cue's language, once chosen, is kept; an unknown one is no choice (the page's language).
    expect(parseDrillSettings(serializeDrillSettings({ newPerDay: 20, cue: 'en' }))).toEqual({
      newPerDay: 20,
      cue: 'en',
    });
    expect(parseDrillSettings('{"version":1,"newPerDay":20,"cue":"fr"}')?.cue).toBeUndefined();
    for (const raw of [
      null,
      '',
      '{oops',
      '[]',
      '{"version":1,"newPerDay":0}',
      '{"version":1,"newPerDay":2.5}',
      '{"version":1,"newPerDay":1000}',
      '{"version":2,"newPerDay":30}',
      '{"newPerDay":30}',
    ])
      expect(parseDrillSettings(raw), String(raw)).toEqual(DEFAULT_DRILL_SETTINGS);
  });
});

describe('a kept round', () => {
  const cards = ['a', 'b', 'c', 'd'].map((id) => card(id));

  it('comes back exactly where it stood: the same cards in order, the marks, the card revealed', () => {
    let round = startRound(cards);
    round = mark(reveal(round), true);
    round = mark(reveal(round), false);
    round = reveal(round);
    const raw = serializeDrillDay({ day: '2026-11-24', introduced: 2, round: toSaved('all', round) });
    const back = fromSaved(parseDrillDay(raw)?.round, 'all', cards);
    expect(back).toEqual(round);
    expect(ids(back!.queue)).toEqual(['c', 'd', 'b']);
  });

  it('stays finished once finished, and belongs to its own drill', () => {
    const finished = { queue: [], revealed: false, known: 3, notKnown: 1 };
    expect(fromSaved(toSaved('reading-mastery', finished), 'reading-mastery', cards)).toEqual(finished);
    expect(fromSaved(toSaved('reading-mastery', finished), 'all', cards)).toBeUndefined();
  });

  it('drops cards that are no longer in the deck, and is none when all of them are gone', () => {
    const saved = toSaved('all', startRound(cards));
    expect(ids(fromSaved(saved, 'all', cards.slice(1))!.queue)).toEqual(['b', 'c', 'd']);
    expect(fromSaved(saved, 'all', [card('x')])).toBeUndefined();
  });

  it('is read leniently: a damaged round is dropped, the day’s count kept; a damaged day is none', () => {
    const day = { version: 1, day: '2026-11-24', introduced: 5 };
    expect(parseDrillDay(JSON.stringify({ ...day, round: { drill: 'all', queue: ['nope'] } }))).toEqual({
      day: '2026-11-24',
      introduced: 5,
    });
    for (const raw of [
      null,
      '{oops',
      '1',
      JSON.stringify({ ...day, day: '2026-02-30' }),
      JSON.stringify({ ...day, introduced: -1 }),
      JSON.stringify({ ...day, version: 2 }),
    ])
      expect(parseDrillDay(raw), String(raw)).toBeNull();
  });
});

describe('the overview’s due counts', () => {
  it('give today’s new cards to the sheets the whole drill takes them from, not the limit to each', () => {
    const deck: DrillDeck = {
      version: 1,
      sheets: { first: [card('a1'), card('a2'), card('c')], second: [card('c'), card('b1')] },
    };
    const all = introductionOrder(deck, ['first', 'second']);
    expect([...dueBySheet(all, {}, '2026-11-24', 2)]).toEqual([['first', 2]]);
    expect([...dueBySheet(all, {}, '2026-11-24', 10)]).toEqual([
      ['first', 3],
      ['second', 1],
    ]);
  });

  it('add up over the sheets to the drill of all due cards, a shared phrase counted once', () => {
    const sheet = fc.constantFrom('s1', 's2', 's3');
    const state = fc.option(
      fc.record({
        box: fc.constantFrom(1, 2, 3, 4, 5),
        offset: fc.integer({ min: -5, max: 5 }),
      }),
      { nil: undefined },
    );
    fc.assert(
      fc.property(
        fc.array(fc.record({ n: fc.integer({ min: 0, max: 30 }), sheet, summary: fc.boolean(), state }), {
          maxLength: 40,
        }),
        fc.integer({ min: 0, max: 12 }),
        (rows, newLeft) => {
          const today = '2026-11-24';
          const sheets: Record<string, DrillCard[]> = {};
          const progress: Record<string, { box: Box; due: string }> = {};
          for (const row of rows) {
            const c = card(`c${row.n}`, row.summary);
            (sheets[row.sheet] ??= []).push(c);
            if (row.state) progress[c.id] = { box: row.state.box, due: addDays(today, row.state.offset) };
          }
          const all = introductionOrder({ version: 1, sheets }, ['s2', 's1', 's3']);
          const bySheet = dueBySheet(all, progress, today, newLeft);
          const sum = [...bySheet.values()].reduce((a, b) => a + b, 0);
          expect(sum).toBe(dueCount(all, progress, today, newLeft));
          expect(sum).toBe(dueCards(all, progress, today, newLeft).length);
        },
      ),
    );
  });
});
