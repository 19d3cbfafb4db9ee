import type { Day } from '~/lib/day';
import type { PlanStart, StoredPlan } from '~/stores/plan-store';
import { makePlan, type PlanInput, type StudyPlan } from './plan-rules';
import { taskId, type PlanTask } from './plan-tasks';

/**
 * What is done, from the signals the tools leave in this browser, and how the plan moves on from
 * one day to the next (pure; the page feeds in the stored data).
 */

/** The signals the plan reads: what each tool reports as finished. */
export interface PlanSignals {
  /** Sheets marked as learned (reading progress). */
  learned: readonly string[];
  /** Model-test parts checked at least once, `<test>/<part>`. */
  parts: readonly string[];
  /** Tests whose whole written block was sat on the clock. */
  runs: readonly string[];
  /** Tests whose oral mock was finished with its checklist. */
  orals: readonly string[];
  /** Days with a finished drill round. */
  drillDays: readonly Day[];
}

/** The ids of every finished task: from the signals and from the ticks set by hand. */
export function doneIds(signals: PlanSignals, ticks: readonly string[]): Set<string> {
  return new Set([
    ...signals.learned.map(taskId.sheet),
    ...signals.parts.map((p) => `part:${p}`),
    ...signals.runs.map(taskId.run),
    ...signals.orals.map(taskId.oral),
    ...signals.drillDays.map(taskId.drill),
    ...ticks,
  ]);
}

/** Whether a task is done: its own id, or, for a sitting of a sheet, the sheet learned. */
export function isTaskDone(task: PlanTask, done: ReadonlySet<string>): boolean {
  return (
    done.has(task.id) ||
    ((task.kind === 'sheet' || task.kind === 'short') && done.has(taskId.sheet(task.route)))
  );
}

/**
 * Whether only a tick by hand says the task is done: no tool reports it (a sitting of a sheet
 * before its last, re-reading the summaries, an e-mail, a short read, a rehearsal with a partner).
 * Every other task can be ticked by hand too ("done elsewhere": on another device, on paper).
 */
export function ticksByHand(task: PlanTask): boolean {
  switch (task.kind) {
    case 'sheet':
      return task.session < task.sessions;
    case 'oral':
    case 'summary':
    case 'writing':
    case 'short':
      return true;
    case 'drill':
    case 'part':
    case 'run':
      return false;
  }
}

/** Tasks that move on when missed; the drill and the summaries belong to their day. */
const carries = (task: PlanTask) => task.kind !== 'drill' && task.kind !== 'summary';

/** The plan input of a stored plan on `today`, from what was done when the day began. */
function planInput(stored: StoredPlan, start: PlanStart, today: Day): PlanInput {
  return {
    today,
    written: stored.written,
    oral: stored.oral,
    minutes: stored.minutes,
    longer: stored.longer,
    partner: stored.partner,
    created: stored.created,
    done: new Set(start.done),
  };
}

/**
 * The start of `today`: the stored one if it is today's; else what is done now, and the tasks the
 * plan had for the days since the last start that are still not done (they move on to the next
 * days; the page says which went where).
 */
export function startOfDay(stored: StoredPlan, today: Day, done: ReadonlySet<string>): PlanStart {
  const previous = stored.start;
  if (previous?.day === today) return previous;
  const finished = [...done].filter((id) => !id.startsWith('drill:') && !id.startsWith('summary:')).sort();
  if (!previous || previous.day > today)
    return { day: today, done: finished, carried: 0, since: null, moved: [] };
  const before = makePlan(planInput(stored, previous, previous.day));
  const missed = before.days
    .filter((d) => d.day < today)
    .flatMap((d) => d.tasks)
    .filter((t) => carries(t) && !isTaskDone(t, done));
  return {
    day: today,
    done: finished,
    carried: missed.length,
    since: missed.length ? previous.day : null,
    moved: missed.map((t) => t.id),
  };
}

/** The plan of a stored plan on `today`, and the start it was made from. */
export function currentPlan(
  stored: StoredPlan,
  today: Day,
  done: ReadonlySet<string>,
): { plan: StudyPlan; start: PlanStart } {
  const start = startOfDay(stored, today, done);
  return { plan: makePlan(planInput(stored, start, today)), start };
}

/** Where a moved task is now: a day of the plan, offered for a longer day, or not in the plan. */
export type MovedTo =
  | { task: PlanTask; to: 'day'; day: Day }
  | { task: PlanTask; to: 'offered' }
  | { task: PlanTask; to: 'leftOut' };

/**
 * Where each task moved at today's start went (a task done since, or of an exam that is over, is
 * not listed: nothing is left to move). A sheet's sitting is found by its sheet when its sittings
 * changed.
 */
export function movedTo(plan: StudyPlan, start: PlanStart): MovedTo[] {
  const found: MovedTo[] = [];
  const sheetOf = (id: string) => id.replace(/:\d+\/\d+$/, '');
  for (const id of start.moved) {
    const same = (t: PlanTask) => t.id === id || (t.kind === 'sheet' && sheetOf(t.id) === sheetOf(id));
    const day = plan.days.find((d) => d.tasks.some(same));
    if (found.some((f) => same(f.task))) continue;
    if (day) found.push({ task: day.tasks.find(same)!, to: 'day', day: day.day });
    else if (plan.offered.some(same)) found.push({ task: plan.offered.find(same)!, to: 'offered' });
    else if (plan.leftOut.some(same)) found.push({ task: plan.leftOut.find(same)!, to: 'leftOut' });
  }
  return found;
}

/**
 * What today offers for a day with more time: the next whole written exam and the next rehearsal
 * (the lowest test first), not every one the plan could not place.
 */
export function offeredNext(plan: StudyPlan): PlanTask[] {
  const next = (kind: PlanTask['kind']) =>
    plan.offered
      .filter((t) => t.kind === kind)
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .slice(0, 1);
  return [...next('run'), ...next('oral')];
}
