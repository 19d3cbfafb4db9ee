import { LEARNING_PATH } from '~/content/catalogue';
import type { SheetRoute } from '~/content/catalogue-data';
import type { FlexibleItem } from './plan-fill';
import { taskId } from './plan-tasks';

// Which work the plan takes first when time is short (decision 0028): the order of the groups of
// tasks, and each item's place in it.

/** The strategy and exam-day sheets: read short (their summary) and late. */
export const STRATEGY: readonly SheetRoute[] = [
  '150-minute-marathon',
  'test-day-mastery',
  'oral-block-strategy',
];
/** The writing sheets, in the path's order: the first teaches the method, the trainer is on each. */
export const WRITING_SHEETS: readonly SheetRoute[] = LEARNING_PATH.filter(
  (e) => e.skillFocus === 'writing',
).map((e) => e.route);
export const SPEAKING: readonly SheetRoute[] = [
  'speaking-part-1-who-system',
  'speaking-part-2-pave-system',
  'speaking-part-3-listen-system',
];
/** The speaking sheets' task ids. */
export const SPEAKING_KEYS: readonly string[] = SPEAKING.map(taskId.sheet);

/**
 * What an examiner puts first when time is short (30–40 minutes a day, three weeks): the whole
 * written exam on a day long enough for it, the writing method and e-mails with the coach, listening early, the three speaking parts before the first
 * rehearsal, the rehearsals and written runs on the days that hold them, the strategy sheets short
 * and late, the core grammar and phrases, then reading and Sprachbausteine with their parts, the
 * other writing sheets, and the rest of the path. The plan takes the work in this order while it
 * fits; a tight plan's calendar follows it too; a plan with room for everything keeps the path.
 */
const ORDER: readonly string[] = [
  // Only a longer day holds a whole written exam: it takes such a day before other work does.
  'run',
  // Ten minutes each on the last days: the exam-day sheets read short.
  'short',
  taskId.sheet(WRITING_SHEETS[0]!),
  'writing',
  taskId.sheet('listening-mastery-written' satisfies SheetRoute),
  'part:listening',
  ...SPEAKING_KEYS,
  'oral',
  taskId.sheet('b1-core-grammar' satisfies SheetRoute),
  taskId.sheet('functional-language' satisfies SheetRoute),
  taskId.sheet('reading-mastery' satisfies SheetRoute),
  'part:reading',
  taskId.sheet('language-elements-patterns' satisfies SheetRoute),
  'part:language',
];

/**
 * The order that first gives the rehearsals their long days, then puts the speaking sheets before
 * them (before listening, so they find the days before the first rehearsal).
 */
const ORALS_FIRST: readonly string[] = [
  'run',
  'short',
  'oral',
  ...ORDER.filter((g) => g !== 'run' && g !== 'short' && g !== 'oral' && !SPEAKING_KEYS.includes(g)).flatMap(
    (g) => (g === 'writing' ? [g, ...SPEAKING.map(taskId.sheet)] : [g]),
  ),
];

/** An item's place in `ORDER` (the rest after it, in the path's order); `oralsFirst`: rehearsals right after the runs. */
export function rankOf(item: FlexibleItem, oralsFirst = false, oralExamFirst = false): number {
  const unit = item.units[0]!;
  const group =
    unit.kind === 'part' ? `part:${unit.part.split('-')[0]}` : unit.kind === 'sheet' ? item.key : unit.kind;
  const order = oralsFirst ? ORALS_FIRST : ORDER;
  const rank = order.indexOf(group);
  // With the oral exam first, its speaking sheets and rehearsals go before the written work.
  const oral = oralExamFirst && (group === 'oral' || SPEAKING.map(taskId.sheet).includes(group));
  const place = item.extra ? ORDER.length + 1 : rank >= 0 ? rank : ORDER.length;
  return (oral ? -1 : 0) * 1000 * ORDER.length + place * 1000 + item.order;
}
