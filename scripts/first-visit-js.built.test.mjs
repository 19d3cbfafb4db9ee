// The JavaScript a first visit loads, on every page of the real build, against its kind's budget
// (issue 37: home, the overview and a sheet at most 165 KB gzip), and what a sheet must not load.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { modelTestMessages } from '../app/i18n/model-test-messages';
import { planMessages } from '../app/i18n/plan-messages';
import { COACH_CODE, SOLO_CODE } from '../app/site/client-bundle-check.server';
import { readSiteManifest } from '../server/build-output.mjs';
import {
  FIRST_VISIT_JS_BUDGET,
  compressedSizes,
  firstVisitScripts,
  importedScripts,
  pageFile,
} from './first-visit-js.mjs';

const CLIENT = 'build/client';
const manifest = readSiteManifest();
/** @type {Map<string, { code: string, gzip: number }>} */
const chunks = new Map();
/** @param {string} url */
function chunk(url) {
  let found = chunks.get(url);
  if (!found) {
    const code = readFileSync(path.join(CLIENT, url), 'utf8');
    found = { code, gzip: compressedSizes(code).gzip };
    chunks.set(url, found);
  }
  return found;
}
/** @param {string} page */
const scriptsOf = (page) =>
  firstVisitScripts(readFileSync(pageFile(CLIENT, page), 'utf8'), (url) => chunk(url).code);
/** @param {string} url */
const codeOf = (url) => chunk(url).code;
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The longest plain English message of a feature: text no other feature writes, kept as the
 * minifier keeps it (ASCII, no quotes to escape).
 * @param {unknown} messages
 */
function markerOf(messages) {
  /** @type {string[]} */
  const texts = [];
  /** @param {unknown} value */
  const walk = (value) => {
    if (typeof value === 'string') texts.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(messages);
  const plain = texts.filter((t) => /^[\x20-\x7e]+$/.test(t) && !/['"`\\{}]/.test(t));
  return plain.sort((a, b) => b.length - a.length)[0] ?? '';
}

describe('the JavaScript of a first visit to each page of the build', () => {
  it('is within the budget of its kind of page, on every page in both languages', async () => {
    const over = [];
    const kinds = new Set();
    for (const page of manifest.pages) {
      kinds.add(page.kind);
      const gzip = (await scriptsOf(page.path)).reduce((n, url) => n + chunk(url).gzip, 0);
      const budget = FIRST_VISIT_JS_BUDGET[page.kind];
      expect(budget, `a budget for the pages of kind ${page.kind}`).toBeTypeOf('number');
      // The app's scripts were found (the offline page alone ships without them).
      if (budget > 0) expect(gzip, `${page.path}: the app's JavaScript`).toBeGreaterThan(100 * 1024);
      if (gzip > budget) over.push(`${page.path} (${page.kind}): ${kb(gzip)} gzip > ${kb(budget)}`);
    }
    expect(over).toEqual([]);
    // Home, the overview, the sheets and the model tests were all measured.
    for (const kind of ['home', 'overview', 'sheet', 'mock-part', 'mock-run', 'plan', 'progress', 'drill'])
      expect(kinds, kind).toContain(kind);
  });

  it('loads nothing of the model tests, the study plan or the writing coach on a sheet', async () => {
    const markers = [
      { feature: 'model tests', text: markerOf(modelTestMessages('en')) },
      { feature: 'study plan', text: markerOf(planMessages('en')) },
      ...COACH_CODE.markers.map((text) => ({ feature: 'writing coach', text })),
    ];
    // Each marker is somewhere in the build, so the check can fail.
    const all = readdirSync(path.join(CLIENT, 'assets')).filter((f) => f.endsWith('.js'));
    for (const { feature, text } of markers) {
      expect(text.length, feature).toBeGreaterThan(20);
      expect(
        all.some((f) => chunk(`/assets/${f}`).code.includes(text)),
        `${feature}: "${text}" in a chunk`,
      ).toBe(true);
    }
    const sheets = manifest.pages.filter((p) => p.kind === 'sheet');
    expect(sheets.length).toBeGreaterThan(40);
    const found = [];
    for (const page of sheets)
      for (const url of await scriptsOf(page.path))
        for (const { feature, text } of markers)
          if (chunk(url).code.includes(text))
            found.push(`${page.path}: ${url} has the ${feature}' "${text}"`);
    expect(found).toEqual([]);
  });

  it('loads the recorder, the recordings store and the audio analysis on the oral page only, when she rehearses alone', async () => {
    const markers = Object.entries(SOLO_CODE.markers).map(([module, text]) => ({ module, text }));
    /** @param {string} url */
    const markersIn = (url) => markers.filter(({ text }) => codeOf(url).includes(text));
    // Each marker is somewhere in the build, and only in the rehearsal's chunk or what it imports.
    const all = readdirSync(path.join(CLIENT, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => `/assets/${f}`);
    const soloChunks = all.filter((url) => SOLO_CODE.chunk.test(path.basename(url)));
    expect(soloChunks, 'the solo rehearsal has a chunk of its own').toHaveLength(1);
    const soloScripts = await importedScripts(soloChunks, codeOf);
    for (const { module, text } of markers) {
      const holders = all.filter((url) => codeOf(url).includes(text));
      expect(holders.length, `${module}: "${text}" in a chunk`).toBeGreaterThan(0);
      expect(
        holders.filter((url) => !soloScripts.includes(url)),
        `${module} outside the rehearsal`,
      ).toEqual([]);
    }

    const found = [];
    let orals = 0;
    for (const page of manifest.pages) {
      const first = await scriptsOf(page.path);
      const onDemand = (await importedScripts(first, codeOf, { onDemand: true })).filter(
        (url) => !first.includes(url),
      );
      for (const url of first)
        for (const { module } of markersIn(url)) found.push(`${page.path}: ${url} has the ${module} at once`);
      if (page.kind !== 'mock-oral') {
        for (const url of onDemand)
          for (const { module } of markersIn(url)) found.push(`${page.path}: ${url} has the ${module}`);
        continue;
      }
      // The oral page (/mock-tests/<id>/oral and its English twin) loads the rehearsal's chunk on
      // demand (it is imported when she chooses "Ich übe allein"), and that brings all three.
      orals++;
      expect(onDemand, page.path).toEqual(expect.arrayContaining(soloChunks));
      const brought = soloScripts.filter((url) => !first.includes(url));
      for (const { module, text } of markers)
        expect(
          brought.some((url) => codeOf(url).includes(text)),
          `${page.path}: ${module} with the rehearsal`,
        ).toBe(true);
    }
    expect(orals).toBeGreaterThanOrEqual(2 * 3);
    expect(found).toEqual([]);
  });
});
