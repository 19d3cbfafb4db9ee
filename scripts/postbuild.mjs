// After `react-router build`: inline the stylesheet into every page (no render-blocking CSS
// request), drop the second copy of a sheet's sections from its hydration data, hash every inline script and style for the Content-Security-Policy, write the
// sitemap and robots.txt, write the static hosts' 404.html pages, drop the SPA fallback that a
// fully prerendered site does not use, build the search index, generate the service worker, and
// precompress every text file (brotli and gzip).
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readSiteManifest } from '../server/build-output.mjs';
import { headersFile, nginxSiteConfig, redirectsFile, staticNotFoundFile } from '../server/deploy-config.mjs';
import { contentSecurityPolicy, pagePolicy } from '../server/headers.mjs';
import { deferBootstrap } from './bootstrap-script.mjs';
import { trimHydrationData } from './hydration-data.mjs';
import { staticOfflinePage } from './offline-page.mjs';
import { precompress } from './precompress.mjs';
import { writeSearchIndex } from './search-index.mjs';
import { generateServiceWorker, precacheSize } from './service-worker.mjs';

const BUILD = path.resolve('build');
const CLIENT = path.join(BUILD, 'client');
const manifest = readSiteManifest(BUILD);

/** @param {string} text */
const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('base64');

// The site's stylesheet (app.css) is inlined; the print stylesheet (print.css) stays a file that
// pages link with media="print" (docs/decisions/0023).
const cssFiles = (await readdir(path.join(CLIENT, 'assets'))).filter(
  (f) => f.startsWith('app-') && f.endsWith('.css'),
);
const [cssFile] = cssFiles;
if (cssFile === undefined || cssFiles.length !== 1)
  throw new Error(`postbuild: expected one site stylesheet (app-*.css), found ${cssFiles.length}`);
const css = await readFile(path.join(CLIENT, 'assets', cssFile), 'utf8');

/**
 * Puts the site's stylesheet into the page's head (root.tsx links it only in dev).
 * @param {string} html
 */
function inlineStyles(html) {
  if (html.includes('<style data-site-css>')) return html;
  return html.replace('</head>', () => `<style data-site-css>${css}</style></head>`);
}

/**
 * SHA-256 of every inline executable script.
 * @param {string} html
 */
