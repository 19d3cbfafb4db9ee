// Generates the service worker with Workbox after the pages are final (prerendered, styles inlined,
// CSP computed, search index written): every page of both languages, React Router's page data, the
// scripts, the icons and the search index are stored with a revision each, so a new deployment
// installs beside the old one and takes over only when the reader says so (the update toast).
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { generateSW } from 'workbox-build';
import { OPENED_TESTS_CACHE, SERVICE_WORKER_FILE } from '../app/lib/web-app.mjs';

/** @typedef {import('../server/resolve.mjs').SiteManifest} SiteManifest */
/** @typedef {{ url: string, file: string, size: number }} PrecacheEntry a stored URL and its build file */

/**
 * What the first visit may download for offline use (brotli, as the servers send it): a reader's
 * data plan pays it. Checked by the built-output tests and the bench (decision 0013).
 */
export const PRECACHE_BUDGET_BYTES = 5 * 1024 * 1024;

/** The folder Pagefind writes its index to; precached when the build has one. */
const SEARCH_INDEX_DIR = 'pagefind';

/**
 * Query parameters never change the answer of a static site (every server sends the same file), so
 * a request with any of them is served from the store: the search words (`q`) and the drill's sheet
 * (`sheet`) are read by the page, React Router names the routes it wants (`_routes`), Pagefind busts
 * caches on its entry file (`ts`), links carry `utm_…`.
 */
const IGNORED_PARAMS = [/./];

/**
 * Matches a navigation inside a language's path prefix. Workbox copies the function's source into
 * the worker, where nothing from here exists, so the prefix is written into the source itself.
 * @param {string} prefix e.g. `/en`
 * @returns {(options: { request: Request, url: URL }) => boolean}
 */
function navigationUnder(prefix) {
  const exact = JSON.stringify(prefix);
  const below = JSON.stringify(`${prefix}/`);
  return /** @type {(options: { request: Request, url: URL }) => boolean} */ (
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- source for the worker, never called here
    new Function(
      '{ request, url }',
      `return request.mode === 'navigate' && (url.pathname === ${exact} || url.pathname.startsWith(${below}));`,
    )
  );
}

/**
 * Matches a request for a page of an opened model test, or its page data (`<path>.data`, React
 * Router's client navigation), among `paths`. Written into the worker's source like
 * `navigationUnder`.
 * @param {string[]} paths the pages (addresses) of the model tests in one language
 * @param {boolean} navigation pages (a navigation) or their data (any other request)
 * @returns {(options: { request: Request, url: URL }) => boolean}
 */
function openedTestRequest(paths, navigation) {
  const set = JSON.stringify(paths);
  const test = navigation
    ? "request.mode === 'navigate' && pages.has(url.pathname)"
    : "request.mode !== 'navigate' && url.pathname.endsWith('.data') && pages.has(url.pathname.slice(0, -5))";
  return /** @type {(options: { request: Request, url: URL }) => boolean} */ (
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- source for the worker, never called here
    new Function('{ request, url }', `const pages = new Set(${set}); return ${test};`)
  );
}

/**
 * Writes `sw.js` into the client build and returns what it stores.
 * @param {{ clientDir: string, manifest: SiteManifest }} options
 * @returns {Promise<PrecacheEntry[]>}
 */
