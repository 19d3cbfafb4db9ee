import type { Category } from '~/content/catalogue-types';
import { hasRoom, put, type Slot } from './plan-slots';
import type { PlanTask } from './plan-tasks';

/**
 * The work the plan places where there is room, and how: each piece in the order of what matters
 * most, on the earliest day with room (or the day nearest its target), never past its deadline and
 * never over a day's time. What finds no day is named, never dropped.
 */

/** A piece of work to place: a sheet in sittings, a part, an e-mail, a rehearsal, a written run. */
export interface FlexibleItem {
  key: string;
  /** Where it stands in the learning path (a part right after the sheet that teaches it). */
  order: number;
  stage: Category;
  /** The sittings, in order (each on the same day as the one before or later). */
  units: PlanTask[];
  /** The last day (index) it may take; -1: none. */
  deadline: number;
  /** The first day (index) it may take. */
  from?: number;
  /** The day it should be near (a rehearsal some days before the exam, a strategy sheet late). */
  target?: number;
  /** Keys of items that come first when they are in the plan (the speaking sheets before a rehearsal). */
  after?: readonly string[];
  /** Keys of items that come after it when they are in the plan (a rehearsal after the speaking sheets). */
  before?: readonly string[];
  /** Days apart from the items of the same kind (`group`). */
  gap?: { group: string; days: number };
  /** Not placed: offered beside the day's tasks ("when you have 2½ hours") instead of left out. */
  offer?: boolean;
  /** Practice beyond what every plan has (a later round of parts, a third whole exam): placed last. */
  extra?: boolean;
}

/** Where each placed item's units went (day indexes), by key. */
export type Placed = Map<string, number[]>;

/** The days an item may take, earliest first, or null when its units find no room. */
function daysFor(
  item: FlexibleItem,
  slots: Slot[],
  placed: Placed,
  items: Map<string, FlexibleItem>,
  pace: number,
) {
  let from = Math.max(0, item.from ?? 0, pace);
  for (const key of item.after ?? []) {
    const days = placed.get(key);
    if (days) from = Math.max(from, days[days.length - 1]! + 1);
  }
  let last = Math.min(item.deadline, slots.length - 1);
  for (const key of item.before ?? []) {
    const days = placed.get(key);
    if (days) last = Math.min(last, days[0]! - 1);
  }
  const apart = (i: number) =>
    !item.gap ||
    [...placed].every(
      ([key, days]) =>
        items.get(key)?.gap?.group !== item.gap!.group ||
        days.every((d) => Math.abs(d - i) >= item.gap!.days),
    );
  const loads = slots.map((s) => s.load);
  const chosen: number[] = [];
  for (const unit of item.units) {
    const start = chosen.length ? chosen[chosen.length - 1]! : from;
    const candidates: number[] = [];
    for (let i = start; i <= last; i++)
      if (hasRoom({ ...slots[i]!, load: loads[i]! }, unit.minutes) && apart(i)) candidates.push(i);
    if (candidates.length === 0) return null;
    const target = item.target;
    const at =
      target === undefined || item.units.length > 1
        ? candidates[0]!
        : [...candidates].sort((a, b) => Math.abs(a - target) - Math.abs(b - target) || b - a)[0]!;
    chosen.push(at);
    loads[at] = loads[at]! + unit.minutes;
  }
  return chosen;
}

/**
 * Places `items` in their order on a copy of `base`; `inOrder`: none of them before the one placed
 * before it (the calendar reads in the path's order). `spread`: the n-th minute of work no earlier
 * than its share of the days until a week before the last deadline (a steady pace in a long plan);
 * items with a target or a window keep them.
 */
export function placeAll(
  items: readonly FlexibleItem[],
  base: readonly Slot[],
  spread: boolean,
  inOrder = false,
): { slots: Slot[]; placed: Placed; missing: FlexibleItem[] } {
  const slots = base.map((s) => ({ ...s, tasks: [...s.tasks] }));
  const byKey = new Map(items.map((item) => [item.key, item]));
  const placed: Placed = new Map();
  const missing: FlexibleItem[] = [];
  const paced = items.filter((i) => i.target === undefined && i.from === undefined);
  const total = paced.reduce((sum, item) => sum + minutesOf(item), 0);
  const span = Math.max(1, Math.max(0, ...items.map((i) => i.deadline)) + 1 - REVIEW_DAYS);
  let before = 0;
  let cursor = 0;
  for (const item of items) {
    const isPaced = paced.includes(item);
    const pace = Math.max(
      spread && isPaced ? Math.floor((before / Math.max(total, 1)) * span) : 0,
      inOrder && isPaced ? cursor : 0,
    );
    const days = daysFor(item, slots, placed, byKey, pace);
    if (isPaced) before += minutesOf(item);
    if (!days) {
      missing.push(item);
      continue;
    }
    item.units.forEach((unit, i) => put(slots[days[i]!]!, unit));
    placed.set(item.key, days);
    if (isPaced) cursor = days[0]!;
  }
  // Each day: the drill first, then its work in the order it was placed.
  return { slots, placed, missing };
}

/** Days in the last week before the last deadline kept free of new work when the plan has time. */
const REVIEW_DAYS = 7;

const minutesOf = (item: FlexibleItem) => item.units.reduce((m, u) => m + u.minutes, 0);

/** A left-out item as one task: a sheet with all the minutes it has left. */
export function wholeTask(item: FlexibleItem): PlanTask {
  const [first] = item.units;
  if (first?.kind !== 'sheet') return first!;
  return { ...first, id: item.key, minutes: minutesOf(item), session: 1, sessions: 1 };
}
