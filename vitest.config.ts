import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Tests that read the finished build (`build/`): run by `npm run test:built` after `npm run build`. */
export const BUILT_TESTS = [
  'server/**/*.built.test.mjs',
  'scripts/**/*.built.test.mjs',
  // The served pages read with a parser (the walks that need no browser).
  'tests/built/**/*.built.test.ts',
];

/** The app's `~/…` imports, for the tests that load its modules. */
export const ALIAS = { '~': fileURLToPath(new URL('./app', import.meta.url)) };

// Separate from vite.config.ts: the React Router plugin must not run under Vitest.
// `npm run test:unit` needs no build; the tests of the built site have their own run (vitest.built.config.ts).
export default defineConfig({
  resolve: { alias: ALIAS },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    // Node by default; a file that needs a DOM says so in its first line (`@vitest-environment jsdom`).
    environment: 'node',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,mjs}', 'scripts/**/*.test.{ts,mjs}'],
    exclude: ['**/node_modules/**', ...BUILT_TESTS],
    setupFiles: ['./vitest.setup.ts'],
    // One module graph and environment per worker, not per file (decision 0051): 143 → 77 s for the
    // 132 files on a busy machine, most of it jsdom set up again per file. The files pass in any order
    // (checked with shuffled file orders); a test that needs fresh module state resets it itself
    // (`vi.resetModules`), and storage a test writes is its own to clear.
    isolate: false,
    // A jsdom test's first render imports the page's modules: under a busy machine (the suite must pass
    // with both cores kept busy) that took more than Vitest's 5 s default once. Only the time a test
    // may take changes, never what it asserts.
    testTimeout: 20_000,
    // Per-file durations for scripts/test-durations.mjs.
    reporters: ['default', ['json', { outputFile: 'test-results/unit.json' }]],
  },
});
