import type { SheetRoute } from '../catalogue-data';

/**
 * The written parts of a model test that exist so far, in the order of the answer sheet, with the
 * exam's item numbers and points per item (EXAM_FACTS.md). Every count, weight and slug of the
 * model tests is read from here. Listening (41–60) and writing join in the same table later.
 */
export const MODEL_TEST_PARTS = [
  {
    slug: 'reading-1',
    key: 'reading1',
    subtest: 'reading',
    first: 1,
    count: 5,
    points: 5,
    teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
  },
  {
    slug: 'reading-2',
    key: 'reading2',
    subtest: 'reading',
    first: 6,
    count: 5,
    points: 5,
    teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
  },
  {
    slug: 'reading-3',
    key: 'reading3',
    subtest: 'reading',
    first: 11,
    count: 10,
    points: 2.5,
    teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
  },
  {
    slug: 'language-elements-1',
    key: 'language1',
    subtest: 'language',
    first: 21,
    count: 10,
    points: 1.5,
    teaches: { sheet: 'language-elements-patterns', section: 'two-parts' },
  },
  {
    slug: 'language-elements-2',
    key: 'language2',
    subtest: 'language',
    first: 31,
    count: 10,
    points: 1.5,
    teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
  },
  {
    slug: 'listening-1',
    key: 'listening1',
    subtest: 'listening',
    first: 41,
    count: 5,
    points: 5,
    teaches: { sheet: 'listening-mastery-written', section: 'example-part-1' },
  },
  {
    slug: 'listening-2',
    key: 'listening2',
    subtest: 'listening',
    first: 46,
    count: 10,
    points: 2.5,
    teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
  },
  {
    slug: 'listening-3',
    key: 'listening3',
    subtest: 'listening',
    first: 56,
    count: 5,
    points: 5,
    teaches: { sheet: 'listening-mastery-written', section: 'example-part-3' },
  },
] as const satisfies readonly {
  slug: string;
  key: string;
  subtest: string;
  first: number;
  count: number;
  points: number;
  teaches: { sheet: SheetRoute; section: string };
}[];

/** One written part's entry. */
export type ModelTestPart = (typeof MODEL_TEST_PARTS)[number];
/** A part's URL slug: `/mock-tests/1/reading-3`. */
export type PartSlug = ModelTestPart['slug'];
/** A listening part's slug. */
export type ListeningSlug = Extract<ModelTestPart, { subtest: 'listening' }>['slug'];
/** The subtests the written parts belong to. */
export type Subtest = ModelTestPart['subtest'];

/** The subtests in the order of the answer sheet. */
export const SUBTESTS = ['reading', 'language', 'listening'] as const satisfies readonly Subtest[];

/** The maximum points of each subtest, from the parts (reading 75, Sprachbausteine 30, listening 75). */
export const SUBTEST_MAX: Record<Subtest, number> = Object.fromEntries(
  SUBTESTS.map((s) => [
    s,
    MODEL_TEST_PARTS.filter((p) => p.subtest === s).reduce((sum, p) => sum + p.count * p.points, 0),
  ]),
) as Record<Subtest, number>;

/** A listening part: a recording the player speaks (no stopwatch; the recording is the clock). */
export function isListening(part: ModelTestPart): part is Extract<ModelTestPart, { subtest: 'listening' }> {
  return part.subtest === 'listening';
}

/** The exam's guideline for one reading or Sprachbausteine part: about 20 of the 90 minutes. */
export const PART_GUIDELINE_MINUTES = 20;

/** The part with this slug, if any (a URL's part). */
export function findPart(slug: string): ModelTestPart | undefined {
  return MODEL_TEST_PARTS.find((p) => p.slug === slug);
}

/** The ids of the model tests, in order: the URL's `/mock-tests/<id>` (the index checks them). */
export const MODEL_TEST_IDS = ['1', '2', '3', '4', '5', '6'] as const;
export type ModelTestId = (typeof MODEL_TEST_IDS)[number];

/** Whether a URL segment names a model test. */
export function isModelTestId(value: string): value is ModelTestId {
  return (MODEL_TEST_IDS as readonly string[]).includes(value);
}
