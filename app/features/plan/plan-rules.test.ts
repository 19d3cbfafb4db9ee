import { describe, expect, it } from 'vitest';
import { LEARNING_PATH } from '~/content/catalogue';
import { MODEL_TEST_PARTS } from '~/content/model-tests/parts';
import { addDays, daysBetween, type Day } from '~/lib/day';
import { PLAN_MINUTES, type PlanMinutes } from '~/stores/plan-store';
import { checkDates, makePlan, type PlanInput, type StudyPlan } from './plan-rules';
import { DRILL_MINUTES, taskId, type PlanTask } from './plan-tasks';

const plan = (input: Partial<PlanInput> & Pick<PlanInput, 'today' | 'written'>): StudyPlan =>
  makePlan({ oral: null, minutes: 40, done: new Set(), ...input });

const dayOfTask = (p: StudyPlan, id: string): Day | undefined =>
  p.days.find((d) => d.tasks.some((t) => t.id === id))?.day;
const allTasks = (p: StudyPlan): PlanTask[] => p.days.flatMap((d) => d.tasks);
const sheetOrder = (p: StudyPlan) => [
  ...new Set(allTasks(p).flatMap((t) => (t.kind === 'sheet' ? [t.route as string] : []))),
];
const fixed = (t: PlanTask) => t.kind === 'run' || t.kind === 'oral';

/** Every day holds no more than the time a day, unless it holds a fixed task or a single part alone. */
function expectWithinCap(p: StudyPlan, cap: number) {
  for (const day of p.days) {
    const flexible = day.tasks.filter((t) => t.kind === 'sheet' || t.kind === 'part');
    if (day.tasks.some(fixed)) continue;
    if (flexible.length === 1 && flexible[0]!.kind === 'part') continue;
    expect(day.minutes, `${day.day}: ${day.tasks.map((t) => t.id).join(' ')}`).toBeLessThanOrEqual(cap);
  }
}

describe('the study plan: edge days', () => {
  it('gives no plan for an exam in the past', () => {
    const p = plan({ today: '2026-05-10', written: '2026-05-09' });
    expect(p.status).toBe('past');
    expect(p.days).toEqual([]);
  });

  it('on the exam day plans nothing but the exam', () => {
    const p = plan({ today: '2026-05-10', written: '2026-05-10' });
    expect(p.status).toBe('ready');
    expect(p.days).toEqual([
      { day: '2026-05-10', exams: ['written', 'oral'], light: false, tasks: [], minutes: 0 },
    ]);
  });

  it('with the exam tomorrow, today is light: the summaries only, no drill, nothing new', () => {
    const p = plan({ today: '2026-05-09', written: '2026-05-10' });
    expect(p.days).toHaveLength(2);
    expect(p.days[0]!.light).toBe(true);
    expect(p.days[0]!.tasks.map((t) => t.id)).toEqual([
      taskId.summary('written-block', '2026-05-09'),
      taskId.summary('oral-block', '2026-05-09'),
    ]);
    expect(p.days[1]!.exams).toEqual(['written', 'oral']);
    // Everything else is named as left out.
    expect(p.leftOut.filter((t) => t.kind === 'sheet')).toHaveLength(LEARNING_PATH.length);
  });

  it('plans only for the oral exam when the written one is over', () => {
    const p = plan({ today: '2026-05-12', written: '2026-05-10', oral: '2026-05-30', minutes: 90 });
    expect(p.exams).toEqual([{ kind: 'oral', day: '2026-05-30' }]);
    const stages = new Set(allTasks(p).flatMap((t) => (t.kind === 'sheet' ? [t.stage] : [])));
    expect([...stages].sort()).toEqual(['foundation', 'oral-block']);
    expect(allTasks(p).some((t) => t.kind === 'run' || t.kind === 'part')).toBe(false);
    expect(p.leftOut).toEqual([]);
  });
});

describe('the study plan: five days', () => {
  const p = plan({ today: '2026-05-05', written: '2026-05-10' });

  it('has three study days, then two light days before the exam', () => {
    expect(p.days.map((d) => d.day)).toEqual([0, 1, 2, 3, 4, 5].map((n) => addDays('2026-05-05', n)));
    expect(p.days.map((d) => (d.exams.length ? 'exam' : d.light ? 'light' : 'study'))).toEqual([
      'study',
      'study',
      'study',
      'light',
      'light',
      'exam',
    ]);
    expect(p.days[3]!.tasks.map((t) => t.id)).toEqual([taskId.summary('foundation', '2026-05-08')]);
  });

  it('holds one full written run and one oral run-through, and names what it leaves out', () => {
    expect(
      allTasks(p)
        .filter((t) => t.kind === 'run')
        .map((t) => t.id),
    ).toEqual([taskId.run('3')]);
    expect(
      allTasks(p)
        .filter((t) => t.kind === 'oral')
        .map((t) => t.id),
    ).toEqual([taskId.oral('3')]);
    expect(p.leftOut.map((t) => t.id)).toEqual(
      expect.arrayContaining([
        taskId.run('2'),
        taskId.oral('2'),
        taskId.oral('1'),
        taskId.sheet('b1-core-grammar'),
      ]),
    );
    // The strategy for the exam day comes first when time is short.
    expect(sheetOrder(p)).toContain('test-day-mastery');
    expectWithinCap(p, 40);
  });
});

