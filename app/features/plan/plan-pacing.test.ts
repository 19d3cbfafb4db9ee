import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '~/lib/day';
import type { StoredPlan } from '~/stores/plan-store';
import {
  currentPlan,
  doneIds,
  isTaskDone,
  movedTo,
  startOfDay,
  ticksByHand,
  type PlanSignals,
} from './plan-pacing';
import { taskId, type PlanTask } from './plan-tasks';

const NOTHING: PlanSignals = { learned: [], parts: [], runs: [], orals: [], drillDays: [] };
const stored = (over: Partial<StoredPlan> = {}): StoredPlan => ({
  written: '2026-04-24',
  oral: null,
  minutes: 40,
  longer: {},
  partner: false,
  created: '2026-04-01',
  slot: '18:00',
  ticks: [],
  start: null,
  id: 'abc',
  ...over,
});
const ids = (tasks: PlanTask[]) => tasks.map((t) => t.id);

describe('what is done', () => {
  it('reads each tool’s signal and the ticks set by hand', () => {
    const done = doneIds(
      {
        learned: ['reading-mastery'],
        parts: ['1/reading-2'],
        runs: ['2'],
        orals: ['3'],
        drillDays: ['2026-04-01'],
      },
      ['summary:foundation:2026-04-22'],
    );
    expect([...done].sort()).toEqual([
      'drill:2026-04-01',
      'oral:3',
      'part:1/reading-2',
      'run:2',
      'sheet:reading-mastery',
      'summary:foundation:2026-04-22',
    ]);
  });

  it('counts every sitting of a sheet as done once the sheet is learned', () => {
    const sitting: PlanTask = {
      kind: 'sheet',
      id: 'sheet:b1-core-grammar:1/2',
      route: 'b1-core-grammar',
      stage: 'foundation',
      minutes: 25,
      session: 1,
      sessions: 2,
    };
    expect(isTaskDone(sitting, new Set())).toBe(false);
    expect(isTaskDone(sitting, new Set(['sheet:b1-core-grammar']))).toBe(true);
    expect(isTaskDone(sitting, new Set(['sheet:b1-core-grammar:1/2']))).toBe(true);
    // Ticked by hand: a sitting before the last; the last is the sheet, marked learned on its page.
    expect(ticksByHand(sitting)).toBe(true);
    expect(ticksByHand({ ...sitting, id: 'sheet:b1-core-grammar', session: 2 })).toBe(false);
  });
});

describe('moving on from day to day', () => {
  const today = '2026-04-01';

  it('starts a new plan with what is done now and nothing moved', () => {
    const start = startOfDay(
      stored(),
      today,
      doneIds({ ...NOTHING, learned: ['functional-language'], drillDays: [today] }, []),
    );
    expect(start).toEqual({
      day: today,
      done: ['sheet:functional-language'],
      carried: 0,
      since: null,
      moved: [],
    });
  });

  it('keeps a task finished today on today’s list, ticked, until the next day', () => {
    const first = currentPlan(stored(), today, new Set());
    const todays = first.plan.days[0]!.tasks;
    const sheet = todays.find((t) => t.kind === 'sheet')!;
    const learned = doneIds({ ...NOTHING, learned: [sheet.kind === 'sheet' ? sheet.route : ''] }, []);
    const later = currentPlan(stored({ start: first.start }), today, learned);
    expect(ids(later.plan.days[0]!.tasks)).toEqual(ids(todays));
    expect(isTaskDone(sheet, learned)).toBe(true);
    // The next day it is out of the plan.
    const tomorrow = currentPlan(stored({ start: later.start }), addDays(today, 1), learned);
    expect(tomorrow.start.carried).toBe(0);
    expect(ids(tomorrow.plan.days.flatMap((d) => d.tasks))).not.toContain(sheet.id);
  });

  it('moves missed work on to the next days, says how much, and never piles it on one day', () => {
    const monday = currentPlan(stored(), today, new Set());
    const missed = monday.plan.days
      .slice(0, 2)
      .flatMap((d) => d.tasks)
      .filter((t) => t.kind !== 'drill');
    expect(missed.length).toBeGreaterThan(0);
    // Two days later, nothing done.
    const wednesday = currentPlan(stored({ start: monday.start }), addDays(today, 2), new Set());
    expect(wednesday.start).toMatchObject({
      day: addDays(today, 2),
      carried: missed.length,
      since: today,
      moved: ids(missed),
    });
    const placed = new Map(wednesday.plan.days.flatMap((d) => d.tasks.map((t) => [t.id, d.day] as const)));
    for (const task of missed) expect(placed.get(task.id), task.id).toBeDefined();
    for (const day of wednesday.plan.days) expect(day.minutes, day.day).toBeLessThanOrEqual(40);
    // The drill stays on every study day, the moved work beside it.
    for (const day of wednesday.plan.days.filter((d) => !d.light && !d.exams.length))
      expect(ids(day.tasks)).toContain(taskId.drill(day.day));
    // The note can say where each went: a day from today on.
    const where = movedTo(wednesday.plan, wednesday.start);
    expect(where.map((w) => w.task.id).sort()).toEqual(ids(missed).sort());
    for (const w of where) {
      expect(w.to).toBe('day');
      if (w.to === 'day') expect(w.day >= addDays(today, 2)).toBe(true);
    }
  });

  it('counts nothing as moved when the work of the missed days was done', () => {
    const monday = currentPlan(stored(), today, new Set());
    const work = monday.plan.days[0]!.tasks.filter((t) => t.kind === 'sheet');
    const learned = doneIds(
      { ...NOTHING, learned: work.map((t) => (t.kind === 'sheet' ? t.route : '')) },
      ids(work),
    );
    const tuesday = currentPlan(stored({ start: monday.start }), addDays(today, 1), learned);
    expect(tuesday.start.carried).toBe(0);
  });

  it('re-paces from today when the exam date changes', () => {
    const start = startOfDay(stored(), today, new Set());
    const before = currentPlan(stored({ start }), today, new Set()).plan;
    const after = currentPlan(stored({ start, written: '2026-05-15' }), today, new Set()).plan;
    const shortDay = (p: typeof before) =>
      p.days.find((d) => d.tasks.some((t) => t.id === taskId.short('test-day-mastery')))!.day;
    // The exam-day sheet: on the last study day before the exam.
    expect(daysBetween(shortDay(before), '2026-04-24')).toBe(3);
    expect(daysBetween(shortDay(after), '2026-05-15')).toBe(3);
    expect(after.days).toHaveLength(daysBetween(today, '2026-05-15') + 1);
  });

  it('starts afresh when the clock went back', () => {
    const start = startOfDay(
      stored({ start: { day: '2026-04-05', done: [], carried: 3, since: '2026-04-03', moved: [] } }),
      today,
      new Set(),
    );
    expect(start).toEqual({ day: today, done: [], carried: 0, since: null, moved: [] });
  });
});
