import { describe, expect, it } from 'vitest';
import { CORPUS, measureCorpus } from './corpus-measure';
import { MISTAKE_RULES } from './corpus/types';
import { RULES } from './rules';

// The coach measured on the second reader's corpus (corpus/, 160 letters, 10 per task): which
// guiding points each letter handles, and the mistakes planted in it with their rule ids. The
// annotations are never edited to fit the coach; the figures go into docs/decisions/0039.

const figures = measureCorpus();
const percent = (x: number) => `${(x * 100).toFixed(1)} %`;

describe('the writing coach on the corpus', () => {
  it('reads every letter of every task (ten per task, the model tests included)', () => {
    expect(figures.letters).toBe(CORPUS.length);
    expect(new Set(CORPUS.map((l) => l.task)).size).toBe(16);
    expect(CORPUS.length).toBeGreaterThanOrEqual(160);
    // Every planted mistake is tagged with a rule id of the readers' list.
    const known = new Set<string>(MISTAKE_RULES);
    expect(
      CORPUS.flatMap((l) => l.mistakes.filter((m) => !known.has(m.rule)).map((m) => `${l.id}: ${m.rule}`)),
    ).toEqual([]);
  });

  it('agrees with the second reader on at least 90 % of the letters for every guiding point', () => {
    expect(figures.pointLetters).toBe(CORPUS.length);
    const below = figures.agreementByPoint.filter((p) => p.agreement < 0.9);
    expect(figures.agreementByPoint).toHaveLength((figures.pointLetters / 10) * 4);
    console.info(
      `Agreement: overall ${percent(figures.agreementOverall)}; by point index ${figures.agreementByIndex.map(percent).join(', ')}`,
    );
    expect(below).toEqual([]);
  });

  it('raises no false alarm: every mistake it marks is one the reader planted', () => {
    console.info(`Mistake findings: ${figures.mistakeFindings}, false alarms: ${figures.falseAlarms.length}`);
    expect(figures.falseAlarms).toEqual([]);
  });

  it('finds most planted mistakes of every rule (recall at least 70 % per rule, 85 % overall)', () => {
    const rows = Object.entries(figures.recall).map(([rule, { planted, found }]) => ({
      rule,
      planted,
      found,
      recall: found / planted,
    }));
    console.info(rows.map((r) => `${r.rule}: ${r.found}/${r.planted}`).join('\n'));
    const known = new Set([...RULES.map((r) => r.id), 'du-sie-mixed']);
    for (const row of rows) expect(known.has(row.rule), row.rule).toBe(true);
    expect(rows.filter((r) => r.recall < 0.7).map((r) => r.rule)).toEqual([]);
    const planted = rows.reduce((n, r) => n + r.planted, 0);
    const found = rows.reduce((n, r) => n + r.found, 0);
    expect(found / planted).toBeGreaterThanOrEqual(0.85);
  });
});
