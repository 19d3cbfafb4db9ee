import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseProgress } from '~/stores/reading-progress';
import { storedProgress, storedProgressScript, type ProgressStoreKeys } from './stored-progress';

const KEYS: ProgressStoreKeys = { learned: 'b1.progress.v1', results: ['b1.activity.v1', 'b1.drill.v1'] };

/** Runs the inline script as the browser would before the first paint; returns the mark it left. */
function runScript(
  stored: Record<string, string>,
  storage: 'works' | 'throws' = 'works',
): string | undefined {
  const localStorage = {
    getItem(key: string) {
      if (storage === 'throws') throw new Error('SecurityError');
      return Object.hasOwn(stored, key) ? stored[key]! : null;
    },
  };
  const dataset: Record<string, string> = {};
  // The script names only `localStorage` and `document`: given here instead of the browser's.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the site's own inline script, under test
  const script = new Function('localStorage', 'document', storedProgressScript(KEYS)) as (
    storage: typeof localStorage,
    document: { documentElement: { dataset: Record<string, string> } },
  ) => void;
  script(localStorage, { documentElement: { dataset } });
  return dataset.storedProgress;
}

const get = (stored: Record<string, string>) => (key: string) =>
  Object.hasOwn(stored, key) ? stored[key]! : null;

/** What a browser may hold under the page's keys: readable JSON of any shape, or broken text. */
const storedText = fc.oneof(
  fc.json(),
  fc.string(),
  fc
    .record({ learned: fc.array(fc.oneof(fc.string(), fc.integer())), last: fc.constant(null) })
    .map((v) => JSON.stringify(v)),
);
const storage = fc.record(
  { 'b1.progress.v1': storedText, 'b1.activity.v1': storedText, 'b1.drill.v1': storedText },
  { requiredKeys: [] },
);

describe('what the progress page waits for before it has read the stores', () => {
  it('a browser without progress (or only other stores) gets no mark: the prerendered page is hers', () => {
    expect(runScript({})).toBeUndefined();
    expect(runScript({ 'b1.theme.v1': 'dark', 'b1.plan.v1': '{}' })).toBeUndefined();
    // Sheets visited but none marked learned: the sheets card is the prerendered one.
    expect(
      runScript({ 'b1.progress.v1': '{"learned":[],"last":{"route":"reading-mastery"}}' }),
    ).toBeUndefined();
    expect(storedProgress(get({}), KEYS)).toEqual([]);
  });

  it('a learned sheet and stored results are named; storage that refuses to be read marks nothing', () => {
    expect(runScript({ 'b1.progress.v1': '{"learned":["reading-mastery"],"last":null}' })).toBe('sheets');
    expect(runScript({ 'b1.drill.v1': '{}' })).toBe('results');
    expect(runScript({ 'b1.progress.v1': '{"learned":["a"]}', 'b1.activity.v1': '{}' })).toBe(
      'sheets results',
    );
    expect(runScript({ 'b1.drill.v1': '{}' }, 'throws')).toBeUndefined();
  });

  it('the script and the check for a page reached in the app decide alike for anything stored', () => {
    fc.assert(
      fc.property(storage, (stored) => {
        const tokens = storedProgress(get(stored), KEYS);
        expect(runScript(stored)).toBe(tokens.length > 0 ? tokens.join(' ') : undefined);
      }),
    );
  });

  it('never lets the empty page pass for hers: whatever the stores would show is waited for', () => {
    fc.assert(
      fc.property(storage, (stored) => {
        const tokens = storedProgress(get(stored), KEYS);
        const raw = stored['b1.progress.v1'] ?? null;
        if (parseProgress(raw).learned.length > 0) expect(tokens).toContain('sheets');
        if (KEYS.results.some((key) => Object.hasOwn(stored, key))) expect(tokens).toContain('results');
      }),
    );
  });
});
