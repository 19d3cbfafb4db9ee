// The JavaScript a first visit to a page loads: the modules the page's bootstrap imports and
// everything they import statically, recursively (a dynamic `import()` inside a chunk is loaded on
// demand, so it is not counted; `importedScripts` follows those too, for what a page can load). One reading for the build's budget check
// (scripts/first-visit-js.built.test.mjs) and the bench (scripts/bench.mjs).
// Alone, after a build: `node scripts/first-visit-js.mjs /b1-core-grammar /en` lists per page the
// chunks with their gzip and brotli sizes, largest first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The most JavaScript a first visit may load, gzip, per kind of page (the site manifest's `kind`).
 * Issue 37: home, the overview and a sheet at most 165 KB; every other kind no more, or a little
 * above what it loaded when the budget was set (2026-11-29, decision 0045), so that growth is a
 * decision rather than an accident. `npm test` holds every page of
 * the build to these (scripts/first-visit-js.built.test.mjs); the bench reports them.
 * @type {Record<import('../app/site/site-manifest').PageKind, number>}
 */
export const FIRST_VISIT_JS_BUDGET = {
  home: 165 * 1024,
  overview: 165 * 1024,
  sheet: 165 * 1024,
  search: 165 * 1024,
  'not-found': 165 * 1024,
  redirect: 165 * 1024,
  // Shown by the service worker at addresses it has not stored: it ships without the app
  // (scripts/offline-page.mjs).
  offline: 0,
  'mock-tests': 165 * 1024,
  'mock-test': 165 * 1024,
  'mock-oral': 165 * 1024,
  plan: 165 * 1024,
  progress: 167 * 1024,
  drill: 167 * 1024,
  'mock-part': 176 * 1024,
  'mock-run': 177 * 1024,
};

/** A module script of the page: React Router's bootstrap, as written or as postbuild rewrites it. */
const MODULE_SCRIPT = /<script type="module"[^>]*>([\s\S]*?)<\/script>/g;
/** The URL of a module in it. */
const ASSET = /"(\/assets\/[^"]+\.js)"/g;
/** Static imports between chunks: `import"./a.js"`, `import{x}from"./a.js"`, `export*from"./a.js"`. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g;
/** Imports on demand between chunks, as the minifier writes them: ``import(`./a.js`)``, `import("./a.js")`. */
const DYNAMIC_IMPORT = /\bimport\(\s*[`"']\.\/([^`"'$]+\.js)[`"']\s*\)/g;

/**
 * The scripts reached from `start` through the imports between chunks: static ones only, or also
 * those loaded on demand (`onDemand`: what the page can load while she uses it, short of going to
 * another page), in the order they are found.
 * @param {readonly string[]} start `/assets/…` URLs
 * @param {(url: string) => string | Promise<string>} readScript the code of `/assets/…` URL
 * @param {{ onDemand?: boolean }} [options]
 * @returns {Promise<string[]>} their URLs, `start` first
 */
export async function importedScripts(start, readScript, { onDemand = false } = {}) {
  /** @type {Set<string>} */
  const seen = new Set();
  const queue = [...start];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (seen.has(url)) continue;
    seen.add(url);
    const code = await readScript(url);
    const dir = url.slice(0, url.lastIndexOf('/') + 1);
    for (const m of code.matchAll(STATIC_IMPORT)) queue.push(`${dir}${m[1]}`);
    if (onDemand) for (const m of code.matchAll(DYNAMIC_IMPORT)) queue.push(`${dir}${m[1]}`);
  }
  return [...seen];
}

/**
 * The scripts a first visit to a page loads, in the order they are found.
 * @param {string} html the page as served
 * @param {(url: string) => string | Promise<string>} readScript the code of `/assets/…` URL
 * @returns {Promise<string[]>} their URLs
 */
export async function firstVisitScripts(html, readScript) {
  const start = [...html.matchAll(MODULE_SCRIPT)].flatMap(([, code = '']) =>
    [...code.matchAll(ASSET)].flatMap((m) => m[1] ?? []),
  );
  return importedScripts(start, readScript);
}

/**
 * Compressed sizes of a text as a server sends it: gzip at level 9 and brotli at its best.
 * @param {string | Buffer} body
 */
export function compressedSizes(body) {
  const buffer = Buffer.isBuffer(body) ? body : Buffer.from(body);
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    br: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * The file of a page in a built client (`/en/b1-core-grammar` → `en/b1-core-grammar/index.html`).
 * @param {string} clientDir
 * @param {string} page
 */
export function pageFile(clientDir, page) {
  return path.join(clientDir, page.replace(/^\//, ''), 'index.html');
}

/**
 * The first visit's JavaScript of a built page, per chunk and in total.
 * @param {string} page e.g. `/b1-core-grammar`
 * @param {string} [clientDir]
 */
async function firstVisitJs(page, clientDir = 'build/client') {
  const html = readFileSync(pageFile(clientDir, page), 'utf8');
  const read = (/** @type {string} */ url) => readFileSync(path.join(clientDir, url), 'utf8');
  const urls = await firstVisitScripts(html, read);
  const chunks = urls.map((url) => ({ url, ...compressedSizes(read(url)) }));
  const sum = (/** @type {'raw' | 'gzip' | 'br'} */ key) => chunks.reduce((n, c) => n + c[key], 0);
  return { page, chunks, raw: sum('raw'), gzip: sum('gzip'), br: sum('br') };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pages = process.argv.slice(2);
  /** @param {number} b */
  const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
  for (const page of pages.length ? pages : ['/', '/b1-core-grammar', '/en/b1-core-grammar']) {
    const js = await firstVisitJs(page);
    console.log(`${page}: ${kb(js.gzip)} gzip, ${kb(js.br)} brotli, ${js.chunks.length} files`);
    for (const c of js.chunks.sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${kb(c.gzip).padStart(9)} ${kb(c.br).padStart(9)}  ${c.url}`);
  }
}
