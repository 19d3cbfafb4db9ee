import { describe, expect, it } from 'vitest';
import { LEARNING_PATH } from '~/content/catalogue';
import { addDays, daysBetween, weekdayOf } from '~/lib/day';
import { PLAN_MINUTES, type PlanMinutes } from '~/stores/plan-store';
import { checkDates } from './plan-dates';
import { DRILL_MINUTES, taskId } from './plan-tasks';
import { plan, dayOfTask, allTasks, sheetOrder, ofKind, expectWithinTime } from './plan-test-support';

describe('the study plan: two exam days', () => {
  it('with the oral exam first, learns its sheets first and rehearses before it', () => {
    const p = plan({
      today: '2026-02-01',
      written: '2026-03-20',
      oral: '2026-03-06',
      minutes: 60,
      longer: { 6: 180 },
    });
    expect(p.leftOut).toEqual([]);
    const order = sheetOrder(p);
    const full = (e: (typeof LEARNING_PATH)[number]) => order.includes(e.route);
    const lastOral = Math.max(
      ...LEARNING_PATH.filter((e) => e.category === 'oral-block' && full(e)).map((e) =>
        order.indexOf(e.route),
      ),
    );
    const firstWritten = Math.min(
      ...LEARNING_PATH.filter((e) => e.category === 'written-block' && full(e)).map((e) =>
        order.indexOf(e.route),
      ),
    );
    expect(lastOral).toBeLessThan(firstWritten);
    for (const test of ['1', '2', '3']) expect(dayOfTask(p, taskId.oral(test))! < '2026-03-04').toBe(true);
    expect(p.days.find((d) => d.day === '2026-03-05')!.tasks.map((t) => t.id)).toEqual([
      taskId.summary('oral-block', '2026-03-05'),
    ]);
    // Between the exams: study days again, the written run a week before the written exam.
    expect(p.days.find((d) => d.day === '2026-03-07')!.light).toBe(false);
    expect(weekdayOf(dayOfTask(p, taskId.run('3'))!)).toBe(6);
    expect(dayOfTask(p, taskId.run('3'))! > '2026-03-06').toBe(true);
  });

  it('with the oral exam the day after, keeps the written exam day free and both eves light', () => {
    const p = plan({ today: '2026-02-01', written: '2026-03-20', oral: '2026-03-21', minutes: 60 });
    expect(p.days.slice(-4).map((d) => [d.day, d.exams, d.light, d.tasks.map((t) => t.id)])).toEqual([
      ['2026-03-18', [], true, [taskId.summary('foundation', '2026-03-18')]],
      [
        '2026-03-19',
        [],
        true,
        [taskId.summary('written-block', '2026-03-19'), taskId.summary('foundation', '2026-03-19')],
      ],
      ['2026-03-20', ['written'], false, []],
      ['2026-03-21', ['oral'], false, []],
    ]);
  });
});

describe('the study plan: calendar days', () => {
  it('counts every calendar day once across the change to summer time and back', () => {
    for (const [today, written] of [
      ['2026-03-20', '2026-04-10'],
      ['2026-10-16', '2026-11-06'],
    ] as const) {
      // Every day of the week longer: the runs land on their target days.
      const p = plan({ today, written, longer: { 0: 180, 1: 180, 2: 180, 3: 180, 4: 180, 5: 180, 6: 180 } });
      expect(p.days).toHaveLength(daysBetween(today, written) + 1);
      p.days.forEach((d, i) => expect(d.day).toBe(addDays(today, i)));
      expect(daysBetween(dayOfTask(p, taskId.run('3'))!, written)).toBe(7);
      expect(daysBetween(dayOfTask(p, taskId.run('2'))!, written)).toBe(21);
    }
  });

  it('stays within the time a day for every choice', () => {
    for (const minutes of PLAN_MINUTES as readonly PlanMinutes[])
      for (const length of [5, 12, 30, 60, 90]) {
        const p = plan({ today: '2026-06-01', written: addDays('2026-06-01', length), minutes });
        expectWithinTime(p, minutes);
        const placed = new Set(allTasks(p).map((t) => t.id));
        for (const t of p.leftOut) expect(placed.has(t.id), t.id).toBe(false);
      }
  });
});

describe('the study plan: what is done', () => {
  it('leaves out what is done and continues a sheet after the sittings ticked', () => {
    const done = new Set([
      taskId.sheet('functional-language'),
      taskId.part('1', 'reading-1'),
      taskId.run('2'),
      'sheet:a2-b1-grammar-bridge:1/2',
    ]);
    const p = plan({ today: '2026-01-05', written: '2026-04-03', done });
    const ids = allTasks(p).map((t) => t.id);
    expect(ids).not.toContain(taskId.sheet('functional-language'));
    expect(ids).not.toContain(taskId.part('1', 'reading-1'));
    expect(ids).not.toContain(taskId.run('2'));
    expect(ids).not.toContain('sheet:a2-b1-grammar-bridge:1/2');
    // The sheet begun goes on first, with its last sitting (the e-mail of the week may come first).
    expect(ofKind(p, 'sheet')[0]!.id).toBe(taskId.sheet('a2-b1-grammar-bridge'));
    expect(daysBetween('2026-01-05', dayOfTask(p, taskId.sheet('a2-b1-grammar-bridge'))!)).toBeLessThan(7);
    expect(allTasks(p).every((t) => t.minutes > 0)).toBe(true);
    expect(DRILL_MINUTES).toBe(10);
  });
});

describe('the dates of the form', () => {
  it('takes an exam from today to a year ahead, and an oral exam before or after the written one', () => {
    expect(checkDates('2026-05-10', '2026-05-10', null)).toBeNull();
    expect(checkDates('2026-05-10', '2026-05-11', '2026-05-04')).toBeNull();
    expect(checkDates('2026-05-10', '2026-05-20', '2026-06-01')).toBeNull();
    expect(checkDates('2026-05-10', '', null)).toBe('writtenMissing');
    expect(checkDates('2026-05-10', '2026-02-31', null)).toBe('writtenMissing');
    expect(checkDates('2026-05-10', '2026-05-09', null)).toBe('past');
    expect(checkDates('2026-05-10', '2027-05-12', null)).toBe('far');
    expect(checkDates('2026-05-10', '2026-06-01', '')).toBe('oralMissing');
    expect(checkDates('2026-05-10', '2026-06-01', '2027-06-01')).toBe('far');
  });
});
