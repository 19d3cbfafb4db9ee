import { defineConfig } from 'vitest/config';
import { ALIAS, BUILT_TESTS } from './vitest.config';

/** The tests that read the finished build (the server and its resolver over every built file). */
export default defineConfig({
  resolve: { alias: ALIAS },
  test: {
    environment: 'node',
    include: BUILT_TESTS,
    // Property tests run thousands of generated paths and requests against every built file: about
    // a second each on an idle machine, several seconds while a build or browsers share the cores.
    // The limit is for a hung test, not a measure of speed (speed is the benchmark's job).
    testTimeout: 30_000,
    reporters: ['default', ['json', { outputFile: 'test-results/built.json' }]],
  },
});
