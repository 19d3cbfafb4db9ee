import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backupText, parseBackup, type BackupContent } from './backup';
import { mergeBackup, NOTHING_ADDED } from './backup-merge';
import { parseStoredProgress, serializeProgress } from './drill-cards';
import { parseStoredRecords, serializeRecords, type ModelTestRecords } from './model-test-records';
import { parsePlan, serializePlan, type StoredPlan } from './plan-store';

/** Stores as this browser holds them (key → text). */
type Stores = Record<string, string>;

const checked = (stores: Stores): BackupContent => {
  const content = parseBackup(backupText((key) => stores[key] ?? null, new Date('2026-11-29T10:00:00Z')));
  if ('problem' in content) throw new Error(content.problem);
  return content;
};

/** The stores after a merge of `file` into `mine`, and what it added. */
function merged(mine: Stores, file: Stores) {
  const { values, added } = mergeBackup(checked(file), (key) => mine[key] ?? null);
  return { stores: { ...mine, ...values } as Stores, values, added };
}

// Small pools, so that two stores share entries often.
const day = fc.constantFrom('2026-11-20', '2026-11-21', '2026-11-22');
const moment = fc.constantFrom(
  '2026-11-20T08:00:00.000Z',
  '2026-11-21T09:30:00.000Z',
  '2026-11-22T18:00:00.000Z',
);
const test = fc.constantFrom('1', '2', '3');
const part = fc.constantFrom('reading-1', 'reading-3', 'listening-2');
const answers = fc.dictionary(fc.constantFrom('1', '11', '41'), fc.constantFrom('a', 'x', '+'), {
  maxKeys: 3,
});

const records: fc.Arbitrary<ModelTestRecords> = fc.record({
  parts: fc.dictionary(
    fc.constantFrom('1/reading-1', '2/reading-3', '3/listening-2'),
    fc.record({
      answers,
      checked: fc.boolean(),
      retry: fc.constant(null),
      watch: fc.constant({ banked: 0, since: null }),
      updated: fc.integer({ min: 1, max: 5 }),
    }),
    { maxKeys: 3 },
  ),
  attempts: fc.array(
    fc.record({
      test,
      part,
      date: moment,
      right: fc.nat(5),
      count: fc.constant(5),
      points: fc.nat(25),
      max: fc.constant(25),
    }),
    { maxLength: 4 },
  ),
  run: fc.constant(null),
  runs: fc.array(
    fc.record({
      test,
      date: moment,
      reading: fc.nat(75),
      language: fc.nat(30),
      listening: fc.option(fc.nat(75), { nil: null }),
      writing: fc.option(fc.nat(45), { nil: null }),
      answers,
    }),
    { maxLength: 2 },
  ),
  oral: fc.constant(null),
  orals: fc.array(
    fc.record({
      test,
      date: moment,
      role: fc.constantFrom('A' as const, 'B' as const),
      mode: fc.constantFrom('pair' as const, 'alone' as const),
      checks: fc.dictionary(fc.constantFrom('part-1-task', 'part-2-form'), fc.boolean(), { maxKeys: 2 }),
    }),
    { maxLength: 2 },
  ),
});

const plan = (ticks: string[]): StoredPlan => ({
  written: '2026-12-20',
  oral: null,
  minutes: 40,
  longer: { 6: 180 },
  partner: false,
  created: '2026-11-29',
  slot: '18:00',
  ticks,
  start: null,
  id: 'abc',
});

/** A learner's stores on one device, in the stores' own formats (each may be missing). */
const stores: fc.Arbitrary<Stores> = fc
  .record(
    {
      'b1.mock-tests.v1': records.map((r) => serializeRecords(parseStoredRecords(serializeRecords(r)))),
      'b1.drill.v1': fc
        .dictionary(
          fc.constantFrom('0123456789ab', 'aaaaaaaaaaaa', 'bbbbbbbbbbbb'),
          fc.record({
            box: fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const, 5 as const),
            due: day,
          }),
          { maxKeys: 3 },
        )
        .map(serializeProgress),
      'b1.progress.v1': fc
        .uniqueArray(fc.constantFrom('reading-mastery', 'functional-language', 'oral-block-strategy'))
        .map((learned) => JSON.stringify({ learned, last: null })),
      'b1.activity.v1': fc
        .dictionary(day, fc.record({ 'drill-round': fc.integer({ min: 1, max: 3 }) }), { maxKeys: 3 })
        .map((log) => JSON.stringify(log)),
      'b1.plan.v1': fc
        .uniqueArray(fc.constantFrom('day-1:drill', 'day-2:sheet', 'week-1:oral'))
        .map((ticks) => serializePlan(plan(ticks))),
      'b1.writing-trainer.v1': fc
        .dictionary(
          fc.constantFrom('writing-task-apology', 'mock-test-1'),
          fc.record({ text: fc.constantFrom('', 'Liebe Anna') }),
          {
            maxKeys: 2,
          },
        )
        .map((letters) => JSON.stringify(letters)),
      'b1.theme.v1': fc.constantFrom('light', 'dark'),
    },
    { requiredKeys: [] },
  )
  .map((s) => Object.fromEntries(Object.entries(s).filter(([, text]) => text !== undefined)));

