import { describe, expect, it } from 'vitest';
import { exportProgress, parseProgressFile, parseStoredProgress, serializeProgress } from './progress-file';
import type { Progress } from './schedule';
import type { ModelTestRecords } from '~/lib/model-test-records';

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

const progress: Progress = {
  '0123456789ab': { box: 3, due: '2026-11-27' },
  abcdefabcdef: { box: 1, due: '2026-11-24' },
};

describe('drill progress as a file', () => {
  it('reads back what it exported: the cards and the model tests’ answers and results', () => {
    const file = exportProgress(progress, new Date('2026-11-24T10:00:00Z'), mockTests);
    expect(JSON.parse(file)).toMatchObject({
      format: 'b1-phrase-drill',
      version: 2,
      exported: '2026-11-24T10:00:00.000Z',
    });
    expect(parseProgressFile(file)).toEqual({ progress, mockTests });
  });

  it('still loads a file of version 1 (cards only) and leaves the model tests alone', () => {
    const old = JSON.stringify({
      format: 'b1-phrase-drill',
      version: 1,
      exported: '2026-11-20T10:00:00Z',
      cards: progress,
    });
    expect(parseProgressFile(old)).toEqual({ progress });
  });

  it('refuses a version 2 file whose model-test records are damaged or missing', () => {
    const file = (records: unknown) =>
      JSON.stringify({ format: 'b1-phrase-drill', version: 2, cards: progress, mockTests: records });
    expect(parseProgressFile(file(undefined))).toEqual({ problem: 'damaged' });
    const badAnswer = structuredClone(mockTests);
    badAnswer.parts['1/reading-3']!.answers['12'] = 'z';
    expect(parseProgressFile(file(badAnswer))).toEqual({ problem: 'damaged' });
    expect(parseProgressFile(file({ ...mockTests, attempts: [{ test: '1' }] }))).toEqual({
      problem: 'damaged',
    });
  });

  it('refuses a file that is not the drill’s', () => {
    expect(parseProgressFile('not json')).toEqual({ problem: 'foreign' });
    expect(parseProgressFile('{"cards":{}}')).toEqual({ problem: 'foreign' });
    expect(parseProgressFile('[1,2]')).toEqual({ problem: 'foreign' });
  });

  it('refuses the whole file when one entry is damaged or the version is unknown', () => {
    const with_ = (cards: unknown, version = 1) =>
      JSON.stringify({ format: 'b1-phrase-drill', version, cards });
    expect(parseProgressFile(with_({ ...progress, '0123456789ac': { box: 6, due: '2026-11-24' } }))).toEqual({
      problem: 'damaged',
    });
    expect(parseProgressFile(with_({ '0123456789ac': { box: 2, due: '2026-02-30' } }))).toEqual({
      problem: 'damaged',
    });
    expect(parseProgressFile(with_({ 'not-an-id': { box: 2, due: '2026-02-03' } }))).toEqual({
      problem: 'damaged',
    });
    expect(parseProgressFile(with_(progress, 3))).toEqual({ problem: 'damaged' });
  });

  it('keeps the good entries of damaged storage and drops the rest', () => {
    const raw = JSON.stringify({
      version: 1,
      cards: { ...progress, '0123456789ac': { box: 0, due: '2026-11-24' }, x: 1 },
    });
    expect(parseStoredProgress(raw)).toEqual(progress);
    expect(parseStoredProgress(serializeProgress(progress))).toEqual(progress);
    expect(parseStoredProgress('{')).toEqual({});
    expect(parseStoredProgress(null)).toEqual({});
  });
});
