import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findHeadlessShell } from './scripts/find-chromium.mjs';
import { freePort } from './scripts/free-port.mjs';

// The Node server's port: E2E_PORT, or a free one. Kept in the environment, so the test workers
// (which load this file again) and tests/e2e/servers.ts use the same one.
process.env.E2E_PORT ??= String(await freePort());
const PORT = Number(process.env.E2E_PORT);

/** Browser tests run against the production server serving the prerendered build. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The JSON report feeds scripts/test-durations.mjs (per-file durations).
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Playwright empties its output folder when it starts: a folder of its own, so the unit and
  // built-site reports written before it (test-results/unit.json, built.json) survive a full run.
  outputDir: 'test-results/e2e',
  // A full run keeps both cores busy (two browsers, the servers, axe): a page may take several
  // seconds to load its scripts or data, so assertions wait up to 10 s before they fail, and a test
  // up to 60 s. What each test asserts is unchanged; only a failing run takes longer to say so.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    // The service worker would answer from its store once registered (after idle), so whether a
    // request reached the server would depend on timing. Its own specs allow it (offline.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: findHeadlessShell() ?? undefined, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: 'node server/index.mjs',
    env: { PORT: String(PORT), HOST: 'localhost' },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
