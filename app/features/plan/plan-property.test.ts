import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEARNING_PATH } from '~/content/catalogue';
import { MODEL_TEST_PARTS } from '~/content/model-tests/parts';
import { addDays, weekdayOf, type Day } from '~/lib/day';
import { LONGER_MINUTES, PLAN_MINUTES, type LongerDays, type StoredPlan } from '~/stores/plan-store';
import { currentPlan, movedTo } from './plan-pacing';
import { makePlan, type StudyPlan } from './plan-rules';
import { DRILL_MINUTES, RUN_MINUTES, taskId, type PlanTask } from './plan-tasks';

/**
 * The plan's promises over any input (issue 34): no day over its time, the whole written exam only
 * on a day that holds it, and nothing dropped silently: every piece of work not done is on a day,
 * offered for a longer day, or named as left out; and after missed days, every missed task is
 * still there, and the note can say where it went.
 */

const TODAY: Day = '2026-03-02';

const input = fc.record({
  written: fc.integer({ min: 0, max: 120 }),
  /** null: the oral exam on the written exam's day; else days from today (before or after). */
  oral: fc.option(fc.integer({ min: 0, max: 120 }), { nil: null }),
  minutes: fc.constantFrom(null, ...PLAN_MINUTES),
  longer: fc.dictionary(
    fc.constantFrom('0', '1', '2', '3', '4', '5', '6'),
    fc.constantFrom(...LONGER_MINUTES),
    { maxKeys: 3 },
  ),
  partner: fc.boolean(),
  missed: fc.integer({ min: 1, max: 20 }),
});

const ids = (tasks: readonly PlanTask[]) => tasks.map((t) => t.id);

/** The time of a day of the plan: nothing on an exam day, else the time a day or the longer day's. */
const timeOf = (day: Day, cap: number, longer: LongerDays) => Math.max(cap, longer[weekdayOf(day)] ?? 0);

function expectHonest(plan: StudyPlan, longer: LongerDays) {
  const placed = plan.days.flatMap((d) => d.tasks);
  // Each task once.
  expect(new Set(ids(placed)).size).toBe(placed.length);
  for (const day of plan.days) {
    const time = day.exams.length ? 0 : timeOf(day.day, plan.minutes, longer);
    expect(day.minutes, day.day).toBeLessThanOrEqual(time);
    if (day.tasks.some((t) => t.kind === 'run'))
      expect(time).toBeGreaterThanOrEqual(RUN_MINUTES + DRILL_MINUTES);
    // The drill on every study day.
    if (!day.light && day.exams.length === 0) expect(ids(day.tasks)).toContain(taskId.drill(day.day));
  }
  // Nothing dropped: every sheet, part, whole exam and rehearsal of an exam ahead is somewhere.
  const named = [...placed, ...plan.leftOut, ...plan.offered];
  const written = plan.exams.some((e) => e.kind === 'written');
  const oral = plan.exams.some((e) => e.kind === 'oral');
  for (const entry of LEARNING_PATH) {
    if (entry.category === 'written-block' && !written) continue;
    if (entry.category === 'oral-block' && !oral) continue;
    expect(
      named.some((t) => (t.kind === 'sheet' || t.kind === 'short') && t.route === entry.route),
      entry.route,
    ).toBe(true);
  }
  if (written) {
    for (const part of MODEL_TEST_PARTS) expect(ids(named)).toContain(taskId.part('1', part.slug));
    for (const test of ['2', '3']) expect(ids(named)).toContain(taskId.run(test));
  }
  if (oral) for (const test of ['1', '2', '3']) expect(ids(named)).toContain(taskId.oral(test));
  // Left out and offered are not also on a day.
  for (const t of [...plan.leftOut, ...plan.offered]) expect(ids(placed)).not.toContain(t.id);
}

describe('the study plan over any input (fast-check)', () => {
  it('keeps every day within its time, the whole exam on a day that holds it, and drops nothing', () => {
    fc.assert(
      fc.property(input, (i) => {
        const longer = i.longer as LongerDays;
        const plan = makePlan({
          today: TODAY,
          written: addDays(TODAY, i.written),
          oral: i.oral === null ? null : addDays(TODAY, i.oral),
          minutes: i.minutes,
          longer,
          partner: i.partner,
          created: TODAY,
          done: new Set(),
        });
        if (plan.status === 'past') return;
        expectHonest(plan, longer);
        for (const t of plan.days.flatMap((d) => d.tasks))
          if (t.kind === 'oral') expect(t.alone).toBe(!i.partner);
      }),
      { numRuns: 80 },
    );
  });

  it('after missed days moves every missed task on, within the time of each day, and says where', () => {
    fc.assert(
      fc.property(input, (i) => {
        const longer = i.longer as LongerDays;
        const stored: StoredPlan = {
          written: addDays(TODAY, i.written),
          oral: i.oral === null || i.oral === i.written ? null : addDays(TODAY, i.oral),
          minutes: i.minutes,
          longer,
          partner: i.partner,
          created: TODAY,
          slot: '18:00',
          ticks: [],
          start: null,
          id: 'prop',
        };
        const nothing = new Set<string>();
        const first = currentPlan(stored, TODAY, nothing);
        const later = addDays(TODAY, i.missed);
        const next = currentPlan({ ...stored, start: first.start }, later, nothing);
        if (next.plan.status === 'past') return;
        expectHonest(next.plan, longer);
        const ahead = new Set(next.plan.exams.map((e) => e.kind));
        const missed = first.plan.days
          .filter((d) => d.day < later)
          .flatMap((d) => d.tasks)
          .filter((t) => t.kind !== 'drill' && t.kind !== 'summary');
        expect(next.start.moved.sort()).toEqual(ids(missed).sort());
        const where = movedTo(next.plan, next.start);
        for (const task of missed) {
          // Work of an exam that is over has nowhere to go.
          const stage =
            task.kind === 'sheet' || task.kind === 'short'
              ? LEARNING_PATH.find((e) => e.route === task.route)!.category
              : task.kind === 'oral'
                ? 'oral-block'
                : 'written-block';
          if (stage === 'written-block' && !ahead.has('written')) continue;
          if (stage === 'oral-block' && !ahead.has('oral')) continue;
          if (stage === 'foundation' && ahead.size === 0) continue;
          const sheet = (t: PlanTask) => (t.kind === 'sheet' ? `sheet:${t.route}` : t.id);
          expect(
            where.some((w) => sheet(w.task) === sheet(task)),
            `${task.id} moved from ${i.missed} days ago`,
          ).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
