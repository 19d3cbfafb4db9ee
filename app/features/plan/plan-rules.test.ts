import { describe, expect, it } from 'vitest';
import { LEARNING_PATH } from '~/content/catalogue';
import { MODEL_TEST_PARTS } from '~/content/model-tests/parts';
import { addDays, daysBetween, weekdayOf } from '~/lib/day';
import { PLAN_MINUTES, type LongerDays } from '~/stores/plan-store';
import { WRITING_SHEETS } from './plan-order';
import { weekOf } from './plan-items';
import { RUN_MINUTES, taskId, type PlanTask } from './plan-tasks';
import { plan, dayOfTask, allTasks, sheetOrder, ofKind, expectWithinTime } from './plan-test-support';

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
      {
        day: '2026-05-10',
        exams: ['written', 'oral'],
        light: false,
        capacity: 0,
        longer: false,
        tasks: [],
        minutes: 0,
      },
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
    // Everything else is named: left out, or (a whole exam, a rehearsal) offered for a longer day.
    expect(p.leftOut.filter((t) => t.kind === 'sheet' || t.kind === 'short')).toHaveLength(
      LEARNING_PATH.length,
    );
    expect(p.offered.map((t) => t.kind).sort()).toEqual(['oral', 'oral', 'oral', 'run', 'run']);
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

  it('holds no whole exam on a day of 40 minutes: it offers it, and names what it leaves out', () => {
    expect(ofKind(p, 'run')).toEqual([]);
    expect(p.offered.map((t) => t.id)).toEqual(expect.arrayContaining([taskId.run('3'), taskId.oral('3')]));
    expect(p.leftOut.map((t) => t.id)).toContain(taskId.sheet('reading-mastery'));
    // The writing method first, an e-mail with the coach, the exam-day sheets short and late.
    expect(p.days[0]!.tasks.map((t) => t.id)).toEqual([
      taskId.sheet(WRITING_SHEETS[0]!),
      taskId.drill('2026-05-05'),
    ]);
    expect(ofKind(p, 'writing').length).toBeGreaterThan(0);
    expect(dayOfTask(p, taskId.short('test-day-mastery'))).toBe('2026-05-07');
    expectWithinTime(p, 40);
  });
});

