import { LEARNING_PATH } from '~/content/catalogue';
import type { SheetRoute } from '~/content/catalogue-data';
import type { Category } from '~/content/catalogue-types';
import { MODEL_TEST_PARTS, type ModelTestId, type PartSlug } from '~/content/model-tests/parts';
import type { Day } from '~/lib/day';
import type { FlexibleItem } from './plan-fill';

/**
 * The tasks of the study plan, their ids and what each costs in minutes. An id names the work, not
 * the day it is planned for (except the day-bound drill and summaries), so a task keeps its id
 * when the plan moves it, and its tick with it.
 */

/** The daily phrase drill: one round, about ten minutes. */
export const DRILL_MINUTES = 10;
/** A full written model test: the exam's 150 minutes. */
export const RUN_MINUTES = 150;
/** An oral run-through: 20 minutes of preparation, about 15 of conversation, the checklist. */
export const ORAL_MINUTES = 45;
/** Re-reading the one-screen summaries on a light day: at most this long, all stages together. */
export const SUMMARY_MINUTES = 30;
/** An e-mail written in the writing trainer with the coach: the exam's 30 minutes. */
export const WRITING_MINUTES = 30;
/** A strategy or exam-day sheet read short: its summary "Auf einen Blick" only. */
export const SHORT_MINUTES = 10;
/** E-mails with the coach in each calendar week of the plan (the examiner's "at least twice"). */
export const WRITING_PER_WEEK = 2;
/** A part practised on its own, with the check: reading about 20 minutes, the others less. */
const PART_MINUTES: Record<(typeof MODEL_TEST_PARTS)[number]['subtest'], number> = {
  reading: 25,
  language: 15,
  listening: 15,
};

/**
 * The parts are practised from model test 1; with five weeks or more before the written exam a second
 * round from test 4, with eight or more a third from test 5 (each part after its earlier round).
 * Tests 2, 3 and 6 stay unseen for the whole exams.
 */
const PART_ROUNDS = [
  { test: '1', days: 0 },
  { test: '4', days: 35 },
  { test: '5', days: 56 },
] as const satisfies readonly { test: ModelTestId; days: number }[];
/**
 * The whole written exams: test 3 about one week before the written exam, test 2 about three weeks,
 * and with six weeks or more test 6 about five weeks before (two or three, by the weeks left).
 */
export const RUNS = [
  { test: '3', before: 7, days: 0 },
  { test: '2', before: 21, days: 0 },
  { test: '6', before: 35, days: 42 },
] as const satisfies readonly { test: ModelTestId; before: number; days: number }[];
/** Whether a task is practice beyond what every plan has (see `PART_ROUNDS` and `RUNS`). */
export function isExtra(id: string): boolean {
  return (
    PART_ROUNDS.some((r) => r.days > 0 && id.startsWith(`part:${r.test}/`)) ||
    RUNS.some((r) => r.days > 0 && id === taskId.run(r.test))
  );
}
/** The oral run-throughs, latest first: test 3 three days before the oral exam, 2 and 1 earlier. */
export const ORALS = [
  { test: '3', before: 3 },
  { test: '2', before: 8 },
  { test: '1', before: 14 },
] as const satisfies readonly { test: ModelTestId; before: number }[];

/** The two exams: the written block and the oral block. */
export type ExamKind = 'written' | 'oral';

/** One task of the plan. */
export type PlanTask =
  | {
      kind: 'sheet';
      id: string;
      route: SheetRoute;
      stage: Category;
      minutes: number;
      /** The sitting (1-based) and how many the sheet takes at this time a day. */
      session: number;
      sessions: number;
    }
  | { kind: 'drill'; id: string; day: Day; minutes: number }
  | { kind: 'part'; id: string; test: ModelTestId; part: PartSlug; minutes: number }
  | { kind: 'run'; id: string; test: ModelTestId; minutes: number }
  /** An oral rehearsal: with a partner, or alone (`alone`: the oral mock's alone mode). */
  | { kind: 'oral'; id: string; test: ModelTestId; minutes: number; alone: boolean }
  /** An e-mail in the writing trainer on a writing sheet's task, with the coach's feedback. */
  | { kind: 'writing'; id: string; route: SheetRoute; minutes: number }
  /** A strategy or exam-day sheet read short: its summary only, late in the plan. */
  | { kind: 'short'; id: string; route: SheetRoute; minutes: number }
  | { kind: 'summary'; id: string; stage: Category; day: Day; minutes: number };

