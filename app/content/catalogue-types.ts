import type { Localized } from '../i18n/locales';
import type { Minutes } from '../i18n/format';

/** The three stages of the learning path; each sheet belongs to one. */
export const CATEGORIES = ['foundation', 'written-block', 'oral-block'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The skill a sheet trains most. */
export const SKILLS = [
  'grammar',
  'vocabulary',
  'reading',
  'listening',
  'writing',
  'speaking',
  'strategy',
] as const;
type Skill = (typeof SKILLS)[number];

/** How hard a sheet is for a B1 candidate. */
export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
type Difficulty = (typeof DIFFICULTIES)[number];

/** The stage badge: one per category (Quick Win, Core Skill, Deep Study). */
export type TimeToMaster = 'quick-win' | 'core-skill' | 'deep-study';

/** The level a sheet is written for. */
type Level = 'B1' | 'A2-B1' | 'All Levels';

/** Names of the icons a catalogue entry may use (see features/sheet icons). */
export type IconName =
  | 'book-open'
  | 'puzzle'
  | 'headphones'
  | 'ear'
  | 'user'
  | 'presentation'
  | 'users'
  | 'timer'
  | 'calendar-check'
  | 'clipboard-check'
  | 'message-circle'
  | 'layers'
  | 'book'
  | 'wrench'
  | 'library'
  | 'brain'
  | 'mic'
  | 'trending-up'
  | 'mail-warning'
  | 'mail-plus'
  | 'mail-heart'
  | 'mail-question'
  | 'party'
  | 'leaf'
  | 'cpu';

/**
 * What an author writes for one sheet in a `catalogue-*.ts` file. Everything else is derived.
 * `Route` is the union of the catalogue's route slugs once the stages are joined (`SheetRoute`).
 */
export interface CatalogueSource<Route extends string = string> {
  pageNumber: number;
  route: Route;
  category: Category;
  skillFocus: Skill;
  icon: IconName;
  minutes: Minutes;
  level: Level;
  difficultyLevel: Difficulty;
  title: Localized;
  description: Localized;
}

/** A catalogue entry with every field of the specification. */
export interface CatalogueEntry<Route extends string = string> extends CatalogueSource<Route> {
  id: string;
  badgeText: Localized;
  badgeColor: string;
  estimatedTime: Localized;
  timeToMaster: TimeToMaster;
}
