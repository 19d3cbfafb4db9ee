// @vitest-environment node
// Workbox bundles the worker with Rollup, which needs Node's own URL class (not jsdom's).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generateServiceWorker, precacheSize } from './service-worker.mjs';

/** @type {import('../server/resolve.mjs').SiteManifest} */
const MANIFEST = {
  origin: 'https://example.test',
  languages: ['de', 'en'],
  defaultLang: 'de',
  langPrefixes: { de: '', en: '/en' },
  pages: [
    ['/', 'index.html', 'de'],
    ['/en', 'en/index.html', 'en'],
    ['/offline', 'offline/index.html', 'de'],
    ['/en/offline', 'en/offline/index.html', 'en'],
    ['/mock-tests/1', 'mock-tests/1/index.html', 'de'],
    ['/en/mock-tests/1/exam', 'en/mock-tests/1/exam/index.html', 'en'],
  ].map(([p, file, lang]) => ({
    path: p ?? '',
    file: file ?? '',
    lang: lang === 'en' ? 'en' : 'de',
    canonical: p ?? '',
    alternates: { de: '/', en: '/en' },
    sitemap: !p?.endsWith('offline'),
    noindex: Boolean(p?.endsWith('offline')),
    storedOnOpen: p?.includes('/mock-tests/') ? (/^(\/en)?\/mock-tests\/1/.exec(p)?.[0] ?? null) : null,
    /** @type {import('../app/site/site-manifest').PageKind} */
    kind: p?.endsWith('offline')
      ? 'offline'
      : p?.endsWith('/exam')
        ? 'mock-run'
        : p?.includes('/mock-tests/')
          ? 'mock-test'
          : 'home',
  })),
  redirects: [],
  notFound: { de: '404/index.html', en: 'en/404/index.html' },
  offline: { de: '/offline', en: '/en/offline' },
};

/**
 * A client build in miniature, with or without a search index.
 * @param {boolean} withSearch
 */
function fixture(withSearch) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'b1-sw-'));
  const files = {
    'index.html': 'de home',
    'en/index.html': 'en home',
    'offline/index.html': 'offline',
    'en/offline/index.html': 'offline en',
    '404/index.html': 'not found',
    'reading-mastery.data': 'data',
    'mock-tests/1/index.html': 'a model test',
    'mock-tests/1.data': 'its data',
    'en/mock-tests/1/exam/index.html': 'its exam',
    'en/mock-tests/1/exam.data': 'the exam data',
    'assets/entry-abc123.js': 'js',
    'assets/app-abc123.css': 'css',
    'assets/print-abc123.css': 'print css',
    'assets/phrase-cards-abc123.json': '[]',
    'index.html.br': 'compressed',
    'sitemap.xml': '<urlset/>',
    'manifest.webmanifest': '{}',
    'favicon.svg': '<svg/>',
    'icons/icon-192.png': 'png',
    ...(withSearch
      ? {
          'pagefind/pagefind.js': 'pf',
          'pagefind/pagefind-entry.json': '{}',
          'pagefind/fragment/de_1.pf_fragment': 'f',
        }
      : {}),
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** @type {string[]} */
const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the generated service worker', () => {
  it('stores pages under their address, page data, scripts, the print stylesheet and the search index', async () => {
    const dir = fixture(true);
    dirs.push(dir);
    const entries = await generateServiceWorker({ clientDir: dir, manifest: MANIFEST });
    expect(entries.map((e) => e.url).sort()).toEqual([
      '/',
      '/assets/entry-abc123.js',
      '/assets/phrase-cards-abc123.json',
      '/assets/print-abc123.css',
      '/en',
      '/en/offline',
      '/favicon.svg',
      '/icons/icon-192.png',
      '/manifest.webmanifest',
      '/offline',
      '/pagefind/fragment/de_1.pf_fragment',
      '/pagefind/pagefind-entry.json',
      '/pagefind/pagefind.js',
      '/reading-mastery.data',
    ]);
    const worker = readFileSync(path.join(dir, 'sw.js'), 'utf8');
    // Hashed scripts carry no revision; everything else does.
    expect(worker).toContain('url:"/assets/entry-abc123.js",revision:null');
    expect(worker).toMatch(/url:"\/en",revision:"[0-9a-f]{32}"/);
    // The offline page of the path's language, English matched by its prefix.
    expect(worker).toContain('fallbackURL:"/en/offline"');
    expect(worker).toContain('fallbackURL:"/offline"');
    expect(worker).toMatch(/\.pathname\.startsWith\("\/en\/"\)/);
    // It waits for the reader's "Reload" instead of taking over on its own.
    expect(worker).toMatch(/"SKIP_WAITING"===\w+\.data\.type&&self\.skipWaiting\(\)/);
    expect(worker.split('self.skipWaiting()')).toHaveLength(2);
    // Any query (the search words, the drill's sheet, React Router's `_routes`) finds the stored file.
    expect(worker).toContain('ignoreURLParametersMatching:[/./]');
    // The inlined site stylesheet is not stored; the print stylesheet (a linked file) is.
    expect(await precacheSize(dir, entries)).toMatchObject({ files: 14 });
    // A model test's pages and data are not in the first download: the network, then the opened
    // tests' cache, answers them, per language with that language's offline page.
    expect(worker).toContain('new Set(["/mock-tests/1"])');
    expect(worker).toContain('new Set(["/en/mock-tests/1/exam"])');
    expect(worker.match(/cacheName:"b1-opened-tests",networkTimeoutSeconds:5/g)).toHaveLength(4);
    expect(entries.some((e) => e.url.includes('mock-tests'))).toBe(false);
  }, 120_000);

  it('builds without a search index', async () => {
    const dir = fixture(false);
    dirs.push(dir);
    const entries = await generateServiceWorker({ clientDir: dir, manifest: MANIFEST });
    expect(entries.some((e) => e.url.startsWith('/pagefind/'))).toBe(false);
    expect(entries).toHaveLength(11);
  }, 120_000);
});
