import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  // A shared module of a few hundred bytes would otherwise be a request of its own on every page
  // (the toast provider, split out when the language provider stopped importing it): such chunks
  // are merged into a chunk that loads with them anyway.
  build: { rollupOptions: { output: { experimentalMinChunkSize: 2000 } } },
});
