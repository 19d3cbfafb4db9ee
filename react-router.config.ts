import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { drillDeckFile } from './app/content/drill-cards.server';
import { LANGS } from './app/i18n/locales';
import { codeOutsideChunk, sheetTextInBundle } from './app/site/client-bundle-check.server';
import { notFoundPath, offlinePath, prerenderPaths, webManifestPath } from './app/site/paths';
import { buildSiteManifest } from './app/site/site-manifest';
import { webManifest } from './app/site/web-manifest';
import { writeAppIcons } from './scripts/app-icons.mjs';

export default {
  // Static site: every page is prerendered at build time; there is no server rendering at runtime.
  ssr: false,
  // One chunk per route, as React Router 7 built it: our client loaders are a few lines that catch a
  // failed data request, and a chunk of their own would be one more request per page on a slow phone.
  splitRouteModules: false,
  prerender: () => [...prerenderPaths(), ...LANGS.map(offlinePath), ...LANGS.map(notFoundPath)],
  // The server, the nginx/static-host generators and the sitemap read the route table from here.
  async buildEnd({ reactRouterConfig }) {
    const dir = path.resolve(reactRouterConfig.buildDirectory);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'site-manifest.json'), JSON.stringify(buildSiteManifest(), null, 2));
    // The installable app: a manifest per language and the icons it names.
    const client = path.join(dir, 'client');
    for (const lang of LANGS)
      await writeFile(path.join(client, webManifestPath(lang)), JSON.stringify(webManifest(lang), null, 2));
    await writeAppIcons(client);
    // The phrase drill's cards: a hashed asset the drill page fetches (its loader names the file).
    const deck = drillDeckFile();
    await writeFile(path.join(client, deck.path), deck.body);
    // Sheet text belongs in the prerendered pages only; in the bundle every reader would download it.
    const leaks = await sheetTextInBundle(path.join(dir, 'client', 'assets'));
    if (leaks.length > 0) throw new Error(`Sheet text reached the client bundle:\n${leaks.join('\n')}`);
    // The writing coach's analysis loads on request only: in its own chunk, in no page's.
    const coach = await codeOutsideChunk(path.join(dir, 'client', 'assets'));
    if (coach.length > 0) throw new Error(`The writing coach's code left its chunk:\n${coach.join('\n')}`);
  },
} satisfies Config;
