// Search figures for the benchmark (npm run bench): the bytes on disk of each language's index,
// and how long a query takes in Chromium once the index is loaded (median of 20 different
// queries, budget SEARCH_BUDGET_MS). Run alone (`node scripts/bench-search.mjs`, after a build)
// it serves the build itself on BENCH_PORT and prints the figures.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
import { median } from './lighthouse-result.mjs';
import { searchIndexSizes } from './search-index.mjs';
import { serveBuild } from './serve-build.mjs';

/** A query, with its results' excerpts, must be back within this time (ms). */
export const SEARCH_BUDGET_MS = 50;

/** The CPU slowdown of Lighthouse's mobile profile, so the figure is a phone's, not this machine's. */
const CPU_SLOWDOWN = 4;

/** Twenty different queries per language: words, compounds, umlauts, two-word queries. */
const QUERIES = {
  de: [
    'Prüfung',
    'Hörverstehen',
    'Leseverstehen',
    'Sprachbausteine',
    'Konjunktiv',
    'Meinung',
    'Brief',
    'Entschuldigung',
    'Beschwerde',
    'Termin',
    'Zeit',
    'Punkte',
    'Redemittel',
    'Wortschatz',
    'Grammatik',
    'Vorschlag',
    'Prüfungsvorbereitung',
    'mündliche Prüfung',
    'Relativsatz',
    'Präteritum',
  ],
  en: [
    'exam',
    'listening',
    'reading',
    'letter',
    'complaint',
    'apology',
    'opinion',
    'grammar',
    'vocabulary',
    'points',
    'time',
    'phrases',
    'invitation',
    'speaking',
    'partner',
    'mistakes',
    'connectors',
    'oral exam',
    'written block',
    'Konjunktiv',
  ],
};

/**
 * @typedef {{ indexBytes: number, queries: number, medianMs: number, maxMs: number }} SearchFigures
 */

/**
 * Measures the search of the site served at `origin`: per language, the index size on disk and
 * the time of each query (search plus the excerpts of the sheets shown, as the dialog does) after
 * a first pass over the same queries has loaded the index chunks and text fragments they need.
 * @param {{ origin: string, clientDir: string }} options
 * @returns {Promise<{ shared: number, languages: Record<'de' | 'en', SearchFigures> }>}
 */
export async function measureSearch({ origin, clientDir }) {
  const sizes = await searchIndexSizes(clientDir);
  const executablePath = findChromium() ?? undefined;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    /** @type {Partial<Record<'de' | 'en', SearchFigures>>} */
    const languages = {};
    for (const lang of /** @type {const} */ (['de', 'en'])) {
      const page = await browser.newPage();
      await page.goto(`${origin}${lang === 'de' ? '/' : '/en'}`);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const times = await page.evaluate(
        async ({ queries, url }) => {
          /** @type {{ createInstance: (o: object) => { search: (q: string) => Promise<{ results: { data: () => Promise<unknown> }[] }> } }} */
          // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- Pagefind's script is imported by URL in the page; its shape is the type above
          const pagefind = await import(url);
          const engine = pagefind.createInstance({
            basePath: '/pagefind/',
            noWorker: true,
            excerptLength: 22,
          });
          /** @param {string} query */
          const run = async (query) => {
            const { results } = await engine.search(query);
            await Promise.all(results.slice(0, 10).map((r) => r.data()));
          };
          for (const query of queries) await run(query);
          const times = [];
          for (const query of queries) {
            const start = performance.now();
            await run(query);
            times.push(performance.now() - start);
          }
          return times;
        },
        { queries: QUERIES[lang], url: '/pagefind/pagefind.js' },
      );
      await page.close();
      languages[lang] = {
        indexBytes: sizes[lang] ?? 0,
        queries: times.length,
        medianMs: Number(median(times).toFixed(1)),
        maxMs: Number(Math.max(...times).toFixed(1)),
      };
    }
    return {
      shared: sizes.shared ?? 0,
      languages: /** @type {Record<'de' | 'en', SearchFigures>} */ (languages),
    };
  } finally {
    await browser.close();
  }
}

/**
 * The search figures as lines of the benchmark report.
 * @param {Awaited<ReturnType<typeof measureSearch>>} search
 */
export function searchReport(search) {
  /** @param {number} b */
  const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
  return [
    `Search (Pagefind; ${search.languages.de.queries} queries per language after the index is loaded, CPU slowed ${CPU_SLOWDOWN}×, budget ${SEARCH_BUDGET_MS} ms):`,
    '',
    '| language | index on disk | median query | slowest query |',
    '| --- | --- | --- | --- |',
    ...Object.entries(search.languages).map(
      ([lang, s]) => `| ${lang} | ${kb(s.indexBytes)} | ${s.medianMs} ms | ${s.maxMs} ms |`,
    ),
    '',
    `Shared by both languages: ${kb(search.shared)} (Pagefind's script and entry file).`,
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const server = await serveBuild({ port: Number(process.env.BENCH_PORT ?? 4300) });
  const { origin } = server;
  try {
    const search = await measureSearch({ origin, clientDir: 'build/client' });
    console.log(searchReport(search).join('\n'));
    const slow = Object.values(search.languages).some((s) => s.medianMs >= SEARCH_BUDGET_MS);
    process.exitCode = slow ? 1 : 0;
  } finally {
    server.stop();
  }
}
