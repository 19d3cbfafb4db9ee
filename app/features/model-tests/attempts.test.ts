import { describe, expect, it } from 'vitest';
import { NO_RECORDS, type Attempt, type RunResult, type WrittenRun } from '~/stores/model-test-records';
import { historyRows } from './attempts';

const attempt = (test: string, part: string, date: string, points: number, max: number): Attempt => ({
  test,
  part,
  date,
  right: points,
  count: max,
  points,
  max,
});
const exam = (test: string, date: string, listening: number | null, writing: number | null): RunResult => ({
  test,
  date,
  reading: 50,
  language: 20,
  listening,
  writing,
  answers: {},
});
const underWay: WrittenRun = {
  test: '1',
  started: 0,
  readingEnd: null,
  listening: null,
  listeningSkipped: false,
  writingStarted: null,
  writingEnd: null,
  answers: {},
};

describe('the test page’s history', () => {
  const records = {
    ...NO_RECORDS,
    attempts: [
      attempt('1', 'reading-1', '2026-11-20T09:00:00Z', 20, 25),
      attempt('2', 'reading-1', '2026-11-21T09:00:00Z', 5, 25),
      attempt('1', 'listening-3', '2026-11-26T09:00:00Z', 15, 25),
    ],
    runs: [
      exam('1', '2026-11-22T12:00:00Z', 60, 30),
      exam('2', '2026-11-23T12:00:00Z', 60, 30),
      exam('1', '2026-11-25T12:00:00Z', null, null),
    ],
  };

  it('lists the parts and the whole written exams of this test, newest first, each exam with its review', () => {
    expect(historyRows(records, '1')).toEqual([
      { kind: 'part', date: '2026-11-26T09:00:00Z', part: 'listening-3', points: 15, max: 25 },
      { kind: 'exam', date: '2026-11-25T12:00:00Z', points: 70, max: 225, review: true },
      { kind: 'exam', date: '2026-11-22T12:00:00Z', points: 160, max: 225, review: true },
      { kind: 'part', date: '2026-11-20T09:00:00Z', part: 'reading-1', points: 20, max: 25 },
    ]);
  });

  it('gives a whole exam its written total of 225 (a skipped listening and an unassessed e-mail count nothing)', () => {
    const rows = historyRows(records, '2');
    expect(rows.map((r) => [r.kind, r.points, r.max])).toEqual([
      ['exam', 160, 225],
      ['part', 5, 25],
    ]);
  });

  it('has no row for a whole exam under way, and links no review while one runs', () => {
    const running = historyRows({ ...records, run: underWay }, '1');
    expect(running.filter((r) => r.kind === 'exam')).toHaveLength(2);
    expect(running.some((r) => r.kind === 'exam' && r.review)).toBe(false);
    expect(historyRows({ ...NO_RECORDS, run: underWay }, '1')).toEqual([]);
  });
});
