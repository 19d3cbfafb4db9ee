import type { Category } from '~/content/catalogue-types';
import { daysBetween, type Day } from '~/lib/day';
import { PLAN_MINUTES, type LongerDays, type PlanMinutes } from '~/stores/plan-store';
import { placeAll, wholeTask, type FlexibleItem, type Placed } from './plan-fill';
import { planItems, weekOf } from './plan-items';
import { rankOf, SPEAKING_KEYS } from './plan-order';
import { makeSlots, placeDaily, type Slot } from './plan-slots';
import { isExtra, DRILL_MINUTES, type ExamKind, type PlanTask } from './plan-tasks';

/**
 * The study plan's rules, pure: from today, the exam dates, the time a day (and the longer days)
 * and what is done, the tasks of every day until the exam. The rules in words:
 * docs/decisions/0028-study-plan.md.
 */

/** What the plan is made from. */
export interface PlanInput {
  today: Day;
  written: Day;
  /** The oral exam when it is on another day; null: the same day as the written one. */
  oral: Day | null;
  /** Minutes a day; null: the least of the choices that holds everything (else the most). */
  minutes: PlanMinutes | null;
  /** Weekdays with more time, and how much. */
  longer?: LongerDays;
  /** Oral rehearsals with a partner (else alone). */
  partner?: boolean;
  /** The plan's first day (its weeks count from this day's week); none: today. */
  created?: Day | null;
  /** The ids of the tasks done when today began. */
  done: ReadonlySet<string>;
}

/** One day of the plan. */
export interface PlanDay {
  day: Day;
  /** The exams on this day (no tasks then). */
  exams: ExamKind[];
  /** One of the two days before an exam: the summaries only. */
  light: boolean;
  /** The minutes this day has (the time a day, or a longer day's). */
  capacity: number;
  /** One of the days she marked as longer. */
  longer: boolean;
  tasks: PlanTask[];
  /** The day's minutes, added up (never over `capacity`). */
  minutes: number;
}

/** The plan. `past`: no exam lies ahead (today or later). */
export interface StudyPlan {
  status: 'past' | 'ready';
  /** The minutes a day the plan was made with, and whether the learner chose them. */
  minutes: PlanMinutes;
  chosen: boolean;
  /** The exams from today on, the earliest first. */
  exams: { kind: ExamKind; day: Day }[];
  days: PlanDay[];
  /** Work that did not fit before its exam (a sheet as one task with the minutes it has left). */
  leftOut: PlanTask[];
  /**
   * Work too long for any day of the plan (a whole written exam, a rehearsal): offered beside
   * the day's tasks for a day she has the time ("Wenn Sie 2½ Stunden haben").
   */
  offered: PlanTask[];
  /** The plan's week number of its first day (weeks count from the plan's first day's week). */
  firstWeek: number;
}

/** One way of placing the work (see `planWith`). */
type Placement = ReturnType<typeof placeAll>;

/** The longest plan computed (an exam further away still gets a plan of this many days). */
const MAX_DAYS = 400;

/**
 * The plan for the input; without chosen minutes, the least time a day that holds everything
 * (every rehearsal included; a whole written exam needs a longer day at any time a day), else the
 * most the form offers, and the plan says that even then not everything fits.
 */
export function makePlan(input: PlanInput): StudyPlan {
  if (input.minutes !== null) return { ...planWith(input, input.minutes), chosen: true };
  let plan = planWith(input, PLAN_MINUTES[PLAN_MINUTES.length - 1]!);
  for (const minutes of PLAN_MINUTES) {
    const tried = planWith(input, minutes);
    // The least time that holds everything every plan has; the extra practice only fills room.
    if (tried.leftOut.every((t) => isExtra(t.id)) && tried.offered.every((t) => t.kind === 'run')) {
      plan = tried;
      break;
    }
  }
  return { ...plan, chosen: false };
}

/**
 * The plan at `cap` minutes a day, with the extra practice the weeks from the plan's start allow (a
 * later round of parts, a third whole exam) only where it fills room: when the extras would leave
 * out or only offer any other work, the plan is made without them and says it leaves them out.
 */
function planWith(input: PlanInput, cap: PlanMinutes): Omit<StudyPlan, 'chosen'> {
  const more = placePlan(input, cap, true);
  const extras = [...more.days.flatMap((d) => d.tasks), ...more.offered, ...more.leftOut].filter((t) =>
    isExtra(t.id),
  );
  if (extras.length === 0) return more;
  const base = placePlan(input, cap, false);
  const others = (tasks: PlanTask[]) => tasks.filter((t) => !isExtra(t.id)).map((t) => t.id);
  const within = (a: PlanTask[], b: PlanTask[]) => others(a).every((id) => others(b).includes(id));
  if (within(more.leftOut, base.leftOut) && within(more.offered, base.offered)) return more;
  return { ...base, leftOut: [...base.leftOut, ...extras] };
}

