import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BACKUP_KEYS, backupText, DEVICE_KEYS, parseBackup, resetAll, restoreBackup } from './backup';
import { NO_RECORDS, serializeRecords, type ModelTestRecords } from './model-test-records';

/** Every kind of model-test record, as a version 2 drill file carried them. */
const mockTests: ModelTestRecords = {
  parts: {
    '1/reading-3': {
      answers: { '11': 'a', '15': 'x' },
      checked: true,
      retry: null,
      watch: { banked: 61_000, since: null },
      updated: 1_795_000_000_000,
    },
  },
  attempts: [
    {
      test: '1',
      part: 'reading-3',
      date: '2026-11-27T08:00:00.000Z',
      right: 8,
      count: 10,
      points: 20,
      max: 25,
    },
  ],
  run: {
    test: '2',
    started: 1_795_000_000_000,
    readingEnd: 1_795_005_400_000,
    listening: { started: 1_795_005_500_000, lag: -1200, over: false },
    listeningSkipped: false,
    writingStarted: null,
    writingEnd: null,
    answers: { '1': 'c', '41': '+', '42': '-' },
  },
  runs: [
    {
      test: '1',
      date: '2026-11-20T08:00:00.000Z',
      reading: 60,
      language: 24,
      listening: null,
      writing: 33,
      answers: { '1': 'a', '41': '-' },
    },
  ],
  oral: { test: '3', role: 'B', mode: 'alone', clock: { banked: 120_000, since: null } },
  orals: [
    {
      test: '1',
      date: '2026-11-21T08:00:00.000Z',
      role: 'A',
      mode: 'pair',
      checks: { 'part-1-task': true, 'part-2-form': false },
    },
  ],
};

/** A storage in memory, as the backup sees localStorage. */
function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: (key: string) => data.get(key) ?? null,
    set: (key: string, value: string) => (data.set(key, value), true),
    remove: (key: string) => (data.delete(key), true),
  };
}

const CARDS = JSON.stringify({ version: 1, cards: { '0123456789ab': { box: 3, due: '2026-12-01' } } });
const FULL = {
  'b1.drill.v1': CARDS,
  'b1.progress.v1': JSON.stringify({ learned: ['reading-mastery'], last: null }),
  'b1.writing-trainer.v1': JSON.stringify({
    'writing-task-apology': { text: 'Liebe Anna', stage: 'assess' },
  }),
  'b1.mock-tests.v1': serializeRecords(NO_RECORDS),
  'b1.theme.v1': 'dark',
  'b1.lang.v1': 'en',
  'b1.sheet-layout.v1': 'list',
  'b1.voice.v1': 'none',
};