describe('adding a backup file to what is there', () => {
  it('changes nothing when a backup is merged into the stores it came from', () => {
    fc.assert(
      fc.property(stores, (mine) => {
        const { values, added } = merged(mine, mine);
        expect(values).toEqual({});
        expect(added).toEqual(NOTHING_ADDED);
      }),
    );
  });

  it('is idempotent: the same file merged a second time adds and changes nothing', () => {
    fc.assert(
      fc.property(stores, stores, (mine, file) => {
        const once = merged(mine, file).stores;
        const twice = merged(once, file);
        expect(twice.values).toEqual({});
        expect(twice.added).toEqual(NOTHING_ADDED);
      }),
    );
  });

  it('loses nothing of this browser: every attempt, exam, checklist, sheet and tick stays', () => {
    fc.assert(
      fc.property(stores, stores, (mine, file) => {
        const result = merged(mine, file).stores;
        const own = parseStoredRecords(mine['b1.mock-tests.v1'] ?? null);
        const after = parseStoredRecords(result['b1.mock-tests.v1'] ?? null);
        for (const a of own.attempts) expect(after.attempts).toContainEqual(a);
        for (const r of own.runs) expect(after.runs).toContainEqual(r);
        for (const o of own.orals) expect(after.orals).toContainEqual(o);
        const ticks = parsePlan(mine['b1.plan.v1'] ?? null)?.ticks ?? [];
        expect(parsePlan(result['b1.plan.v1'] ?? null)?.ticks ?? []).toEqual(expect.arrayContaining(ticks));
        if (mine['b1.theme.v1']) expect(result['b1.theme.v1']).toBe(mine['b1.theme.v1']);
      }),
    );
  });
});

describe('what a merge keeps and says it added', () => {
  const phone: ModelTestRecords = {
    parts: {
      '1/reading-1': {
        answers: { '1': 'a' },
        checked: false,
        retry: null,
        watch: { banked: 0, since: null },
        updated: 10,
      },
    },
    attempts: [
      {
        test: '1',
        part: 'reading-1',
        date: '2026-11-20T08:00:00.000Z',
        right: 3,
        count: 5,
        points: 15,
        max: 25,
      },
    ],
    run: null,
    runs: [],
    oral: null,
    orals: [],
  };
  const laptop: ModelTestRecords = {
    ...phone,
    parts: {
      '1/reading-1': { ...phone.parts['1/reading-1']!, answers: { '1': 'b', '2': 'c' }, updated: 20 },
    },
    attempts: [
      ...phone.attempts,
      {
        test: '2',
        part: 'reading-3',
        date: '2026-11-22T08:00:00.000Z',
        right: 8,
        count: 10,
        points: 20,
        max: 25,
      },
    ],
    runs: [
      {
        test: '3',
        date: '2026-11-21T08:00:00.000Z',
        reading: 50,
        language: 20,
        listening: 40,
        writing: 30,
        answers: {},
      },
    ],
  };

  it('unites attempts and exams, keeps the newer answers, the later card and every tick, and counts it all', () => {
    const mine: Stores = {
      'b1.mock-tests.v1': serializeRecords(phone),
      'b1.drill.v1': serializeProgress({ '0123456789ab': { box: 2, due: '2026-11-25' } }),
      'b1.plan.v1': serializePlan(plan(['day-1:drill'])),
      'b1.theme.v1': 'dark',
    };
    const file: Stores = {
      'b1.mock-tests.v1': serializeRecords(laptop),
      'b1.drill.v1': serializeProgress({
        '0123456789ab': { box: 3, due: '2026-11-28' },
        aaaaaaaaaaaa: { box: 1, due: '2026-11-23' },
      }),
      'b1.plan.v1': serializePlan(plan(['day-2:sheet', 'day-1:drill'])),
      'b1.progress.v1': JSON.stringify({ learned: ['reading-mastery'], last: null }),
      'b1.theme.v1': 'light',
    };
    const { stores: result, added } = merged(mine, file);
    const records = parseStoredRecords(result['b1.mock-tests.v1']!);
    expect(records.attempts).toHaveLength(2);
    expect(records.runs).toHaveLength(1);
    expect(records.parts['1/reading-1']!.answers).toEqual({ '1': 'b', '2': 'c' });
    expect(parsePlan(result['b1.plan.v1']!)!.ticks).toEqual(['day-1:drill', 'day-2:sheet']);
    expect(parseStoredProgress(result['b1.drill.v1']!)['0123456789ab']).toEqual({
      box: 3,
      due: '2026-11-28',
    });
    expect(result['b1.theme.v1']).toBe('dark');
    expect(added).toEqual({
      ...NOTHING_ADDED,
      attempts: 1,
      exams: 1,
      answers: 1,
      cards: 2,
      sheets: 1,
      ticks: 1,
    });
  });

  it('keeps this browser’s answers and card where they are the newer ones', () => {
    const mine = {
      'b1.mock-tests.v1': serializeRecords(laptop),
      'b1.drill.v1': serializeProgress({ '0123456789ab': { box: 4, due: '2026-11-30' } }),
    };
    const file = {
      'b1.mock-tests.v1': serializeRecords(phone),
      'b1.drill.v1': serializeProgress({ '0123456789ab': { box: 2, due: '2026-11-25' } }),
    };
    const { values, added } = merged(mine, file);
    expect(values).toEqual({});
    expect(added).toEqual(NOTHING_ADDED);
  });
});
