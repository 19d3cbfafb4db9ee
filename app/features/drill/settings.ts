/**
 * The drill's settings: how many new cards a day (docs/decisions/0027) and, once the learner has
 * chosen, the language of the cue (German or English; until then the page's language). Kept under their own key,
 * read leniently (anything unreadable is the default), so the site's backup can carry the key as
 * it is and a bad value never breaks the drill.
 */
import * as v from 'valibot';
import { persisted } from '~/lib/persisted';
import { readJson, versioned } from '~/lib/stored-json';

/** The storage key (the backup file carries it under this name). */
export const DRILL_SETTINGS_KEY = 'b1.drill-settings.v1';

/** The learner's choice. */
export interface DrillSettings {
  /** New cards introduced per calendar day at most. */
  newPerDay: number;
  /** The cue's language the learner chose; none: the page's language. */
  cue?: 'de' | 'en';
}

/** What the drill page offers: a short daily dose up to a push before the exam. */
export const NEW_PER_DAY_CHOICES = [10, 20, 30, 50] as const;
/** Twenty new cards a day: about a round, and the whole deck in under two months. */
export const DEFAULT_DRILL_SETTINGS: DrillSettings = { newPerDay: 20 };
/** The bounds a stored value must keep (a file from elsewhere may hold any number). */
const NEW_PER_DAY_MIN = 1;
const NEW_PER_DAY_MAX = 100;

const VERSION = 1;

/** Settings from storage: anything unreadable, out of bounds or of another version is the default. */
export const parseDrillSettings: (raw: string | null) => DrillSettings = readJson(
  versioned(
    VERSION,
    v.object({
      newPerDay: v.pipe(v.number(), v.integer(), v.minValue(NEW_PER_DAY_MIN), v.maxValue(NEW_PER_DAY_MAX)),
      // An unknown cue is no choice: the page's language.
      cue: v.fallback(v.optional(v.picklist(['de', 'en'])), undefined),
    }),
  ),
  DEFAULT_DRILL_SETTINGS,
);

/** Settings as stored. */
export function serializeDrillSettings(settings: DrillSettings): string {
  return JSON.stringify({
    version: VERSION,
    newPerDay: settings.newPerDay,
    ...(settings.cue && { cue: settings.cue }),
  });
}

const store = persisted<DrillSettings>({
  key: DRILL_SETTINGS_KEY,
  parse: parseDrillSettings,
  serialize: serializeDrillSettings,
  initial: DEFAULT_DRILL_SETTINGS,
});

/** Stores the learner's choice; returns whether it could be stored (it holds for the visit anyway). */
export const saveDrillSettings = store.write;

/** The settings; the default in the prerendered HTML and until hydration. */
export const useDrillSettings = store.useValue;
