// What paints a page's largest content, and when: Lighthouse mobile (simulated throttling, as
// scripts/bench.mjs runs it) on one or more pages of one or more builds, interleaved run by run
// (build A, build B, build A, …) so a machine that gets busier or quieter weighs on both alike.
// Reports per run and as medians: LCP, FCP, TBT, CLS, the LCP element and the subparts of its paint
// (time to first byte, render delay). A run Lighthouse could not measure is run again (twice at most).
//
//   node scripts/bench-lcp.mjs [--runs 3] [--build label=dir …] page …
//   node scripts/bench-lcp.mjs --build before=/tmp/old-build --build after=build /progress /en/progress
//
// Without --build it measures `build`. Each build is served by the production server's handler on
// a free loopback port. Writes nothing; prints a Markdown table and the runs as JSON.
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createHandler } from '../server/app.mjs';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
import { median, metric } from './lighthouse-result.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '3' }, build: { type: 'string', multiple: true } },
});
const runs = Number(values.runs);
const pages = positionals.length > 0 ? positionals : ['/progress'];
const builds = (values.build ?? ['build=build']).map((b) => {
  const [label, dir] = b.includes('=') ? b.split('=', 2) : [b, b];
  return { label: String(label), dir: path.resolve(String(dir)) };
});

/** Serves a build on a free loopback port; resolves to its origin and a stop function. */
async function serve(/** @type {string} */ dir) {
  const handler = await createHandler(dir, { log: () => {} });
  const server = createServer((req, res) => handler(req, res));
  await new Promise((resolve) => server.listen(0, 'localhost', () => resolve(undefined)));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return { origin: `http://localhost:${address.port}`, stop: () => server.close() };
}

/**
 * The LCP element (its selector and the start of its text) and the subparts of its paint (time to
 * first byte, resource load delay and duration, render delay), as Lighthouse's LCP breakdown
 * insight reports them (observed on this machine, not simulated).
 * @param {import('lighthouse').Result} lhr
 */
function lcpElement(lhr) {
  /**
   * The insight's details: a table of subparts and the element's node.
   * @typedef {{ subpart: string, duration: number }} Subpart
   * @typedef {{ selector?: string, nodeLabel?: string, boundingRect?: { top: number, height: number } }} Node
   * @typedef {{ type: 'table', items: Subpart[] } | ({ type: 'node' } & Node)} Item
   */
  const details = /** @type {{ type?: string, items?: Item[] } | undefined} */ (
    lhr.audits['lcp-breakdown-insight']?.details
  );
  const items = details?.type === 'list' ? (details.items ?? []) : [];
  const node = /** @type {Node | undefined} */ (items.find((i) => i.type === 'node'));
  const table = items.find((i) => i.type === 'table');
  /** @type {Record<string, number>} */
  const subparts = {};
  for (const row of table?.type === 'table' ? table.items : [])
    subparts[row.subpart] = Math.round(row.duration);
  return {
    selector: node?.selector ?? '(none)',
    text: String(node?.nodeLabel ?? '').slice(0, 60),
    top: node?.boundingRect?.top,
    height: node?.boundingRect?.height,
    subparts,
  };
}

const chromePath = findChromium();
if (!chromePath) throw new Error('No Chromium found: set CHROMIUM_PATH.');
const served = await Promise.all(builds.map(async (b) => ({ ...b, ...(await serve(b.dir)) })));
/** @type {{ build: string, page: string, run: number, lcp: number, fcp: number, tbt: number, cls: number, element: ReturnType<typeof lcpElement> }[]} */
const results = [];
try {
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) {
      for (let i = 0, retries = 0; i < served.length; i += 1) {
        const b = /** @type {(typeof served)[number]} */ (served[i]);
        const chrome = await chromeLauncher.launch({
          chromePath,
          chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
        });
        try {
          const result = await lighthouse(`${b.origin}${page}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          });
          if (!result) throw new Error(`Lighthouse returned no result for ${page}`);
          const { lhr } = result;
          if (!Number.isFinite(metric(lhr, 'largest-contentful-paint')) && retries < 2) {
            console.error(
              `${b.label} ${page}: measured nothing (${lhr.runtimeError?.code ?? 'no metrics'}), again`,
            );
            retries += 1;
            i -= 1;
            continue;
          }
          const row = {
            build: b.label,
            page,
            run,
            lcp: Math.round(metric(lhr, 'largest-contentful-paint')),
            fcp: Math.round(metric(lhr, 'first-contentful-paint')),
            tbt: Math.round(metric(lhr, 'total-blocking-time')),
            cls: Number(metric(lhr, 'cumulative-layout-shift').toFixed(4)),
            element: lcpElement(lhr),
          };
          results.push(row);
          console.error(JSON.stringify(row));
        } finally {
          chrome.kill();
        }
      }
    }
  }
} finally {
  for (const b of served) b.stop();
}

console.log(
  '| page | build | LCP (median) | FCP | TBT | CLS | LCP runs | TBT runs | LCP element (last run) |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const page of pages) {
  for (const b of builds) {
    const rows = results.filter((r) => r.page === page && r.build === b.label);
    /** @param {'lcp' | 'fcp' | 'tbt' | 'cls'} key */
    const m = (key) => median(rows.map((r) => r[key]));
    const last = rows.at(-1)?.element;
    console.log(
      `| ${page} | ${b.label} | ${m('lcp')} ms | ${m('fcp')} ms | ${m('tbt')} ms | ${m('cls')} | ${rows.map((r) => r.lcp).join(', ')} | ${rows.map((r) => r.tbt).join(', ')} | \`${last?.selector}\` ${last?.text ?? ''} |`,
    );
  }
}
