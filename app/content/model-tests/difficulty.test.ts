import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIFFICULTY_READING } from './difficulty';
import { MODEL_TESTS } from './index.server';
import { MODEL_TEST_PARTS } from './parts';

interface Reading {
  answer: string;
  distractors: Record<string, number>;
}

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
    expect(readings.filter((r) => Object.values(r.distractors).includes(2))).toHaveLength(
      DIFFICULTY_READING.strong,
    );
  });

  it('still fits the keys: a changed key needs a new reading', () => {
    const agreed = readings.filter(
      (r) => keys(r.id as keyof typeof MODEL_TESTS).get(r.n) === r.answer.replace('-', '−'),
    );
    expect(agreed.map((r) => `${r.id}/${r.n}`)).toHaveLength(DIFFICULTY_READING.agreed);
  });
});