export async function generateServiceWorker({ clientDir, manifest }) {
  const pagePath = new Map(manifest.pages.map((p) => [p.file, p.path]));
  // A model test's pages and page data wait until the learner opens the test (decision 0038).
  const onOpen = manifest.pages.filter((p) => p.storedOnOpen !== null);
  const firstVisit = manifest.pages.filter((p) => p.storedOnOpen === null);
  const search = existsSync(path.join(clientDir, SEARCH_INDEX_DIR));
  /** @type {PrecacheEntry[]} */
  const stored = [];
  // Prefixed languages first: the default language (no prefix) takes every other navigation.
  const languages = [...manifest.languages].sort(
    (a, b) => manifest.langPrefixes[b].length - manifest.langPrefixes[a].length,
  );
  const { warnings } = await generateSW({
    globDirectory: clientDir,
    globPatterns: [
      ...firstVisit.map((p) => p.file),
      '**/*.data',
      // The site's stylesheet is inlined into every page; from assets/ pages request scripts and
      // the print stylesheet.
      'assets/**/*.js',
      'assets/print-*.css',
      // The phrase drill's cards (a hashed file the drill page fetches).
      'assets/phrase-cards-*.json',
      'favicon.svg',
      'icons/*.png',
      '**/manifest.webmanifest',
      ...(search ? [`${SEARCH_INDEX_DIR}/**/*`] : []),
    ],
    globIgnores: ['**/*.br', '**/*.gz', SERVICE_WORKER_FILE, ...onOpen.map((p) => `${p.path.slice(1)}.data`)],
    swDest: path.join(clientDir, SERVICE_WORKER_FILE),
    // Hashed file names change with their content: no revision needed.
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [
      (entries) => {
        // A page is stored under its address (`/en/reading-mastery`), not its file.
        const manifestEntries = entries.map((e) => ({ ...e, url: pagePath.get(e.url) ?? `/${e.url}` }));
        stored.push(
          ...entries.map((e, i) => ({ url: manifestEntries[i]?.url ?? '', file: e.url, size: e.size })),
        );
        return { manifest: manifestEntries, warnings: [] };
      },
    ],
    ignoreURLParametersMatching: IGNORED_PARAMS,
    runtimeCaching: [
      // A model test's page or data: from the network while there is one (a new deployment's text
      // at once), kept in the opened tests' cache, and from there without a connection or after
      // 5 s of waiting. The page stores all of a test's pages when one is opened
      // (app/features/offline/opened-tests.ts); a test never opened answers like any page not stored.
      ...languages.flatMap((lang) => {
        const paths = onOpen.filter((p) => p.lang === lang).map((p) => p.path);
        const options = {
          cacheName: OPENED_TESTS_CACHE,
          networkTimeoutSeconds: 5,
          // React Router asks for page data with `?_routes=…`; the page stores it without.
          matchOptions: { ignoreSearch: true },
        };
        return paths.length === 0
          ? []
          : [
              {
                urlPattern: openedTestRequest(paths, true),
                handler: /** @type {const} */ ('NetworkFirst'),
                options: { ...options, precacheFallback: { fallbackURL: manifest.offline[lang] } },
              },
              {
                urlPattern: openedTestRequest(paths, false),
                handler: /** @type {const} */ ('NetworkFirst'),
                options,
              },
            ];
      }),
      // A page not stored (an unknown or old address) goes to the network; without one, the offline
      // page of the address's language answers.
      ...languages.map((lang) => {
        const prefix = manifest.langPrefixes[lang];
        return {
          urlPattern: prefix
            ? navigationUnder(prefix)
            : /** @param {{ request: Request }} options */ ({ request }) => request.mode === 'navigate',
          handler: /** @type {const} */ ('NetworkOnly'),
          options: { precacheFallback: { fallbackURL: manifest.offline[lang] } },
        };
      }),
    ],
    // The first worker takes the open page at once (nothing was there before); a later one waits
    // for the reader's "Reload" (a SKIP_WAITING message), never skipping on its own.
    clientsClaim: true,
    skipWaiting: false,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
  });
  if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('\n')}`);
  return stored;
}

/**
 * What the precache costs: files, bytes stored on the device and bytes downloaded (the brotli
 * copies the servers send, where the build made one). Run after precompression.
 * @param {string} clientDir
 * @param {PrecacheEntry[]} entries
 */
export async function precacheSize(clientDir, entries) {
  const present = new Set(await readdir(clientDir, { recursive: true }));
  let transferBytes = 0;
  for (const { file, size } of entries) {
    const brotli = `${file}.br`;
    transferBytes += present.has(brotli.split('/').join(path.sep))
      ? (await stat(path.join(clientDir, brotli))).size
      : size;
  }
  return {
    files: entries.length,
    bytes: entries.reduce((sum, e) => sum + e.size, 0),
    transferBytes,
  };
}
