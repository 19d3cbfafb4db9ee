import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIFFICULTY_READING } from './difficulty';
import { MODEL_TESTS } from './index.server';
import { MODEL_TEST_PARTS } from './parts';

interface Reading {
  answer: string;
  distractors: Record<string, number>;
  /** The other readers' readings, where a part was read by two readers at once. */
  others?: Reading[];
}

/** Every reading of an item: the first reader's and the others'. */
const readersOf = (r: Reading): Reading[] => [r, ...(r.others ?? [])];

/** The second reader's blind answers and ratings, as saved (test id → item number → reading). */
const saved = JSON.parse(readFileSync(`docs/readings/${DIFFICULTY_READING.file}`, 'utf8')) as Record<
  string,
  Record<string, Reading>
>;

/** A test's keys of items 1–60, by item number; the reader wrote the minus sign as "−". */
function keys(id: keyof typeof MODEL_TESTS): Map<string, string> {
  const t = MODEL_TESTS[id];
  return new Map(
    MODEL_TEST_PARTS.flatMap((p) =>
      t[p.key].items.map((i) => [String(i.n), String(i.key).replace('-', '−')] as const),
    ),
  );
}

describe('the difficulty reading the pages quote', () => {
  const readings = Object.entries(saved).flatMap(([id, items]) =>
    Object.entries(items).map(([n, r]) => ({ id, n, ...r })),
  );

  it('is the saved reading: its item count and its items with a strong distractor', () => {
    expect(readings).toHaveLength(DIFFICULTY_READING.items);
    // An item read by two readers counts by the share of them who rated an option 2.
    const strong = readings.reduce((sum, r) => {
      const all = readersOf(r);
      return sum + all.filter((x) => Object.values(x.distractors).includes(2)).length / all.length;
    }, 0);
    expect(Math.floor(strong)).toBe(DIFFICULTY_READING.strong);
  });

  it('still fits the keys: a changed key needs a new reading', () => {
    const key = (r: (typeof readings)[number]) => keys(r.id as keyof typeof MODEL_TESTS).get(r.n);
    // Every reader of an item agreed with its key.
    const agreed = readings.filter((r) => readersOf(r).every((x) => x.answer.replace('-', '−') === key(r)));
    expect(agreed.map((r) => `${r.id}/${r.n}`)).toHaveLength(DIFFICULTY_READING.agreed);
  });
});
