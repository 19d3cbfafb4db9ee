import type { Localized } from '../i18n/locales';
import type { SheetRoute } from './catalogue-data';
import { MODEL_TEST_PARTS, SUBTEST_MAX, type PartSlug, type Subtest } from './model-tests/parts';

/**
 * The exam at a glance (EXAM_FACTS.md): the written and the oral block with their parts, items,
 * points, times and pass marks. The home page shows it and the study plan reads it; no page types
 * these figures itself. The written parts' items and points come from the model tests' part table.
 */

/**
 * Where a part is practised on the site: a model-test part, the writing trainer (the e-mail on its
 * own, not the whole 150-minute run) or the oral mock.
 */
export type Practice = { kind: 'part'; part: PartSlug } | { kind: 'writing-trainer' } | { kind: 'oral' };

/** One row of the written block. */
export interface WrittenPart {
  id: Subtest | 'writing';
  name: Localized;
  /** The German name the exam uses, shown beside the English one. */
  examName: string;
  /** Item numbers (`[1, 20]`), or none for the writing task. */
  items?: readonly [number, number];
  points: number;
  /** Minutes of its own; reading and Sprachbausteine share `SHARED_MINUTES` instead. */
  minutes?: number;
  /** Whether its time is "about" (listening: the recording sets it). */
  about?: boolean;
  sheet: SheetRoute;
  practice: Practice;
}

/** One part of the oral block. */
export interface OralPart {
  number: 1 | 2 | 3;
  /** The part's German name, the same on both language pages. */
  examName: string;
  name: Localized;
  /** About this many minutes for the pair. */
  minutes: number;
  points: number;
  sheet: SheetRoute;
}

function itemRange(subtest: Subtest): readonly [number, number] {
  const parts = MODEL_TEST_PARTS.filter((p) => p.subtest === subtest);
  const first = Math.min(...parts.map((p) => p.first));
  const last = Math.max(...parts.map((p) => p.first + p.count - 1));
  return [first, last];
}

/** The first writing sheet: the e-mail task, with the writing trainer (the other four practise it too). */
const WRITING_SHEET: SheetRoute = 'writing-task-complaint';

/** The written block: 150 minutes in one sitting, 225 points, 135 to pass. */
export const WRITTEN_BLOCK = {
  minutes: 150,
  /** Reading and Sprachbausteine share these minutes. */
  sharedMinutes: 90,
  max: 225,
  pass: 135,
  parts: [
    {
      id: 'reading',
      name: { de: 'Leseverstehen', en: 'Reading' },
      examName: 'Leseverstehen',
      items: itemRange('reading'),
      points: SUBTEST_MAX.reading,
      sheet: 'reading-mastery',
      practice: { kind: 'part', part: 'reading-1' },
    },
    {
      id: 'language',
      name: { de: 'Sprachbausteine', en: 'Language elements' },
      examName: 'Sprachbausteine',
      items: itemRange('language'),
      points: SUBTEST_MAX.language,
      sheet: 'language-elements-patterns',
      practice: { kind: 'part', part: 'language-elements-1' },
    },
    {
      id: 'listening',
      name: { de: 'Hörverstehen', en: 'Listening' },
      examName: 'Hörverstehen',
      items: itemRange('listening'),
      points: SUBTEST_MAX.listening,
      minutes: 30,
      about: true,
      sheet: 'listening-mastery-written',
      practice: { kind: 'part', part: 'listening-1' },
    },
    {
      id: 'writing',
      name: { de: 'Schriftlicher Ausdruck', en: 'Writing' },
      examName: 'Schriftlicher Ausdruck',
      points: 45,
      minutes: 30,
      sheet: WRITING_SHEET,
      practice: { kind: 'writing-trainer' },
    },
  ] as const satisfies readonly WrittenPart[],
} as const;

/** The oral block: 20 minutes of preparation, about 15 minutes in pairs, 75 points, 45 to pass. */
export const ORAL_BLOCK = {
  preparationMinutes: 20,
  pairMinutes: 15,
  max: 75,
  pass: 45,
  parts: [
    {
      number: 1,
      examName: 'Einander kennenlernen',
      name: { de: 'Einander kennenlernen', en: 'Getting to know each other' },
      minutes: 3,
      points: 15,
      sheet: 'speaking-part-1-who-system',
    },
    {
      number: 2,
      examName: 'Über ein Thema sprechen',
      name: { de: 'Über ein Thema sprechen', en: 'Talking about a topic' },
      minutes: 6,
      points: 30,
      sheet: 'speaking-part-2-pave-system',
    },
    {
      number: 3,
      examName: 'Gemeinsam etwas planen',
      name: { de: 'Gemeinsam etwas planen', en: 'Planning something together' },
      minutes: 6,
      points: 30,
      sheet: 'speaking-part-3-listen-system',
    },
  ] as const satisfies readonly OralPart[],
} as const;

/** The sheet that explains the whole written block on the day (timing, order, answer sheet). */
export const WRITTEN_STRATEGY_SHEET: SheetRoute = '150-minute-marathon';
/** The sheet that explains the oral block as a whole (with the oral timer). */
export const ORAL_STRATEGY_SHEET: SheetRoute = 'oral-block-strategy';