describe('the study plan: three months', () => {
  const today = '2026-01-05';
  const written = addDays(today, 90);
  // Saturdays (weekday 5) with three hours: the whole written exam fits there.
  const longer: LongerDays = { 5: 180 };
  const p = plan({ today, written, minutes: 40, longer, partner: true });

  it('holds every sheet in learning-path order and every part after the sheet that teaches it', () => {
    expect(p.leftOut).toEqual([]);
    expect(p.offered).toEqual([]);
    expect(sheetOrder(p)).toEqual(
      LEARNING_PATH.map((e) => e.route).filter(
        (r) => !['150-minute-marathon', 'test-day-mastery', 'oral-block-strategy'].includes(r),
      ),
    );
    for (const part of MODEL_TEST_PARTS) {
      const practised = dayOfTask(p, taskId.part('1', part.slug))!;
      expect(practised > dayOfTask(p, taskId.sheet(part.teaches.sheet))!, part.slug).toBe(true);
    }
  });

  it('puts the whole written exams on the longer days, about three weeks and one week before', () => {
    for (const [test, before] of [
      ['2', 21],
      ['3', 7],
    ] as const) {
      const day = dayOfTask(p, taskId.run(test))!;
      expect(weekdayOf(day), test).toBe(5);
      expect(Math.abs(daysBetween(day, written) - before), test).toBeLessThanOrEqual(3);
    }
    expectWithinTime(p, 40, longer);
  });

  it('uses all six model tests: parts of tests 1, 4 and 5 in rounds, whole exams of tests 6, 2 and 3', () => {
    for (const part of MODEL_TEST_PARTS) {
      const [first, second, third] = ['1', '4', '5'].map((test) =>
        dayOfTask(p, taskId.part(test, part.slug))!,
      );
      expect(second! > first!, `${part.slug}: test 4 after test 1`).toBe(true);
      expect(third! > second!, `${part.slug}: test 5 after test 4`).toBe(true);
    }
    const third = dayOfTask(p, taskId.run('6'))!;
    expect(weekdayOf(third)).toBe(5);
    expect(Math.abs(daysBetween(third, written) - 35)).toBeLessThanOrEqual(7);
    expect(third < dayOfTask(p, taskId.run('2'))!).toBe(true);
    // Nothing of tests 2, 3 and 6 is practised part by part: they stay unseen for the whole exams.
    expect(ofKind(p, 'part').filter((t) => t.kind === 'part' && ['2', '3', '6'].includes(t.test))).toEqual(
      [],
    );
  });

  it('keeps the extra practice out of a plan without room for it, and never lets it push work out', () => {
    // Three months at 20 minutes a day: the first round and the sheets come first.
    const tight = plan({ today, written, minutes: 20 });
    const extra = (t: PlanTask) =>
      (t.kind === 'part' && t.test !== '1') || (t.kind === 'run' && t.test === '6');
    const placed = allTasks(tight);
    for (const t of tight.leftOut.filter((t) => !extra(t))) expect(placed.some(extra), t.id).toBe(false);
    // The plan that chooses its time chooses it for what every plan has, not for the extras.
    const auto = plan({ today, written, minutes: null });
    expect(auto.leftOut.every(extra)).toBe(true);
  });

  it('rehearses the oral exam with a partner after the three speaking sheets, on days that hold it', () => {
    const orals = ofKind(p, 'oral');
    expect(orals).toHaveLength(3);
    const lastSpeaking = [
      'speaking-part-1-who-system',
      'speaking-part-2-pave-system',
      'speaking-part-3-listen-system',
    ]
      .map((r) => dayOfTask(p, taskId.sheet(r))!)
      .sort()
      .at(-1)!;
    for (const oral of orals) {
      expect(oral.kind === 'oral' && oral.alone).toBe(false);
      expect(dayOfTask(p, oral.id)! > lastSpeaking, oral.id).toBe(true);
    }
  });

  it('has the drill on every study day, two e-mails with the coach in every week, and a steady pace', () => {
    for (const day of p.days.filter((d) => !d.light && d.exams.length === 0))
      expect(
        day.tasks.some((t) => t.id === taskId.drill(day.day)),
        day.day,
      ).toBe(true);
    const weeks = new Map<number, number>();
    for (const day of p.days)
      for (const t of day.tasks)
        if (t.kind === 'writing')
          weeks.set(weekOf(today, day.day), (weeks.get(weekOf(today, day.day)) ?? 0) + 1);
    const lastWeek = weekOf(today, addDays(written, -3));
    // Two in every whole week (the last, Monday to Thursday before the light days, holds one).
    for (let week = 1; week < lastWeek; week++) expect(weeks.get(week), `week ${week}`).toBe(2);
    expect(weeks.get(lastWeek)).toBe(1);
    // Spread over the weeks: no run of seven days without new work before the last sheet.
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

  it('chooses the least time a day that holds everything when none is given, and says when nothing does', () => {
    const auto = plan({ today, written, minutes: null, longer });
    expect(auto.chosen).toBe(false);
    expect(auto.leftOut).toEqual([]);
    // A shorter time a day leaves something out or has a rehearsal only offered.
    const shorter = PLAN_MINUTES.filter((m) => m < auto.minutes);
    for (const minutes of shorter) {
      const less = plan({ today, written, minutes, longer });
      expect(
        less.leftOut.length + less.offered.filter((t) => t.kind === 'oral').length,
        String(minutes),
      ).toBeGreaterThan(0);
    }
    // Six days: even the most time a day cannot hold everything, and the plan knows it.
    const short = plan({ today: addDays(written, -6), written, minutes: null });
    expect(short.chosen).toBe(false);
    expect(short.minutes).toBe(90);
    expect(short.leftOut.length).toBeGreaterThan(0);
  });
});

describe('the study plan: three weeks at 40 minutes a day (issue 34)', () => {
  const today = '2026-05-06';
  const written = '2026-05-27';

  it('never gives the whole written exam as a day’s task: it offers it beside the day', () => {
    const p = plan({ today, written, minutes: 40 });
    expect(ofKind(p, 'run')).toEqual([]);
    expect(p.offered.filter((t) => t.kind === 'run').map((t) => t.minutes)).toEqual([
      RUN_MINUTES,
      RUN_MINUTES,
    ]);
    expect(p.days[0]!.tasks.some((t) => t.kind !== 'drill')).toBe(true);
    expectWithinTime(p, 40);
  });

  it('practises the parts of test 1 only and offers the whole exams of tests 2 and 3: three weeks hold no more', () => {
    const p = plan({ today, written, minutes: 40 });
    const tests = new Set(
      [...allTasks(p), ...p.offered, ...p.leftOut].flatMap((t) =>
        'test' in t ? [`${t.kind}:${t.test}`] : [],
      ),
    );
    expect([...tests].filter((t) => t.startsWith('part:'))).toEqual(['part:1']);
    expect([...tests].filter((t) => t.startsWith('run:')).sort()).toEqual(['run:2', 'run:3']);
  });

  it('keeps what an examiner puts first: the writing method, e-mails twice a week, speaking, grammar, listening early', () => {
    const p = plan({ today, written, minutes: 40 });
    const ids = allTasks(p).map((t) => t.id);
    expect(ids).toContain(taskId.sheet(WRITING_SHEETS[0]!));
    for (const r of [
      'speaking-part-1-who-system',
      'speaking-part-2-pave-system',
      'speaking-part-3-listen-system',
      'b1-core-grammar',
      'listening-mastery-written',
    ])
      expect(sheetOrder(p), r).toContain(r);
    // Every e-mail is on a writing sheet's trainer; two in each whole week.
    const writing = ofKind(p, 'writing');
    // 6 May is a Wednesday: one in its short week, two in each of the two whole weeks.
    expect(writing.length).toBe(5);
    for (const t of writing) expect(t.kind === 'writing' && WRITING_SHEETS.includes(t.route)).toBe(true);
    expect(daysBetween(today, dayOfTask(p, taskId.sheet('listening-mastery-written'))!)).toBeLessThan(7);
    // The strategy and exam-day sheets: short, in the last week.
    for (const r of ['test-day-mastery', '150-minute-marathon', 'oral-block-strategy']) {
      const day = dayOfTask(p, taskId.short(r))!;
      expect(daysBetween(day, written), r).toBeLessThanOrEqual(7);
    }
  });

  it('with a Saturday of three hours: the whole exams on Saturdays and a rehearsal alone', () => {
    const longer: LongerDays = { 5: 180 };
    const p = plan({ today, written, minutes: 40, longer, partner: false });
    const runs = ofKind(p, 'run');
    expect(runs.length).toBeGreaterThan(0);
    for (const r of runs) expect(weekdayOf(dayOfTask(p, r.id)!)).toBe(5);
    const orals = ofKind(p, 'oral');
    expect(orals.length).toBeGreaterThan(0);
    for (const o of orals) expect(o.kind === 'oral' && o.alone).toBe(true);
    expectWithinTime(p, 40, longer);
  });
});
