// Finds a Chromium for the benchmark and the screenshots (the whole browser, as readers have it) and
// for the browser tests (its headless shell, when there is one): an explicit path, the system's,
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

/** Chromium's headless shell (Debian: chromium-headless-shell), in the system or Playwright's cache. */
const HEADLESS_SHELL = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];

function playwrightShells() {
  const root = process.env.PLAYWRIGHT_BROWSERS_PATH || path.join(os.homedir(), '.cache', 'ms-playwright');
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((d) => d.startsWith('chromium_headless_shell'))
    .flatMap((d) => [
      path.join(root, d, 'chrome-headless-shell-linux64', 'chrome-headless-shell'),
      path.join(root, d, 'chrome-linux', 'headless_shell'),
    ]);
}

/**
 * The browser the browser tests drive: an explicit path, else Chromium's headless shell (the
 * browser engine without the desktop browser around it, as Playwright runs headless tests by
 * default; the accessibility walk ran 15–30 % faster on it), else null. Decision 0034.
 */
export function findHeadlessShell() {
  const explicit = process.env.CHROMIUM_PATH || process.env.CHROME_PATH;
  if (explicit) return existsSync(explicit) ? explicit : null;
  return [...HEADLESS_SHELL, ...playwrightShells()].find((p) => existsSync(p)) ?? null;
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
