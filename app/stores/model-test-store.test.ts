// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MODEL_TEST_KEY,
  NEW_PART,
  NO_RECORDS,
  parseStoredRecords,
  readRecordsFromFile,
} from './model-test-records';

// The store keeps its visit's memory in the module: a fresh module for every test.
async function store() {
  vi.resetModules();
  return import('./model-test-store');
}

describe('the model tests’ records in this browser', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('keeps every answer as it is marked and reads it back after a reload', async () => {
    const s = await store();
    expect(s.updatePart('1/reading-3', (p) => ({ ...p, answers: { ...p.answers, 11: 'a' } }), 5)).toBe(true);
    expect(s.updatePart('1/reading-3', (p) => ({ ...p, answers: { ...p.answers, 15: 'x' } }), 6)).toBe(true);
    const reloaded = await store();
    expect(reloaded.readModelTestRecords().parts['1/reading-3']).toEqual({
      ...NEW_PART,
      answers: { 11: 'a', 15: 'x' },
      updated: 6,
    });
  });

  it('does not overwrite what another tab stored: each change starts from what storage holds', async () => {
    const s = await store();
    s.updatePart('1/reading-1', (p) => ({ ...p, answers: { 1: 'c' } }));
    // Another tab marks item 2 of the same part and a part of another test.
    const other = parseStoredRecords(localStorage.getItem(MODEL_TEST_KEY));
    other.parts['1/reading-1']!.answers['2'] = 'f';
    other.parts['2/reading-2'] = { ...NEW_PART, answers: { 6: 'b' } };
    localStorage.setItem(MODEL_TEST_KEY, JSON.stringify({ version: 1, ...other }));
    s.updatePart('1/reading-1', (p) => ({ ...p, answers: { ...p.answers, 3: 'a' } }));
    const records = parseStoredRecords(localStorage.getItem(MODEL_TEST_KEY));
    expect(records.parts['1/reading-1']!.answers).toEqual({ 1: 'c', 2: 'f', 3: 'a' });
    expect(records.parts['2/reading-2']!.answers).toEqual({ 6: 'b' });
  });

  it('goes on in memory when storage fails, and says so through its result', async () => {
    const s = await store();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(s.updatePart('3/reading-2', (p) => ({ ...p, answers: { 6: 'a' } }))).toBe(false);
    expect(s.updatePart('3/reading-2', (p) => ({ ...p, answers: { ...p.answers, 7: 'c' } }))).toBe(false);
    expect(s.readModelTestRecords().parts['3/reading-2']!.answers).toEqual({ 6: 'a', 7: 'c' });
  });

  it('reads damaged storage leniently: bad entries dropped, the rest kept', () => {
    const raw = JSON.stringify({
      version: 1,
      parts: {
        '1/reading-1': { ...NEW_PART, answers: { 1: 'c' } },
        '1/reading-2': { ...NEW_PART, answers: { 6: 'z' } },
        'no id': NEW_PART,
      },
      attempts: [
        {
          test: '1',
          part: 'reading-1',
          date: '2026-11-27T08:00:00Z',
          right: 5,
          count: 5,
          points: 25,
          max: 25,
        },
        { test: '1', part: 'reading-1', date: 'yesterday', right: 5, count: 5, points: 25, max: 25 },
      ],
    });
    const records = parseStoredRecords(raw);
    expect(Object.keys(records.parts)).toEqual(['1/reading-1']);
    expect(records.attempts).toHaveLength(1);
    expect(parseStoredRecords('{')).toEqual(NO_RECORDS);
    expect(parseStoredRecords(JSON.stringify({ version: 9, parts: {}, attempts: [] }))).toEqual(NO_RECORDS);
    // A damaged run is dropped, the answers of the parts stay.
    const withRun = JSON.parse(raw) as Record<string, unknown>;
    withRun.run = { test: '1', started: 'soon' };
    withRun.runs = [
      {
        test: '1',
        date: '2026-11-27T08:00:00Z',
        reading: 60,
        language: 24,
        listening: null,
        writing: 30,
        answers: {},
      },
      {},
    ];
    const damaged = parseStoredRecords(JSON.stringify(withRun));
    expect(damaged.run).toBeNull();
    expect(damaged.runs).toHaveLength(1);
    expect(Object.keys(damaged.parts)).toEqual(['1/reading-1']);
  });

  it('reads a value stored before the written runs and oral mocks, keeping only the known fields', () => {
    const older = JSON.stringify({
      version: 1,
      parts: { '2/reading-1': { ...NEW_PART, answers: { 3: 'b' }, colour: 'red' } },
      attempts: [],
    });
    expect(parseStoredRecords(older)).toEqual({
      ...NO_RECORDS,
      parts: { '2/reading-1': { ...NEW_PART, answers: { 3: 'b' } } },
    });
    expect(Object.keys(parseStoredRecords(older).parts['2/reading-1']!)).not.toContain('colour');
  });

  it('keeps a listening part’s exam play, and drops or refuses a part whose play is damaged', () => {
    const exam = { started: 1_795_000_000_000, lag: -300, over: false };
    const part = { ...NEW_PART, answers: { 41: '+' }, exam };
    const stored = (p: unknown) =>
      JSON.stringify({ version: 1, parts: { '1/listening-1': p }, attempts: [] });
    expect(parseStoredRecords(stored(part)).parts['1/listening-1']).toEqual(part);
    const damaged = { ...part, exam: { started: 'now', lag: 0, over: false } };
    expect(parseStoredRecords(stored(damaged)).parts).toEqual({});
    expect(readRecordsFromFile({ parts: { '1/listening-1': damaged }, attempts: [] })).toBeNull();
  });

  it('reads a backup file strictly: one bad entry and nothing is taken', () => {
    const good = { parts: { '1/reading-1': { ...NEW_PART, answers: { 1: 'c' } } }, attempts: [] };
    // A file from before the written runs loads with none.
    expect(readRecordsFromFile(good)).toEqual({ ...good, run: null, runs: [], oral: null, orals: [] });
    const run = {
      test: '1',
      started: 1,
      readingEnd: null,
      listening: null,
      listeningSkipped: false,
      writingStarted: null,
      writingEnd: null,
      answers: { 41: '+' },
    };
    expect(readRecordsFromFile({ ...good, run, runs: [] })).toEqual({
      ...good,
      run,
      runs: [],
      oral: null,
      orals: [],
    });
    expect(
      readRecordsFromFile({
        ...good,
        oral: { test: '1', role: 'C', mode: 'pair', clock: { banked: 0, since: null } },
      }),
    ).toBeNull();
    expect(readRecordsFromFile({ ...good, run: { ...run, answers: { 41: 'plus' } } })).toBeNull();
    expect(readRecordsFromFile({ ...good, attempts: [{ test: '1' }] })).toBeNull();
    expect(
      readRecordsFromFile({ parts: { '1/reading-1': { ...NEW_PART, checked: 'yes' } }, attempts: [] }),
    ).toBeNull();
    expect(readRecordsFromFile(null)).toBeNull();
  });
});

