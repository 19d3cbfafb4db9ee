import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { drillDeckFile } from './app/content/drill-cards.server';
import { LANGS } from './app/i18n/locales';
import { sheetTextInBundle } from './app/lib/client-bundle-check.server';
import { notFoundPath, prerenderPaths } from './app/lib/paths';
import { buildSiteManifest } from './app/lib/site-manifest';

export default {
  // Static site: every page is prerendered at build time; there is no server rendering at runtime.
  ssr: false,
  prerender: () => [...prerenderPaths(), ...LANGS.map(notFoundPath)],
  // The server, the nginx/static-host generators and the sitemap read the route table from here.
  async buildEnd({ reactRouterConfig }) {
    const dir = path.resolve(reactRouterConfig.buildDirectory);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'site-manifest.json'), JSON.stringify(buildSiteManifest(), null, 2));
    // The phrase drill's cards: a hashed asset the drill page fetches (its loader names the file).
    const deck = drillDeckFile();
    await writeFile(path.join(dir, 'client', deck.path), deck.body);
    // Sheet text belongs in the prerendered pages only; in the bundle every reader would download it.
    const leaks = await sheetTextInBundle(path.join(dir, 'client', 'assets'));
    if (leaks.length > 0) throw new Error(`Sheet text reached the client bundle:\n${leaks.join('\n')}`);
  },
} satisfies Config;