function inlineHashes(html) {
  const scripts = [
    ...html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map((m) => sha256(m[1] ?? '')); // the group always takes part: `?? ''` only satisfies the type
  return { scripts: [...new Set(scripts)] };
}

const files = [...manifest.pages.map((p) => p.file), ...Object.values(manifest.notFound)];
const offlineFiles = new Set(
  manifest.pages.filter((p) => Object.values(manifest.offline).includes(p.path)).map((p) => p.file),
);
/** @type {import('../server/headers.mjs').CspTable} */
const csp = {};
const carriesPolicy = new Set(manifest.pages.filter((p) => p.storedOnOpen !== null).map((p) => p.file));
// React Router's own output of two pages (home and the first sheet), kept for the contract test of
// the two rewrites below (scripts/framework-output.built.test.mjs); outside client/, never served.
const FRAMEWORK_OUTPUT = path.join(BUILD, 'framework-output');
await rm(FRAMEWORK_OUTPUT, { recursive: true, force: true });
await mkdir(FRAMEWORK_OUTPUT);
let sheetKept = false;
for (const file of files) {
  const full = path.join(CLIENT, file);
  const raw = await readFile(full, 'utf8');
  const isSheet = raw.includes('data-anchor-section');
  if (file === 'index.html') await writeFile(path.join(FRAMEWORK_OUTPUT, 'home.html'), raw);
  if (isSheet && !sheetKept) {
    await writeFile(path.join(FRAMEWORK_OUTPUT, 'sheet.html'), raw);
    sheetKept = true;
  }
  const styled = inlineStyles(raw);
  let html;
  if (offlineFiles.has(file)) html = staticOfflinePage(styled, file);
  else {
    const trimmed = trimHydrationData(deferBootstrap(styled, file));
    // A sheet whose hydration data kept its sections: React Router wrote the data in a new shape.
    if (isSheet && trimmed.emptied === 0)
      throw new Error(
        `postbuild: the hydration data of ${file} has an unknown shape (scripts/hydration-data.mjs found no section markup)`,
      );
    html = trimmed.html;
  }
  csp[file] = contentSecurityPolicy(inlineHashes(html));
  // A model test's page shares a static host's header rule with the other tests' pages
  // (`pageHeaderRules`): it carries its own policy inside.
  await writeFile(full, carriesPolicy.has(file) ? withMetaPolicy(html, csp[file]) : html);
}
await writeFile(path.join(BUILD, 'csp.json'), JSON.stringify(csp, null, 2));

/**
 * The page with its CSP inside, first in its head. Static hosts answer an unknown path with a
 * `404.html` and status 404, but match `_headers` rules on the requested path, which for a
 * not-found page can be any path; and a model test's pages share one rule. So these carry their
 * CSP inside; only frame-ancestors cannot be set there (X-Frame-Options covers framing).
 * @param {string} html
 * @param {string} policy
 */
function withMetaPolicy(html, policy) {
  const content = policy
    .split('; ')
    .filter((d) => !d.startsWith('frame-ancestors'))
    .join('; ')
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;');
  const charset = '<meta charSet="utf-8"/>';
  if (!html.includes(charset))
    throw new Error('postbuild: a page that carries its policy has no charset meta');
  return html.replace(
    charset,
    () => `${charset}<meta http-equiv="Content-Security-Policy" content="${content}"/>`,
  );
}
for (const file of Object.values(manifest.notFound)) {
  const html = await readFile(path.join(CLIENT, file), 'utf8');
  await writeFile(path.join(CLIENT, staticNotFoundFile(file)), withMetaPolicy(html, pagePolicy(csp, file)));
}
await rm(path.join(CLIENT, '__spa-fallback.html'), { force: true });

/** @param {string} p */
const url = (p) => `${manifest.origin}${p}`;
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ...manifest.pages
    .filter((p) => p.sitemap)
    .map((p) =>
      [
        `  <url><loc>${url(p.path)}</loc>`,
        ...Object.entries(p.alternates).map(
          ([l, a]) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${url(a)}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(p.alternates[manifest.defaultLang])}"/>`,
        '  </url>',
      ].join('\n'),
    ),
  '</urlset>',
  '',
].join('\n');
await writeFile(path.join(CLIENT, 'sitemap.xml'), sitemap);
await writeFile(
  path.join(CLIENT, 'robots.txt'),
  `User-agent: *\nAllow: /\n\nSitemap: ${url('/sitemap.xml')}\n`,
);
// The same statuses, redirects and headers for nginx and static hosts: generated, never hand-written.
await mkdir(path.join(BUILD, 'deploy'), { recursive: true });
const nginxRoot = process.env.NGINX_ROOT ?? '/var/www/b1-cheatsheets/client';
await writeFile(
  path.join(BUILD, 'deploy', 'nginx-site.conf'),
  nginxSiteConfig({ manifest, csp, root: nginxRoot }),
);
await writeFile(path.join(CLIENT, '_redirects'), redirectsFile(manifest));
await writeFile(path.join(CLIENT, '_headers'), headersFile({ manifest, csp }));

// The search index reads the finished pages; its script and entry file are precompressed below.
const search = await writeSearchIndex({ clientDir: CLIENT, manifest });

// The service worker stores the final files: after every page and the search index are written,
// before precompression (which then covers sw.js too).
const precached = await generateServiceWorker({ clientDir: CLIENT, manifest });

// Last: every file the client build now holds, compressed once here instead of on a request.
const compressed = await precompress(CLIENT);

const precache = await precacheSize(CLIENT, precached);
await writeFile(path.join(BUILD, 'precache.json'), JSON.stringify(precache, null, 2));
/** @param {number} bytes */
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
console.log(
  `postbuild: ${files.length} pages processed, sitemap with ${manifest.pages.filter((p) => p.sitemap).length} URLs, ${search.pages} pages in the search index, ${compressed} files precompressed`,
);
console.log(
  `postbuild: service worker precaches ${precache.files} files, ${mb(precache.transferBytes)} to download (${mb(precache.bytes)} stored)`,
);
