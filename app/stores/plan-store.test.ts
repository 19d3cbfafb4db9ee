import { describe, expect, it } from 'vitest';
import { DEFAULT_SLOT, parsePlan, serializePlan, withTick, type StoredPlan } from './plan-store';

const PLAN: StoredPlan = {
  written: '2026-06-12',
  oral: '2026-06-05',
  minutes: 60,
  longer: { 5: 180, 6: 90 },
  partner: true,
  created: '2026-04-27',
  slot: '07:15',
  ticks: ['oral:1', 'summary:foundation:2026-06-10'],
  start: {
    day: '2026-05-01',
    done: ['sheet:reading-mastery'],
    carried: 2,
    since: '2026-04-29',
    moved: ['sheet:b1-core-grammar:1/2', 'writing:1:1'],
  },
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
      '{"version":3,"written":"2026-06-12"}',
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
      longer: {},
      partner: false,
      created: null,
      slot: DEFAULT_SLOT,
      ticks: ['oral:1'],
      start: null,
      id: '',
    });
  });

  it('reads a plan stored before the longer days (version 1) as one without them, its first day its start', () => {
    const v1 = JSON.stringify({
      version: 1,
      written: '2026-06-12',
      oral: '2026-06-05',
      minutes: 40,
      slot: '07:15',
      ticks: ['oral:1'],
      start: { day: '2026-05-01', done: ['sheet:reading-mastery'], carried: 2, since: '2026-04-29' },
      id: 'x7k2',
    });
    const plan = parsePlan(v1);
    expect(plan).toEqual({
      written: '2026-06-12',
      oral: '2026-06-05',
      minutes: 40,
      longer: {},
      partner: false,
      created: '2026-05-01',
      slot: '07:15',
      ticks: ['oral:1'],
      start: {
        day: '2026-05-01',
        done: ['sheet:reading-mastery'],
        carried: 2,
        since: '2026-04-29',
        moved: [],
      },
      id: 'x7k2',
    });
    // Stored again, it is version 2 and reads back the same.
    expect(JSON.parse(serializePlan(plan!))).toMatchObject({ version: 2 });
    expect(parsePlan(serializePlan(plan!))).toEqual(plan);
  });

  it('drops a longer day that does not fit and keeps the others', () => {
    const raw = serializePlan({ ...PLAN, longer: {} }).replace(
      '"longer":{}',
      '"longer":{"5":180,"7":90,"2":45,"x":60,"0":60}',
    );
    expect(parsePlan(raw)?.longer).toEqual({ 0: 60, 5: 180 });
    expect(
      parsePlan(serializePlan({ ...PLAN, longer: {} }).replace('"longer":{}', '"longer":[1]'))?.longer,
    ).toEqual({});
  });

  it('ticks and unticks a task by hand', () => {
    const ticked = withTick(PLAN, 'oral:2', true);
    expect(ticked.ticks).toEqual([...PLAN.ticks, 'oral:2']);
    expect(withTick(ticked, 'oral:1', false).ticks).toEqual(['summary:foundation:2026-06-10', 'oral:2']);
  });
});