function placePlan(input: PlanInput, cap: PlanMinutes, extras: boolean): Omit<StudyPlan, 'chosen'> {
  const { today, written, done } = input;
  const longer = input.longer ?? {};
  const created = input.created && input.created <= today ? input.created : today;
  const firstWeek = weekOf(created, today);
  const oral = input.oral ?? written;
  const exams = (
    [
      { kind: 'written', day: written },
      { kind: 'oral', day: oral },
    ] as const
  )
    .filter((e) => e.day >= today)
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  if (exams.length === 0)
    return { status: 'past', minutes: cap, exams: [], days: [], leftOut: [], offered: [], firstWeek };

  const length = Math.min(daysBetween(today, exams[exams.length - 1]!.day), MAX_DAYS);
  const slots = makeSlots(today, length, exams, cap, longer);
  placeDaily(slots, exams);
  const upcoming = (kind: ExamKind) => exams.find((e) => e.kind === kind);
  /** The index of the last study day before an exam, or -1. */
  const lastStudy = (day: Day) => {
    for (let i = Math.min(daysBetween(today, day), slots.length) - 1; i >= 0; i--)
      if (slots[i]!.study) return i;
    return -1;
  };
  const writtenAhead = upcoming('written');
  const oralAhead = upcoming('oral');
  const deadline: Record<Category, number | null> = {
    'written-block': writtenAhead ? lastStudy(writtenAhead.day) : null,
    'oral-block': oralAhead ? lastStudy(oralAhead.day) : null,
    foundation: Math.max(-1, Math.min(...exams.map((e) => lastStudy(e.day)))),
  };
  const items = planItems({
    today,
    created,
    slots,
    deadline,
    written: writtenAhead?.day ?? null,
    oral: oralAhead?.day ?? null,
    extras,
    room: cap - DRILL_MINUTES,
    done,
    partner: input.partner,
  });

  // A tight plan follows what matters most; with room for everything, the learning path's order
  // (spread over the weeks when that still holds everything).
  // Two ways to place the work, each tried in a tight order (what matters most first) and, when
  // that leaves out nothing but offers, in the path's order (earliest deadline first; spread over
  // the weeks when that still holds as much): the rehearsals first take the long days they need
  // and the speaking sheets come before them; or the speaking sheets first and the rehearsals after.
  const orals = (r: { placed: Placed }) => [...r.placed.keys()].filter((k) => k.startsWith('oral:')).length;
  const speakingOut = (r: { missing: FlexibleItem[] }) =>
    r.missing.some((i) => SPEAKING_KEYS.includes(i.key));
  const oralExamFirst = !!oralAhead && !!writtenAhead && oralAhead.day < writtenAhead.day;
  const attempts = [true, false].map((oralsFirst) => {
    const tight = placeAll(
      [...items].sort((a, b) => rankOf(a, oralsFirst, oralExamFirst) - rankOf(b, oralsFirst, oralExamFirst)),
      slots,
      false,
    );
    if (!tight.missing.every((i) => i.offer)) return tight;
    // The work bound to its days first: the whole exams, (the rehearsals,) the week's e-mails.
    const fixedFirst = (i: FlexibleItem) =>
      i.key.startsWith('run:')
        ? 0
        : i.key.startsWith('writing:') || (oralsFirst && i.key.startsWith('oral:'))
          ? 1
          : 2;
    const byPath = [...items].sort(
      (a, b) =>
        fixedFirst(a) - fixedFirst(b) ||
        (deadline[a.stage] ?? -1) - (deadline[b.stage] ?? -1) ||
        a.order - b.order ||
        rankOf(a) - rankOf(b),
    );
    for (const attempt of [placeAll(byPath, slots, true, true), placeAll(byPath, slots, false, true)]) {
      if (
        attempt.missing.every((i) => i.offer) &&
        attempt.missing.length <= tight.missing.length &&
        !speakingOut(attempt)
      )
        return attempt;
    }
    return tight;
  });
  const [first, second] = attempts as [Placement, Placement];
  const used = !speakingOut(first) && orals(first) > orals(second) ? first : second;
  const offered = used.missing.filter((i) => i.offer).map(wholeTask);
  const leftOut = used.missing.filter((i) => !i.offer).map(wholeTask);

  return {
    status: 'ready',
    minutes: cap,
    exams: [...exams],
    days: used.slots.map(dayOf),
    leftOut,
    offered,
    firstWeek,
  };
}

function dayOf(s: Slot): PlanDay {
  // The drill first, then the work in its order.
  const tasks = [...s.tasks.filter((t) => t.kind !== 'drill'), ...s.tasks.filter((t) => t.kind === 'drill')];
  return {
    day: s.day,
    exams: s.exams,
    light: s.light,
    capacity: s.capacity,
    longer: s.longer,
    tasks,
    minutes: tasks.reduce((sum, t) => sum + t.minutes, 0),
  };
}
