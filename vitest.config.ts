import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Separate from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,mjs}', 'scripts/**/*.test.{ts,mjs}'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
