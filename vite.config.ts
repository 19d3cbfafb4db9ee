import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  // Shared modules of about a kilobyte would otherwise each be a request of their own on every
  // page: Rollup merges them into chunks that load with them anyway (measured on the home page:
  // 33 → 25 files, 136.7 → 135.6 KB brotli; at 2,000 bytes 22 files but 140.1 KB).
  build: { rollupOptions: { output: { experimentalMinChunkSize: 1200 } } },
});
