import * as v from 'valibot';
import { parseJson } from '~/lib/stored-json';
import { OPENED_TESTS_CACHE } from '~/lib/web-app.mjs';
import { modelTestOf } from '~/site/paths';

/** Where the opened tests' cache notes which tests it holds and for which version of the site. */
const NOTE_URL = '/__opened-tests.json';

/** What the cache holds: the version of the site its pages belong to, and the tests (their paths). */
const noteSchema = v.object({ version: v.string(), tests: v.array(v.string()) });
type Note = v.InferOutput<typeof noteSchema>;

/** The page data of a page, as React Router asks for it (`/mock-tests/1.data`). */
const dataOf = (path: string) => `${path}.data`;

async function readNote(cache: Cache): Promise<Note | null> {
  const stored = await cache.match(NOTE_URL);
  const result = v.safeParse(noteSchema, parseJson(stored ? await stored.text() : null));
  return result.success ? result.output : null;
}

/**
 * Keeps the opened model tests stored for offline use. Stores the test of `pathname`, if it is a
 * model test's page (every page of that test and its page data, in the path's language), in the
 * opened tests' cache, so the whole test works offline once the learner has opened one of its
 * pages; the service worker answers from that cache (scripts/service-worker.mjs). What is stored
 * already is not fetched again (the worker refreshes a page whenever it is opened online). After a
 * new deployment (`version` differs from the stored one) the stored pages would ask for scripts
 * that are gone: the cache is emptied and every test it held is stored again. Resolves `true` when
 * every test it holds is stored whole; a failure (no connection, a full device) keeps what is
 * stored, and the next call fills the gaps.
 */
export async function keepOpenedTests(
  pathname: string,
  version: string,
  storage: CacheStorage = caches,
): Promise<boolean> {
  const opened = modelTestOf(pathname)?.root;
  return keepModelTests(opened ? [opened] : [], version, storage);
}

/**
 * Stores the model tests at `roots` (their first pages, `/mock-tests/1`) as opening one of their
 * pages does (`keepOpenedTests`): the learner's "save every test" before a day without a
 * connection. `onStored` hears of each test once it is stored whole. Resolves `true` when every
 * test the cache holds is stored whole.
 */
export async function keepModelTests(
  roots: readonly string[],
  version: string,
  storage: CacheStorage = caches,
  onStored: (root: string) => void = () => {},
): Promise<boolean> {
  let cache = await storage.open(OPENED_TESTS_CACHE);
  const note = await readNote(cache);
  const tests = [...new Set([...(note?.tests ?? []), ...roots])];
  const renewed = note !== null && note.version !== version;
  if (renewed) {
    await storage.delete(OPENED_TESTS_CACHE);
    cache = await storage.open(OPENED_TESTS_CACHE);
  }
  if (renewed || tests.length !== (note?.tests.length ?? 0))
    await cache.put(NOTE_URL, new Response(JSON.stringify({ version, tests } satisfies Note)));
  // After a new version every test again; else only the ones asked for now (filling any gap).
  let whole = true;
  for (const root of renewed ? tests : roots) {
    let stored = true;
    for (const url of await missing(cache, root))
      await cache.add(url).catch(() => {
        stored = false;
      });
    if (stored) onStored(root);
    else whole = false;
  }
  return whole;
}

/**
 * The model tests stored whole for this version of the site (their first pages), among `roots`:
 * what the learner can open without a connection.
 */
export async function storedModelTests(
  roots: readonly string[],
  version: string,
  storage: CacheStorage = caches,
): Promise<string[]> {
  const cache = await storage.open(OPENED_TESTS_CACHE);
  const note = await readNote(cache);
  if (note?.version !== version) return [];
  const whole = await Promise.all(
    roots.map(async (root) => note.tests.includes(root) && (await missing(cache, root)).length === 0),
  );
  return roots.filter((_, i) => whole[i]);
}

/** The pages and page data of the test at `root` that the cache does not hold yet. */
async function missing(cache: Cache, root: string): Promise<string[]> {
  const urls = (modelTestOf(root)?.paths ?? []).flatMap((path) => [path, dataOf(path)]);
  const held = await Promise.all(urls.map((url) => cache.match(url, { ignoreSearch: true })));
  return urls.filter((_, i) => !held[i]);
}
