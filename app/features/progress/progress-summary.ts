import { CATALOGUE, LEARNING_PATH } from '~/content/catalogue';
import { CATEGORIES, type Category } from '~/content/catalogue-types';
import type { SheetRoute } from '~/content/catalogue-data';
import type { CatalogueEntry } from '~/content/catalogue-types';
import type { PartResult } from '~/content/model-tests/results';
import { addDays, type Day } from '~/lib/day';
import type { Activity } from '~/stores/study-activity';

/**
 * What the progress page says, computed from the stores (pure: the page passes what it read and
 * today). Each function answers one question a learner asks: how far am I, what is due, where am I
 * weak.
 */

/** Sheets learned per stage, and the next sheet on the learning path not yet learned. */
export interface SheetsSummary {
  stages: { stage: Category; learned: number; total: number }[];
  learned: number;
  total: number;
  next: CatalogueEntry<SheetRoute> | null;
}

/** The sheets marked as learned (routes that are no longer sheets are not counted). */
export function sheetsSummary(learned: readonly string[]): SheetsSummary {
  const done = new Set(learned);
  const stages = CATEGORIES.map((stage) => {
    const entries = CATALOGUE.filter((e) => e.category === stage);
    return { stage, learned: entries.filter((e) => done.has(e.route)).length, total: entries.length };
  });
  return {
    stages,
    learned: stages.reduce((n, s) => n + s.learned, 0),
    total: CATALOGUE.length,
    next: LEARNING_PATH.find((e) => !done.has(e.route)) ?? null,
  };
}

/** The drill: phrases known (box 2 or higher), cards to repeat today, cards never seen. */
export interface DrillSummary {
  known: number;
  due: number;
  fresh: number;
}

/** The drill's cards as stored (`box`, `due`), against the deck's size. */
export function drillSummary(
  cards: Readonly<Record<string, { box: number; due: Day }>>,
  deckSize: number,
  today: Day,
): DrillSummary {
  const states = Object.values(cards);
  return {
    known: states.filter((s) => s.box >= 2).length,
    due: states.filter((s) => s.due <= today).length,
    fresh: Math.max(0, deckSize - states.length),
  };
}

/** The latest checked result of one part, with its share in per cent. */
export interface LatestPart extends PartResult {
  percent: number;
}

/**
 * The latest result of each part over all tests (a part is a kind of task: reading part 3),
 * practised alone or in a whole exam; `results` come oldest first (`allPartResults`).
 */
export function latestByPart(results: readonly PartResult[]): LatestPart[] {
  const latest = new Map<string, PartResult>();
  for (const r of results) latest.set(r.part.slug, r);
  return [...latest.values()].map((r) => ({ ...r, percent: Math.round((r.points / r.max) * 100) }));
}

/** The exam's pass mark, in per cent: a part below it is a part to work on. */
const PASS_PERCENT = 60;

/** The weakest parts: latest result below the pass mark, the lowest first, at most `limit`. */
export function weakestParts(results: readonly LatestPart[], limit = 3): LatestPart[] {
  return results
    .filter((r) => r.percent < PASS_PERCENT)
    .sort((a, b) => a.percent - b.percent || a.part.first - b.part.first)
    .slice(0, limit);
}

/** On how many of the last `days` days (today included) the learner finished any piece of work. */
export function daysPractised(activity: Activity, today: Day, days = 7): number {
  let count = 0;
  for (let i = 0; i < days; i++) if (activity[addDays(today, -i)]) count += 1;
  return count;
}
