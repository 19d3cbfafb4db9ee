// The JSON files `npm run build` writes beside the client folder, read with their types: the one
// place where their parsed text is trusted to have the shape the build gave it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Parses one JSON file of the build; a missing build is an error that says how to make one.
 * @param {string} buildDir
 * @param {string} name
 * @returns {unknown}
 */
function readBuildJson(buildDir, name) {
  const file = path.join(buildDir, name);
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read ${file}: run \`npm run build\` first.`, { cause: error });
  }
  return JSON.parse(text);
}

/**
 * The routes, redirects and not-found pages of a build (`site-manifest.json`).
 * @param {string} [buildDir]
 */
export function readSiteManifest(buildDir = 'build') {
  return /** @type {import('./resolve.mjs').SiteManifest} */ (readBuildJson(buildDir, 'site-manifest.json'));
}

/**
 * The Content-Security-Policy of every page of a build (`csp.json`, written by the postbuild step).
 * @param {string} [buildDir]
 */
export function readCspTable(buildDir = 'build') {
  return /** @type {import('./headers.mjs').CspTable} */ (readBuildJson(buildDir, 'csp.json'));
}

/**
 * What the service worker stores for offline reading (`precache.json`, written by the postbuild
 * step): files, bytes stored on the device, bytes downloaded (brotli where the build made a copy).
 * @param {string} [buildDir]
 */
export function readPrecacheReport(buildDir = 'build') {
  return /** @type {{ files: number, bytes: number, transferBytes: number }} */ (
    readBuildJson(buildDir, 'precache.json')
  );
}