describe('the backup file', () => {
  it('carries every store the site keeps for the learner, and no device key', () => {
    const text = backupText(memory(FULL).get, new Date('2026-11-27T10:00:00Z'));
    const file = JSON.parse(text) as { format: string; exported: string; stores: Record<string, string> };
    expect(file.format).toBe('b1-study-backup');
    expect(file.exported).toBe('2026-11-27T10:00:00.000Z');
    expect(file.stores).toEqual(
      Object.fromEntries(Object.entries(FULL).filter(([key]) => key !== 'b1.voice.v1')),
    );
  });

  it('restores everything after a reset: save, reset, load', () => {
    const browser = memory(FULL);
    const text = backupText(browser.get, new Date());
    expect(resetAll(browser)).toBe(true);
    expect([...browser.data.keys()]).toEqual(['b1.voice.v1']);
    const content = parseBackup(text);
    if ('problem' in content) throw new Error(content.problem);
    expect(restoreBackup(content, browser)).toBe(true);
    expect(Object.fromEntries(browser.data)).toEqual(FULL);
  });

  it('a full backup empties the stores it does not hold', () => {
    const browser = memory(FULL);
    const text = backupText(memory({ 'b1.theme.v1': 'light' }).get, new Date());
    const content = parseBackup(text);
    if ('problem' in content) throw new Error(content.problem);
    restoreBackup(content, browser);
    expect(Object.fromEntries(browser.data)).toEqual({ 'b1.theme.v1': 'light', 'b1.voice.v1': 'none' });
  });

  it('refuses a foreign, newer or damaged file as a whole', () => {
    const good = JSON.parse(backupText(memory(FULL).get, new Date())) as Record<string, unknown>;
    const withStores = (stores: Record<string, unknown>) => JSON.stringify({ ...good, stores });
    expect(parseBackup('not json')).toEqual({ problem: 'foreign' });
    expect(parseBackup('{"name":"a shopping list"}')).toEqual({ problem: 'foreign' });
    expect(parseBackup(JSON.stringify({ ...good, version: 2 }))).toEqual({ problem: 'newer' });
    expect(parseBackup(JSON.stringify({ ...good, version: 0 }))).toEqual({ problem: 'damaged' });
    expect(parseBackup(withStores({ ...FULL, 'b1.unknown.v1': '{}' }))).toEqual({ problem: 'damaged' });
    expect(parseBackup(withStores({ 'b1.theme.v1': 'purple' }))).toEqual({ problem: 'damaged' });
    expect(parseBackup(withStores({ 'b1.progress.v1': '{broken' }))).toEqual({ problem: 'damaged' });
    expect(parseBackup(withStores({ 'b1.progress.v1': { learned: [] } }))).toEqual({ problem: 'damaged' });
    const badCard = JSON.stringify({ version: 1, cards: { '0123456789ab': { box: 9, due: '2026-12-01' } } });
    expect(parseBackup(withStores({ 'b1.drill.v1': badCard }))).toEqual({ problem: 'damaged' });
    expect(parseBackup(withStores({ 'b1.mock-tests.v1': '{"version":1,"parts":[]}' }))).toEqual({
      problem: 'damaged',
    });
  });

  it('still loads the drill’s own files (versions 1 and 2): cards and model tests only', () => {
    const cards = { '0123456789ab': { box: 2, due: '2026-11-28', extra: 'dropped' } };
    const v1 = parseBackup(JSON.stringify({ format: 'b1-phrase-drill', version: 1, cards }));
    expect(v1).toEqual({
      values: {
        'b1.drill.v1': JSON.stringify({
          version: 1,
          cards: { '0123456789ab': { box: 2, due: '2026-11-28' } },
        }),
      },
      replacesAll: false,
      exported: null,
    });
    const v2 = parseBackup(
      JSON.stringify({ format: 'b1-phrase-drill', version: 2, cards, mockTests: NO_RECORDS }),
    );
    if ('problem' in v2) throw new Error(v2.problem);
    expect(Object.keys(v2.values)).toEqual(['b1.drill.v1', 'b1.mock-tests.v1']);
    const browser = memory(FULL);
    restoreBackup(v2, browser);
    expect(browser.get('b1.theme.v1')).toBe('dark');
    expect(parseBackup(JSON.stringify({ format: 'b1-phrase-drill', version: 1, cards: { x: {} } }))).toEqual({
      problem: 'damaged',
    });
    expect(parseBackup(JSON.stringify({ format: 'b1-phrase-drill', version: 3, cards }))).toEqual({
      problem: 'newer',
    });
  });

  it('carries every kind of model-test record through an old drill file and a new backup alike', () => {
    const old = parseBackup(JSON.stringify({ format: 'b1-phrase-drill', version: 2, cards: {}, mockTests }));
    if ('problem' in old) throw new Error(old.problem);
    const browser = memory();
    restoreBackup(old, browser);
    const again = parseBackup(backupText(browser.get, new Date()));
    if ('problem' in again) throw new Error(again.problem);
    expect(JSON.parse(again.values['b1.mock-tests.v1']!)).toEqual({ version: 1, ...mockTests });
  });

  it('knows every storage key the code uses (a new store must join the backup or say it is the device’s)', () => {
    const root = path.resolve(__dirname, '..');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f),
    );
    const used = new Set<string>();
    for (const file of files)
      for (const m of readFileSync(path.join(root, file), 'utf8').matchAll(
        /'(b1\.[a-z-]+\.v\d+|b1-cheatsheets:[a-z-]+)'/g,
      ))
        used.add(m[1]!);
    const known = new Set<string>([...BACKUP_KEYS, ...DEVICE_KEYS]);
    expect([...used].filter((key) => !known.has(key))).toEqual([]);
    expect(used.size).toBeGreaterThanOrEqual(10);
  });
});
