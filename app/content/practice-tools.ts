import { LEARNING_PATH } from './catalogue';
import type { SheetRoute } from './catalogue-data';
import type { CatalogueEntry } from './catalogue-types';
import { MODEL_TEST_IDS, MODEL_TEST_PARTS, type ModelTestId, type PartSlug } from './model-tests/parts';

/**
 * The practice tools and where they live: the phrase drill and the model tests have pages of their
 * own; the writing trainer opens from a writing sheet's task, the oral exam timer from the card
 * after the summary of the oral strategy sheet (and of the speaking sheets). The menu and the end
 * of each sheet lead to them; which tools belong to a sheet follows from its catalogue entry (stage
 * and skill) and from the model-test parts that name it as the sheet that teaches them.
 */

/** The sheet whose two marked timelines the oral exam timer runs through. */
export const ORAL_TIMER_SHEET: SheetRoute = 'oral-block-strategy';

/** The id of the task the writing trainer practises on a writing sheet (a link's target). */
export const WRITING_TRAINER_ANCHOR = 'writing-trainer';

/** The id of the oral exam timer's card on a sheet (a link's target). */
export const ORAL_TIMER_ANCHOR = 'oral-timer';

/** The model test the sheets send learners to, as their worked examples do: the first. */
export const PRACTICE_TEST: ModelTestId = MODEL_TEST_IDS[0];

/** One tool a sheet leads to at its end. */
export type PracticeTool =
  /** The writing trainer on the sheet's own task. */
  | { kind: 'writing-trainer' }
  /** The whole written exam on the clock, the e-mail included (a model test's written run). */
  | { kind: 'written-exam' }
  /** One part of a model test, practised on its own. */
  | { kind: 'mock-part'; part: PartSlug }
  /** The oral exam timer. */
  | { kind: 'oral-timer' }
  /** A model test's oral exam with its task sheets. */
  | { kind: 'oral-exam' };

/**
 * The tools at the end of a sheet: the model-test parts it teaches; on a writing sheet the trainer
 * and the written exam with its e-mail; on the written block's strategy sheets the written exam; on
 * every sheet of the oral block the oral timer and the oral exam. Foundation sheets lead to the
 * phrase drill only (their end has it already).
 */
export function practiceTools(
  entry: Pick<CatalogueEntry, 'route' | 'category' | 'skillFocus'>,
): PracticeTool[] {
  const parts = MODEL_TEST_PARTS.filter((p) => p.teaches.sheet === entry.route).map((p): PracticeTool => ({
    kind: 'mock-part',
    part: p.slug,
  }));
  if (entry.category === 'oral-block') return [...parts, { kind: 'oral-timer' }, { kind: 'oral-exam' }];
  if (entry.skillFocus === 'writing')
    return [...parts, { kind: 'writing-trainer' }, { kind: 'written-exam' }];
  if (entry.category === 'written-block' && entry.skillFocus === 'strategy')
    return [...parts, { kind: 'written-exam' }];
  return parts;
}

/** The sheet the menu's "writing trainer" opens: the first writing sheet of the learning path. */
export function writingTrainerSheet(): SheetRoute {
  const first = LEARNING_PATH.find((e) => e.skillFocus === 'writing');
  if (!first) throw new Error('The catalogue has no writing sheet.');
  return first.route;
}
