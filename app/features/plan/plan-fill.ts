import { DRILL_MINUTES, priorityOf, type FlexibleItem, type PlanTask } from './plan-tasks';
import type { Slot } from './plan-slots';

/**
 * The work that goes where there is room (the sheets in sittings, the parts): which of it the plan
 * takes when not all fits, and on which days it goes.
 */

/** Whether a task of `minutes` fits on a day: within the time a day, or alone beside the drill. */
function fits(slot: Slot, minutes: number, splittable: boolean, cap: number, load = slot.load): boolean {
  if (!slot.study || slot.whole) return false;
  if (load + minutes <= cap) return true;
  return !splittable && slot.fixed.length === 0 && slot.flexible.length === 0 && load <= DRILL_MINUTES;
}

/**
 * Which items the plan takes: in the order of `PRIORITY`, each whose sittings all still find room
 * before its deadline (counted on a copy of the days; nothing is placed here). Each is counted on
 * the latest days it may take, so work due later never takes the room of work due earlier.
 */
export function choose(
  items: FlexibleItem[],
  slots: Slot[],
  cap: number,
  deadline: (item: FlexibleItem) => number,
): Set<FlexibleItem> {
  const load = slots.map((s) => s.load);
  const used = slots.map((s) => s.fixed.length > 0);
  const chosen = new Set<FlexibleItem>();
  for (const item of [...items].sort((a, b) => priorityOf(a) - priorityOf(b))) {
    const last = deadline(item);
    const trial = [...load];
    const trialUsed = [...used];
    const ok = item.units.every((unit) => {
      for (let i = Math.min(last, slots.length - 1); i >= 0; i--) {
        const slot = slots[i]!;
        const alone = !trialUsed[i] && trial[i]! <= DRILL_MINUTES;
        if (!slot.study || slot.whole) continue;
        if (trial[i]! + unit.minutes <= cap || (!item.splittable && alone)) {
          trial[i] = trial[i]! + unit.minutes;
          trialUsed[i] = true;
          return true;
        }
      }
      return false;
    });
    if (ok) {
      chosen.add(item);
      trial.forEach((v, i) => (load[i] = v));
      trialUsed.forEach((v, i) => (used[i] = v));
    }
  }
  return chosen;
}

/** Days in the last week before the last deadline kept free of new sheets when the plan has time. */
const REVIEW_DAYS = 7;

/**
 * Places the chosen items on a copy of the days, in their order, each sitting on the earliest day
 * with room, never before the work placed before it (the calendar reads in the order of the path)
 * and not after the item's deadline; an item is placed whole or not at all. `spread`: the n-th
 * minute of work no earlier than its share of the days until a week before the last deadline, so
 * a long plan has a steady pace instead of weeks of nothing at the end.
 */
export function place(
  items: FlexibleItem[],
  base: Slot[],
  cap: number,
  deadline: (item: FlexibleItem) => number,
  spread: boolean,
): { slots: Slot[]; missing: FlexibleItem[] } {
  const slots = base.map((s) => ({ ...s, flexible: [...s.flexible] }));
  const total = items.reduce((sum, item) => sum + item.units.reduce((m, u) => m + u.minutes, 0), 0);
  const span = Math.max(1, Math.max(0, ...items.map(deadline)) + 1 - REVIEW_DAYS);
  const missing: FlexibleItem[] = [];
  let cursor = 0;
  let before = 0;
  for (const item of items) {
    const last = deadline(item);
    const placed: Slot[] = [];
    let at = cursor;
    let minutes = before;
    // The sittings of a sheet follow each other; the spread moves only its first.
    if (spread) at = Math.max(at, Math.min(last, Math.floor((before / Math.max(total, 1)) * span)));
    for (const unit of item.units) {
      while (at <= last && at < slots.length && !fits(slots[at]!, unit.minutes, item.splittable, cap)) at++;
      if (at > last || at >= slots.length) break;
      slots[at]!.flexible.push(unit);
      slots[at]!.load += unit.minutes;
      placed.push(slots[at]!);
      minutes += unit.minutes;
    }
    if (placed.length === item.units.length) {
      cursor = at;
      before = minutes;
      continue;
    }
    placed.forEach((slot, i) => {
      slot.flexible.pop();
      slot.load -= item.units[i]!.minutes;
    });
    missing.push(item);
  }
  return { slots, missing };
}

/** A left-out item as one task: a sheet with all the minutes it has left. */
export function wholeTask(item: FlexibleItem): PlanTask {
  const [first] = item.units;
  if (first?.kind !== 'sheet') return first!;
  return {
    ...first,
    id: item.key,
    minutes: item.units.reduce((s, u) => s + u.minutes, 0),
    session: 1,
    sessions: 1,
  };
}
