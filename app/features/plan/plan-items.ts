import { LEARNING_PATH } from '~/content/catalogue';
import type { Category } from '~/content/catalogue-types';
import { addDays, daysBetween, weekdayOf, type Day } from '~/lib/day';
import type { FlexibleItem } from './plan-fill';
import { SPEAKING, SPEAKING_KEYS, STRATEGY, WRITING_SHEETS } from './plan-order';
import type { Slot } from './plan-slots';
import {
  partItems,
  sheetItem,
  taskId,
  ORAL_MINUTES,
  ORALS,
  RUN_MINUTES,
  RUNS,
  SHORT_MINUTES,
  WRITING_MINUTES,
  WRITING_PER_WEEK,
} from './plan-tasks';

// The work a plan places (plan-rules.ts places it): the sheets of the learning path, the model-test
// parts, the e-mails of each week, the whole written exams and the oral rehearsals, each with its
// deadline, its target day and what must come before it.

/** The second written run comes at least this many days after the first. */
const RUN_GAP = 5;
/** Oral rehearsals at least this many days apart. */
const ORAL_GAP = 3;

/** The plan's week of a day: 1 for the week (Monday to Sunday) of the plan's first day. */
export function weekOf(created: Day, day: Day): number {
  const monday = addDays(created, -weekdayOf(created));
  return Math.floor(daysBetween(monday, day) / 7) + 1;
}

/** What the work to place depends on. */
export interface ItemsContext {
  today: Day;
  /** The plan's first day. */
  created: Day;
  slots: readonly Slot[];
  /** The index of the last study day for each stage's work, or null where its exam is not ahead. */
  deadline: Record<Category, number | null>;
  /** The exam days still ahead, or null. */
  written: Day | null;
  oral: Day | null;
  /** Whether the extra practice the weeks allow is wanted (a later round of parts, a third exam). */
  extras: boolean;
  /** The minutes a day left beside the phrase drill. */
  room: number;
  done: ReadonlySet<string>;
  /** Whether she practises the oral exam with a partner (else the rehearsal is alone). */
  partner: boolean | undefined;
}

/** Everything still to do before the exams ahead, as items to place. */
export function planItems({
  today,
  created,
  slots,
  deadline,
  written,
  oral,
  extras,
  room,
  done,
  partner,
}: ItemsContext): FlexibleItem[] {
  const items: FlexibleItem[] = [];

  for (const entry of LEARNING_PATH) {
    const last = deadline[entry.category];
    if (last === null || done.has(taskId.sheet(entry.route))) continue;
    if (STRATEGY.includes(entry.route)) {
      const id = taskId.short(entry.route);
      if (!done.has(id))
        items.push({
          key: id,
          order: LEARNING_PATH.indexOf(entry),
          stage: entry.category,
          units: [{ kind: 'short', id, route: entry.route, minutes: SHORT_MINUTES }],
          deadline: last,
          target: last,
        });
      continue;
    }
    items.push({
      ...sheetItem(entry, room, done),
      deadline: last,
      // The speaking sheets before the first rehearsal.
      ...(SPEAKING.includes(entry.route) ? { before: ORALS.map((o) => taskId.oral(o.test)) } : {}),
    });
  }
  if (written !== null) {
    const last = deadline['written-block']!;
    // The weeks from the plan's start decide the extra practice, so a plan keeps it after missed days.
    const days = extras ? daysBetween(created, written) : 0;
    for (const part of partItems(done, days)) items.push({ ...part, deadline: last });
    items.push(...writingItems(slots, created, today, last, done));
    for (const { test, before, days: needs } of RUNS) {
      const id = taskId.run(test);
      if (done.has(id) || days < needs) continue;
      items.push({
        key: id,
        order: LEARNING_PATH.length + 1,
        stage: 'written-block',
        units: [{ kind: 'run', id, test, minutes: RUN_MINUTES }],
        deadline: last,
        target: daysBetween(today, written) - before,
        gap: { group: 'run', days: RUN_GAP },
        offer: true,
      });
    }
  }
  if (oral !== null) {
    for (const { test, before } of ORALS) {
      const id = taskId.oral(test);
      if (done.has(id)) continue;
      items.push({
        key: id,
        order: LEARNING_PATH.length + 2,
        stage: 'oral-block',
        units: [{ kind: 'oral', id, test, minutes: ORAL_MINUTES, alone: !partner }],
        deadline: deadline['oral-block']!,
        target: daysBetween(today, oral) - before,
        after: SPEAKING_KEYS,
        gap: { group: 'oral', days: ORAL_GAP },
        offer: true,
      });
    }
  }
  return items;
}

/**
 * The e-mails with the coach: `WRITING_PER_WEEK` in each of the plan's calendar weeks up to the
 * written exam (as many as the week has study days), each on a writing sheet's trainer in turn.
 * One not written in an earlier week is still due (from today on); this week's stay in this week.
 */
function writingItems(
  slots: readonly Slot[],
  created: Day,
  today: Day,
  last: number,
  done: ReadonlySet<string>,
): FlexibleItem[] {
  const items: FlexibleItem[] = [];
  const thisWeek = weekOf(created, today);
  // No study day left: this week's and earlier weeks' e-mails still count (named as left out).
  const lastWeek = last >= 0 ? weekOf(created, slots[last]!.day) : thisWeek;
  for (let week = 1; week <= lastWeek; week++) {
    const days = slots
      .map((s, i) => i)
      .filter((i) => i <= last && slots[i]!.study && weekOf(created, slots[i]!.day) === week);
    // The week's days in the plan: those gone by (from the plan's first day) and its study days ahead.
    const monday = addDays(created, (week - 1) * 7 - weekdayOf(created));
    const pastDays = Array.from({ length: 7 }, (_, d) => addDays(monday, d)).filter(
      (d) => d >= created && d < today,
    ).length;
    // Two in a whole week; a short one (the first or the last) holds one from three days, none below.
    const count = Math.min(WRITING_PER_WEEK, Math.floor((pastDays + days.length) / 3));
    for (let n = 1; n <= count; n++) {
      const id = taskId.writing(week, n);
      if (done.has(id)) continue;
      const route = WRITING_SHEETS[((week - 1) * WRITING_PER_WEEK + n - 1) % WRITING_SHEETS.length]!;
      items.push({
        key: id,
        // After the first writing sheet (the method), in the order of the weeks.
        order:
          LEARNING_PATH.indexOf(LEARNING_PATH.find((e) => e.route === WRITING_SHEETS[0])!) +
          0.5 +
          (week * WRITING_PER_WEEK + n) / 10000,
        stage: 'written-block',
        units: [{ kind: 'writing', id, route, minutes: WRITING_MINUTES }],
        // One from a week gone by is due from today on; this week's stay in this week.
        deadline: week < thisWeek ? last : Math.min(last, days[days.length - 1] ?? -1),
        from: week < thisWeek ? 0 : (days[0] ?? 0),
      });
    }
  }
  return items;
}
