/**
 * The data of the model-test pages, in one language (build-only: it reads every test and sheet;
 * a page's data carries only what that page shows).
 */
import { pick, type Lang } from '../i18n/locales';
import { href } from './paths';
import { findEntry } from '../content/catalogue';
import { SHEETS } from '../content/sheets/index.server';
import { MODEL_TESTS } from '../content/model-tests/index.server';
import { PART_TEXT } from '../content/model-tests/part-text';
import { MODEL_TEST_PARTS, findPart, isModelTestId } from '../content/model-tests/parts';
import type { PartView } from '../content/model-tests/part-view';
import type { TestKeys } from '../content/model-tests/results';
import type { OralSheets } from '../content/model-tests/schema';
import { projectPart, type ResolveTeaches } from '../content/model-tests/project-part';
import type { WritingPractice } from '../content/writing-practice';

/** A part as the lists show it: its name, items and maximum points. */
interface PartSummary {
  slug: string;
  name: string;
  first: number;
  count: number;
  max: number;
}

/** A test as its own page and the list of tests show it. */
export interface TestSummary {
  id: string;
  themes: string;
  parts: PartSummary[];
  /** Item number → key: a whole exam's answer sheet is scored part by part with them. */
  keys: TestKeys;
}

const sectionTitle = (title: { de?: string; en?: string; same?: string }, lang: Lang) =>
  title.same ?? title[lang] ?? '';

/** The link to a sheet section and its name: "Reading mastery: Part 3 ...". */
const resolveTeaches: ResolveTeaches = ({ sheet, section }, lang) => {
  const entry = findEntry(sheet);
  const found = SHEETS[sheet]?.sections.find((s) => s.id === section);
  if (!entry || !found) throw new Error(`model test links to a missing section: ${sheet}#${section}`);
  return {
    href: `${href.sheet(sheet, lang)}#${section}`,
    title: `${pick(entry.title, lang)}: ${sectionTitle(found.title, lang)}`,
  };
};

function parts(lang: Lang): PartSummary[] {
  return MODEL_TEST_PARTS.map((p) => ({
    slug: p.slug,
    name: pick(PART_TEXT[p.slug].name, lang),
    first: p.first,
    count: p.count,
    max: p.count * p.points,
  }));
}

/** Every test, for the list page. */
export function modelTestList(lang: Lang): TestSummary[] {
  return Object.values(MODEL_TESTS).map((t) => ({
    id: t.id,
    themes: pick(t.themes, lang),
    parts: parts(lang),
    keys: keysOf(t.id),
  }));
}

/** One test's page, or null when there is no such test. */
export function modelTestPage(id: string, lang: Lang): TestSummary | null {
  if (!isModelTestId(id)) return null;
  const test = MODEL_TESTS[id];
  return { id, themes: pick(test.themes, lang), parts: parts(lang), keys: keysOf(id) };
}

/** One test's keys, item number → letter (the same in both languages). */
function keysOf(id: string): TestKeys {
  return Object.fromEntries(
    modelTestPrint(id, 'de').flatMap((part) => part.items.map((item) => [String(item.n), item.key])),
  );
}

/** Every test's keys (the progress page scores whole exams with them). */
export function modelTestKeys(): Record<string, TestKeys> {
  return Object.fromEntries(Object.keys(MODEL_TESTS).map((id) => [id, keysOf(id)]));
}

/** Every part of one test, for printing the whole test as a paper test. */
export function modelTestPrint(id: string, lang: Lang): PartView[] {
  if (!isModelTestId(id)) return [];
  return MODEL_TEST_PARTS.map((p) => projectPart(MODEL_TESTS[id], p, lang, resolveTeaches));
}

/** One part's page, or null when there is no such test or part. */
export function modelTestPartPage(id: string, slug: string, lang: Lang): PartView | null {
  const part = findPart(slug);
  if (!isModelTestId(id) || !part) return null;
  return projectPart(MODEL_TESTS[id], part, lang, resolveTeaches);
}

/** What the writing block of a run shows: the test's task and model answer, in the trainer's shape. */
export function modelTestWriting(id: string, lang: Lang): WritingPractice | null {
  if (!isModelTestId(id)) return null;
  const { writing } = MODEL_TESTS[id];
  return {
    task: {
      title: pick(writing.title, lang),
      text: writing.text.map((line) => line.german),
      instruction: { german: writing.instruction.german, translation: writing.instruction.translation },
      points: writing.points.map(({ german, translation, cues }) => ({ german, translation, cues })),
      register: writing.register,
      asksQuestion: writing.asksQuestion,
    },
    model: {
      title: lang === 'de' ? 'Musterlösung' : 'Model answer',
      lines: writing.model.lines,
      grades: writing.model.grades,
    },
  };
}

/** The oral task sheets of a test (German, with their English translation). */
export function modelTestOral(id: string): OralSheets | null {
  if (!isModelTestId(id)) return null;
  const { part1, part2, part3, solo } = MODEL_TESTS[id].oral;
  return { part1, part2, part3, solo };
}
