import { describe, expect, it } from 'vitest';
import { DEFAULT_SLOT, parsePlan, serializePlan, withTick, type StoredPlan } from './plan-store';

const PLAN: StoredPlan = {
  written: '2026-06-12',
  oral: '2026-06-05',
  minutes: 60,
  slot: '07:15',
  ticks: ['oral:1', 'summary:foundation:2026-06-10'],
  start: { day: '2026-05-01', done: ['sheet:reading-mastery'], carried: 2, since: '2026-04-29' },
  id: 'x7k2',
};

describe('the stored plan', () => {
  it('reads back what was stored', () => {
    expect(parsePlan(serializePlan(PLAN))).toEqual(PLAN);
  });

  it('reads bad data as no plan', () => {
    for (const raw of [
      null,
      '',
      'not json',
      '[]',
      '{}',
      '{"version":2,"written":"2026-06-12"}',
      '{"version":1,"written":"2026-02-30"}',
    ])
      expect(parsePlan(raw), String(raw)).toBeNull();
  });

  it('keeps the dates when another field is damaged, and falls back for that field', () => {
    const raw = JSON.stringify({
      version: 1,
      written: '2026-06-12',
      oral: '2026-06-12',
      minutes: 45,
      slot: '25:00',
      ticks: ['oral:1', 7, 'BAD ID', 'oral:1'],
      start: { day: 'yesterday' },
      id: 'Not An Id!',
    });
    expect(parsePlan(raw)).toEqual({
      written: '2026-06-12',
      oral: null,
      minutes: null,
      slot: DEFAULT_SLOT,
      ticks: ['oral:1'],
      start: null,
      id: '',
    });
  });

  it('ticks and unticks a task by hand', () => {
    const ticked = withTick(PLAN, 'oral:2', true);
    expect(ticked.ticks).toEqual([...PLAN.ticks, 'oral:2']);
    expect(withTick(ticked, 'oral:1', false).ticks).toEqual(['summary:foundation:2026-06-10', 'oral:2']);
  });
});