describe('the solo oral rehearsals’ fluency figures', () => {
  beforeEach(() => localStorage.clear());

  const turn = {
    part: 1 as const,
    minS: 20,
    maxS: 40,
    speakingMs: 23_400,
    longestPauseMs: 1_850,
    silence: 0.2,
  };
  const rehearsal = { test: '2', date: '2026-11-29T10:00:00.000Z', exam: false, turns: [turn] };

  it('keeps each finished rehearsal after a reload and carries it in a backup file', async () => {
    const s = await store();
    expect(s.addRehearsal(rehearsal)).toBe(true);
    const records = (await store()).readModelTestRecords();
    expect(records.rehearsals).toEqual([rehearsal]);
    expect(readRecordsFromFile(JSON.parse(localStorage.getItem(MODEL_TEST_KEY)!))?.rehearsals).toEqual([
      rehearsal,
    ]);
  });

  it('drops a damaged rehearsal from storage and refuses a file that holds one', () => {
    const damaged = { ...rehearsal, turns: [{ ...turn, silence: 3 }] };
    const stored = JSON.stringify({ version: 1, parts: {}, attempts: [], rehearsals: [rehearsal, damaged] });
    expect(parseStoredRecords(stored).rehearsals).toEqual([rehearsal]);
    expect(readRecordsFromFile({ parts: {}, attempts: [], rehearsals: [damaged] })).toBeNull();
  });
});