describe('the study plan: three months', () => {
  const today = '2026-01-05';
  const written = addDays(today, 90);
  const p = plan({ today, written, minutes: 40 });

  it('holds every sheet in learning-path order and every part after the sheet that teaches it', () => {
    expect(p.leftOut).toEqual([]);
    expect(sheetOrder(p)).toEqual(LEARNING_PATH.map((e) => e.route));
    for (const part of MODEL_TEST_PARTS) {
      const practised = dayOfTask(p, taskId.part('1', part.slug))!;
      expect(practised > dayOfTask(p, taskId.sheet(part.teaches.sheet))!, part.slug).toBe(true);
    }
  });

  it('puts the sittings of a sheet on days that follow each other', () => {
    const sittings = allTasks(p).filter((t) => t.kind === 'sheet' && t.route === 'a2-b1-grammar-bridge');
    expect(sittings.map((t) => (t.kind === 'sheet' ? `${t.session}/${t.sessions}` : ''))).toEqual([
      '1/2',
      '2/2',
    ]);
    const [first, second] = sittings.map((t) => dayOfTask(p, t.id)!);
    expect(daysBetween(first!, second!)).toBe(1);
  });

  it('sets the full runs about three weeks and one week before, the oral run-throughs in the last two weeks', () => {
    expect(daysBetween(dayOfTask(p, taskId.run('2'))!, written)).toBe(21);
    expect(daysBetween(dayOfTask(p, taskId.run('3'))!, written)).toBe(7);
    expect(
      [taskId.oral('1'), taskId.oral('2'), taskId.oral('3')].map((id) =>
        daysBetween(dayOfTask(p, id)!, written),
      ),
    ).toEqual([14, 8, 3]);
  });

  it('has the drill on every study day but the days of a full run, and keeps a steady pace', () => {
    for (const day of p.days.filter((d) => !d.light && d.exams.length === 0)) {
      const run = day.tasks.some((t) => t.kind === 'run');
      expect(
        day.tasks.some((t) => t.id === taskId.drill(day.day)),
        day.day,
      ).toBe(!run);
      if (run) expect(day.tasks).toHaveLength(1);
    }
    expectWithinCap(p, 40);
    // Spread over the weeks: no run of seven days with the drill only before the last sheet.
    const lastSheet = p.days.reduce((at, d, i) => (d.tasks.some((t) => t.kind === 'sheet') ? i : at), 0);
    let idle = 0;
    for (const day of p.days.slice(0, lastSheet)) {
      idle = day.tasks.every((t) => t.kind === 'drill') ? idle + 1 : 0;
      expect(idle, day.day).toBeLessThan(7);
    }
  });

  it('keeps the last two days light: the summaries of the foundation, then of both blocks', () => {
    const [beforeLast, last] = p.days.slice(-3, -1);
    expect(beforeLast!.tasks.map((t) => t.id)).toEqual([taskId.summary('foundation', beforeLast!.day)]);
    expect(last!.tasks.map((t) => t.id)).toEqual([
      taskId.summary('written-block', last!.day),
      taskId.summary('oral-block', last!.day),
    ]);
  });

  it('chooses the least time a day that holds everything when none is given', () => {
    const auto = plan({ today, written, minutes: null });
    expect(auto.chosen).toBe(false);
    expect(auto.minutes).toBe(40);
    expect(plan({ today, written, minutes: 20 }).leftOut.length).toBeGreaterThan(0);
    const short = plan({ today: '2026-03-13', written, minutes: null });
    expect(short.minutes).toBe(90);
  });
});

describe('the study plan: two exam days', () => {
  it('with the oral exam first, learns its sheets first and rehearses before it', () => {
    const p = plan({ today: '2026-02-01', written: '2026-03-20', oral: '2026-03-06', minutes: 60 });
    expect(p.leftOut).toEqual([]);
    const order = sheetOrder(p);
    const lastOral = Math.max(
      ...LEARNING_PATH.filter((e) => e.category === 'oral-block').map((e) => order.indexOf(e.route)),
    );
    const firstWritten = Math.min(
      ...LEARNING_PATH.filter((e) => e.category === 'written-block').map((e) => order.indexOf(e.route)),
    );
    expect(lastOral).toBeLessThan(firstWritten);
    for (const test of ['1', '2', '3']) expect(dayOfTask(p, taskId.oral(test))! < '2026-03-04').toBe(true);
    expect(p.days.find((d) => d.day === '2026-03-05')!.tasks.map((t) => t.id)).toEqual([
      taskId.summary('oral-block', '2026-03-05'),
    ]);
    // Between the exams: study days again, the written run a week before the written exam.
    expect(p.days.find((d) => d.day === '2026-03-07')!.light).toBe(false);
    expect(dayOfTask(p, taskId.run('3'))).toBe('2026-03-13');
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
      const p = plan({ today, written });
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
        expectWithinCap(p, minutes);
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
    expect(p.days[0]!.tasks.map((t) => t.id)).toEqual([
      taskId.sheet('a2-b1-grammar-bridge'),
      taskId.drill('2026-01-05'),
    ]);
    expect(p.days[0]!.tasks.every((t) => t.minutes > 0)).toBe(true);
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
