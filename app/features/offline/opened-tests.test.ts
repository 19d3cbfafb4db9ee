import { describe, expect, it } from 'vitest';
import { OPENED_TESTS_CACHE } from '~/lib/web-app.mjs';
import { href } from '~/site/paths';
import { keepModelTests, keepOpenedTests, storedModelTests } from './opened-tests';

/** The browser's cache storage in miniature: `add` fetches unless the address is in `failing`. */
function fakeStorage(failing = new Set<string>()) {
  const caches = new Map<string, Map<string, Response>>();
  const fetched: string[] = [];
  const cacheOf = (name: string): Cache => {
    const entries = caches.get(name) ?? new Map<string, Response>();
    caches.set(name, entries);
    const key = (url: string) => url.split('?')[0]!;
    return {
      match: (url: string) => Promise.resolve(entries.get(key(url))?.clone()),
      put: (url: string, response: Response) => {
        entries.set(key(url), response);
        return Promise.resolve();
      },
      add: (url: string) => {
        fetched.push(url);
        if (failing.has(url)) return Promise.reject(new TypeError('Failed to fetch'));
        entries.set(key(url), new Response(url));
        return Promise.resolve();
      },
    } as unknown as Cache;
  };
  const storage = {
    open: (name: string) => Promise.resolve(cacheOf(name)),
    delete: (name: string) => Promise.resolve(caches.delete(name)),
  } as unknown as CacheStorage;
  const held = () => [...(caches.get(OPENED_TESTS_CACHE)?.keys() ?? [])].filter((u) => !u.startsWith('/__'));
  return { storage, fetched, held };
}

/** Every page of test `id` in German and its page data, as the cache must hold them. */
const wholeTest = (id: string) => {
  const pages = [
    href.mockTest(id, 'de'),
    href.mockPart(id, 'reading-1', 'de'),
    href.mockRun(id, 'de'),
    href.mockOral(id, 'de'),
  ];
  return pages.flatMap((p) => [p, `${p}.data`]);
};

describe('keeping opened model tests for offline use', () => {
  it('stores every page of a test and its data when one part is opened, in that language only', async () => {
    const { storage, held } = fakeStorage();
    expect(await keepOpenedTests(href.mockPart('2', 'listening-3', 'de'), 'v1', storage)).toBe(true);
    expect(held()).toEqual(expect.arrayContaining(wholeTest('2')));
    expect(held()).toHaveLength(22);
    expect(held().some((u) => u.startsWith('/en/') || u.includes('/mock-tests/1'))).toBe(false);
  });

  it('stores nothing for a page that is not a model test', async () => {
    const { storage, fetched } = fakeStorage();
    expect(await keepOpenedTests(href.sheet('reading-mastery', 'de'), 'v1', storage)).toBe(true);
    expect(await keepOpenedTests(href.mockTests('de'), 'v1', storage)).toBe(true);
    expect(fetched).toEqual([]);
  });

  it('fetches nothing again for a test already stored, and fills what an interrupted store left out', async () => {
    const failing = new Set([href.mockRun('1', 'de')]);
    const { storage, fetched, held } = fakeStorage(failing);
    expect(await keepOpenedTests(href.mockTest('1', 'de'), 'v1', storage)).toBe(false);
    expect(held()).not.toContain(href.mockRun('1', 'de'));
    failing.clear();
    fetched.length = 0;
    expect(await keepOpenedTests(href.mockOral('1', 'de'), 'v1', storage)).toBe(true);
    expect(fetched).toEqual([href.mockRun('1', 'de')]);
    fetched.length = 0;
    expect(await keepOpenedTests(href.mockPart('1', 'reading-2', 'de'), 'v1', storage)).toBe(true);
    expect(fetched).toEqual([]);
  });

  it('after a new version, empties the cache and stores again every test it held, from any page', async () => {
    const { storage, fetched, held } = fakeStorage();
    await keepOpenedTests(href.mockTest('1', 'de'), 'v1', storage);
    await keepOpenedTests(href.mockTest('3', 'en'), 'v1', storage);
    fetched.length = 0;
    expect(await keepOpenedTests(href.sheet('b1-core-grammar', 'de'), 'v2', storage)).toBe(true);
    expect(fetched).toHaveLength(44);
    expect(held()).toEqual(expect.arrayContaining([...wholeTest('1'), `${href.mockRun('3', 'en')}.data`]));
    fetched.length = 0;
    await keepOpenedTests(href.sheet('b1-core-grammar', 'de'), 'v2', storage);
    expect(fetched).toEqual([]);
  });

  it('takes a damaged note for none: the test is stored and the note written anew', async () => {
    const { storage, held } = fakeStorage();
    const cache = await storage.open(OPENED_TESTS_CACHE);
    await cache.put('/__opened-tests.json', new Response('{"version": 3, "tests": "all"'));
    expect(await keepOpenedTests(href.mockTest('2', 'de'), 'v1', storage)).toBe(true);
    expect(held()).toEqual(expect.arrayContaining(wholeTest('2')));
    expect(await (await cache.match('/__opened-tests.json'))?.json()).toEqual({
      version: 'v1',
      tests: ['/mock-tests/2'],
    });
  });
});

describe('storing every model test at once', () => {
  const roots = ['1', '2', '3'].map((id) => href.mockTest(id, 'de'));

  it('stores each test whole, says so per test, and lists what is stored for this version only', async () => {
    const { storage, held } = fakeStorage();
    await keepOpenedTests(href.mockPart('2', 'reading-1', 'de'), 'v1', storage);
    expect(await storedModelTests(roots, 'v1', storage)).toEqual([href.mockTest('2', 'de')]);
    const told: string[] = [];
    expect(await keepModelTests(roots, 'v1', storage, (root) => told.push(root))).toBe(true);
    expect(told).toEqual(roots);
    expect(held()).toEqual(expect.arrayContaining([...wholeTest('1'), ...wholeTest('2'), ...wholeTest('3')]));
    expect(await storedModelTests(roots, 'v1', storage)).toEqual(roots);
    // A new deployment: what was stored belongs to the old version until it is stored again.
    expect(await storedModelTests(roots, 'v2', storage)).toEqual([]);
  });

  it('a test that could not be stored whole is not counted, and the next try fills only the gap', async () => {
    const failing = new Set([`${href.mockOral('3', 'de')}.data`]);
    const { storage, fetched } = fakeStorage(failing);
    const told: string[] = [];
    expect(await keepModelTests(roots, 'v1', storage, (root) => told.push(root))).toBe(false);
    expect(told).toEqual(roots.slice(0, 2));
    expect(await storedModelTests(roots, 'v1', storage)).toEqual(roots.slice(0, 2));
    failing.clear();
    fetched.length = 0;
    expect(await keepModelTests(roots, 'v1', storage)).toBe(true);
    expect(fetched).toEqual([`${href.mockOral('3', 'de')}.data`]);
    expect(await storedModelTests(roots, 'v1', storage)).toEqual(roots);
  });
});
