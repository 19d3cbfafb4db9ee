import { defineConfig } from 'vitest/config';
import { BUILT_TESTS } from './vitest.config';

/** The tests that read the finished build (the server and its resolver over every built file). */
export default defineConfig({
  test: {
    environment: 'node',
    include: BUILT_TESTS,
    reporters: ['default', ['json', { outputFile: 'test-results/built.json' }]],
  },
});
