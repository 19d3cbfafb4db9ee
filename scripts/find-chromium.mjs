// Finds a Chromium for the browser tests and the benchmark: an explicit path, the system browser,
// or Playwright's own download cache. Never downloads anything itself.
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SYSTEM = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

function playwrightCache() {
  const root = process.env.PLAYWRIGHT_BROWSERS_PATH || path.join(os.homedir(), '.cache', 'ms-playwright');
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((d) => d.startsWith('chromium'))
    .flatMap((d) => [
      path.join(root, d, 'chrome-linux64', 'chrome'),
      path.join(root, d, 'chrome-linux', 'chrome'),
    ]);
}

/** The path of a Chromium executable, or null. */
export function findChromium() {
  const explicit = process.env.CHROMIUM_PATH || process.env.CHROME_PATH;
  if (explicit) return existsSync(explicit) ? explicit : null;
  return [...SYSTEM, ...playwrightCache()].find((p) => existsSync(p)) ?? null;
}

/** Flags for headless Chromium on a machine with a closed network (see DESIGN.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