/** Task ids: the last sitting of a sheet is the sheet itself (done when it is marked learned). */
export const taskId = {
  sheet: (route: string) => `sheet:${route}`,
  session: (route: string, n: number, of: number) =>
    n === of ? `sheet:${route}` : `sheet:${route}:${n}/${of}`,
  drill: (day: Day) => `drill:${day}`,
  part: (test: string, part: string) => `part:${test}/${part}`,
  run: (test: string) => `run:${test}`,
  oral: (test: string) => `oral:${test}`,
  summary: (stage: Category, day: Day) => `summary:${stage}:${day}`,
  /** The `n`-th e-mail (1-based) of the plan's week `week` (counted from the plan's first week). */
  writing: (week: number, n: number) => `writing:${week}:${n}`,
  short: (route: string) => `short:${route}`,
};

/** The minutes a catalogue entry gives (a range counts with its upper end). */
function sheetMinutes(minutes: number | readonly [number, number]): number {
  return typeof minutes === 'number' ? minutes : minutes[1];
}

/**
 * How much of a sheet was done in sittings ticked by hand: the largest `n/of` among the done ids
 * (`sheet:<route>:2/3` → two thirds).
 */
function doneShare(route: string, done: ReadonlySet<string>): number {
  let share = 0;
  const prefix = `${taskId.sheet(route)}:`;
  for (const id of done) {
    if (!id.startsWith(prefix)) continue;
    const [n, of] = id.slice(prefix.length).split('/').map(Number) as [number, number];
    if (n > 0 && of > n) share = Math.max(share, n / of);
  }
  return share;
}

/**
 * A sheet not yet learned as the sittings it takes when `room` minutes a day are free for it:
 * sittings of equal length, the ones ticked already left out.
 */
export function sheetItem(
  entry: (typeof LEARNING_PATH)[number],
  room: number,
  done: ReadonlySet<string>,
): Omit<FlexibleItem, 'deadline'> {
  const total = sheetMinutes(entry.minutes);
  const sessions = Math.max(1, Math.ceil(total / Math.max(room, 1)));
  const each = Math.ceil(total / sessions);
  const from = Math.min(sessions - 1, Math.floor(doneShare(entry.route, done) * sessions + 1e-9));
  const units: PlanTask[] = [];
  for (let n = from + 1; n <= sessions; n++)
    units.push({
      kind: 'sheet',
      id: taskId.session(entry.route, n, sessions),
      route: entry.route,
      stage: entry.category,
      minutes: each,
      session: n,
      sessions,
    });
  return {
    key: taskId.sheet(entry.route),
    order: LEARNING_PATH.indexOf(entry),
    stage: entry.category,
    units,
  };
}

/**
 * Each part not yet practised, of every round `days` (the days to the written exam) allows, placed in
 * the path right after its sheet; a later round's part after the same part of the round before.
 */
export function partItems(done: ReadonlySet<string>, days: number): Omit<FlexibleItem, 'deadline'>[] {
  return PART_ROUNDS.filter((round) => days >= round.days).flatMap(({ test }, round) =>
    MODEL_TEST_PARTS.map((part, i) => ({ part, i }))
      .filter(({ part }) => !done.has(taskId.part(test, part.slug)))
      .map(({ part, i }) => ({
        key: taskId.part(test, part.slug),
        order:
          round === 0
            ? LEARNING_PATH.findIndex((e) => e.route === part.teaches.sheet) + (i + 1) / 100
            : LEARNING_PATH.length + round / 10 + (i + 1) / 1000,
        stage: 'written-block' as const,
        extra: round > 0,
        // After the sheet that teaches it, when that is in the plan; a later round after the earlier one.
        after: [
          taskId.sheet(part.teaches.sheet),
          ...(round === 0 ? [] : [taskId.part(PART_ROUNDS[round - 1]!.test, part.slug)]),
        ],
        units: [
          {
            kind: 'part' as const,
            id: taskId.part(test, part.slug),
            test,
            part: part.slug,
            minutes: PART_MINUTES[part.subtest],
          },
        ],
      })),
  );
}
