import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPrecacheReport, readSiteManifest } from '../server/build-output.mjs';
import { PRECACHE_BUDGET_BYTES } from './service-worker.mjs';

const manifest = readSiteManifest();
const worker = readFileSync('build/client/sw.js', 'utf8');
/** The addresses the worker stores on the first visit. */
const precached = new Set([...worker.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => m[1]));

describe('the first visit’s offline download of the real build', () => {
  it('stays within its budget', () => {
    const { transferBytes } = readPrecacheReport();
    expect(transferBytes).toBeGreaterThan(0);
    expect(transferBytes, `${transferBytes} bytes to download`).toBeLessThanOrEqual(PRECACHE_BUDGET_BYTES);
  });

  it('stores every other page, and no model test’s pages or data, so it does not grow with each test', () => {
    const tests = manifest.pages.filter((p) => p.storedOnOpen !== null);
    expect(tests.length).toBeGreaterThan(0);
    expect(tests.filter((p) => precached.has(p.path) || precached.has(`${p.path}.data`))).toEqual([]);
    const rest = manifest.pages.filter((p) => p.storedOnOpen === null);
    expect(rest.filter((p) => !precached.has(p.path)).map((p) => p.path)).toEqual([]);
  });

  it('answers a model test’s pages and data from the opened tests’ cache, every one of them', () => {
    for (const page of manifest.pages.filter((p) => p.storedOnOpen !== null))
      expect(worker, page.path).toContain(`"${page.path}"`);
  });
});
