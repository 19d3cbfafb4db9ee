// Generates the nginx server block and the `_redirects` / `_headers` files of common static hosts
// from the build's route manifest and per-page CSP, with the same headers as the Node server.
import {
  CACHE_IMMUTABLE,
  CACHE_NO_CACHE,
  CACHE_REVALIDATE,
  MIME,
  SECURITY_HEADERS,
  SERVICE_WORKER_PATH,
  STRICT_CSP,
  contentSecurityPolicy,
  pagePolicy,
} from './headers.mjs';
import { createResolver } from './resolve.mjs';

/** @typedef {import('./resolve.mjs').SiteManifest} SiteManifest */
/** @typedef {import('./headers.mjs').CspTable} CspTable */

/**
 * A value as an nginx quoted string.
 * @param {string} value
 */
const q = (value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * The `add_header` lines of a location: the security headers, its CSP and its caching.
 * @param {string} csp
 * @param {string} cache
 * @param {string} indent
 */
function headerLines(csp, cache, indent) {
  const all = { ...SECURITY_HEADERS, 'Content-Security-Policy': csp, 'Cache-Control': cache };
  return Object.entries(all).map(([k, v]) => `${indent}add_header ${k} ${q(v)} always;`);
}

/**
 * An nginx `server { ... }` block for the site.
 * @param {{ manifest: SiteManifest, csp: CspTable, root: string, port?: number | string }} options `port` is what nginx listens on (a port, or address:port)
 */
export function nginxSiteConfig({ manifest, csp, root, port = 80 }) {
  const en = manifest.langPrefixes.en;
  const resolve = createResolver(manifest, new Set());
  const known = [...manifest.pages.map((p) => p.path), ...manifest.redirects.map((r) => r.from)];
  /**
   * The resolver's own answer for every known path (and its trailing-slash form) with ?lang=.
   * @param {import('./resolve.mjs').Lang} lang
   */
  const langTargets = (lang) =>
    known
      .flatMap((p) => (p === '/' ? [p] : [p, `${p}/`]))
      .map((p) => {
        const answer = resolve(`${p}?lang=${lang}`);
        // A known path with a valid ?lang= always redirects; anything else is a bug in the resolver.
        if (answer.type !== 'redirect') throw new Error(`${p}?lang=${lang} does not redirect`);
        return `  ${q(p)} ${q(answer.location)};`;
      });
  const lines = [
    '# Generated from the route table by server/deploy-config.mjs (npm run build). Do not edit by hand.',
    '# The path as it was sent (not decoded), so a ?lang= redirect keeps it byte for byte.',
    'map $request_uri $b1_request_path { "~^(?<b1_raw_path>[^?]*)" $b1_raw_path; default $uri; }',
    '# ?lang= targets: known paths straight to their final page (one hop), others by prefix.',
    'map $b1_request_path $b1_uri_en {',
    ...langTargets('en'),
    `  "~^${en}(/.*)?$" $b1_request_path;`,
    `  default "${en}$b1_request_path";`,
    '}',
    'map $b1_request_path $b1_uri_de {',
    ...langTargets('de'),
    `  "~^${en}(?<rest>/.*)$" $rest;`,
    `  default $b1_request_path;`,
    '}',
    '# The query without its lang parameter, for the ?lang= redirect.',
    'map $args $b1_rest {',
    '  "~^lang=[^&]*$" "";',
    '  "~^lang=[^&]*&(?<r>.*)$" "?$r";',
    '  "~^(?<l>.*)&lang=[^&]*$" "?$l";',
    '  "~^(?<l>.*)&lang=[^&]*&(?<r>.*)$" "?$l&$r";',
    '  default "";',
    '}',
    `map $uri $b1_not_found { "~^${en}(/|$)" /${manifest.notFound.en}; default /${manifest.notFound.de}; }`,
    '',
    'server {',
    `  listen ${port};`,
    `  root ${root};`,
    '  charset utf-8;',
    '  server_tokens off;',
    '  absolute_redirect off;',
    '  large_client_header_buffers 4 8k;',
    '  # Precompressed by the build: `.gz` beside every text file. With the ngx_brotli module,',
    '  # add `brotli_static on;` here to serve the `.br` files too.',
    '  gzip_static on;',
    '  gzip on;',
    '  gzip_vary on;',
    '  gzip_min_length 512;',
    '  gzip_types text/css text/javascript application/javascript application/json text/x-script image/svg+xml application/xml text/plain application/manifest+json;',
    '  error_page 404 $b1_not_found;',
    '  error_page 400 414 /__bad-request;',
    '',
    '  if ($request_uri ~ "(^|/)\\.\\.?(/|\\?|$)|%2[eE]%2[eE]|%00") { return 400; }',
    '  # Encoded slashes or backslashes in the path: refused, as by the Node server (they smuggle a',
    '  # protocol-relative path such as //evil.example past the checks).',
    '  if ($request_uri ~ "^[^?]*(%2[fF]|%5[cC]|\\x5c)") { return 400; }',
    '  # Empty path segments name no page; never redirected, so no Location can start with //.',
    '  if ($request_uri ~ "^[^?]*//") { return 404; }',
    '  # Precompressed copies are served by content negotiation only, never by name.',
    '  if ($uri ~ "\\.(br|gz)$") { return 404; }',
    '  if ($arg_lang = "en") { return 301 $b1_uri_en$b1_rest; }',
    '  if ($arg_lang = "de") { return 301 $b1_uri_de$b1_rest; }',
    '  if ($args ~ "(^|&)lang=") { return 400; }',
    '',
    '  location = /__bad-request {',
    '    internal;',
    '    default_type "text/plain; charset=utf-8";',
    ...headerLines(STRICT_CSP, 'no-store', '    '),
    '    return 400 "400 Bad Request\\n";',
    '  }',
    ...Object.values(manifest.notFound).flatMap((file) => [
      `  location = /${file} {`,
      '    internal;',
      ...headerLines(pagePolicy(csp, file), 'no-store', '    '),
      '  }',
    ]),
    ...manifest.redirects.flatMap((r) => [
      `  location = ${r.from} { return 301 ${r.to}$is_args$args; }`,
      `  location = ${r.from}/ { return 301 ${r.to}$is_args$args; }`,
    ]),
    ...manifest.pages.flatMap((p) => [
      `  location = ${p.path} {`,
      ...headerLines(pagePolicy(csp, p.file), CACHE_REVALIDATE, '    '),
      `    add_header Content-Language ${p.lang} always;`,
      `    try_files /${p.file} =404;`,
      '  }',
    ]),
    // Trailing slashes are redirected for known pages only, as by the Node resolver: a generic
    // rule would copy any decoded path (control characters included) into the Location header.
    ...manifest.pages
      .filter((p) => p.path !== '/')
      .map((p) => `  location = ${p.path}/ { return 301 ${p.path}$is_args$args; }`),
    '  location ~ (^/_|/(index|404)\\.html$) { return 404; }',
    '  location ^~ /assets/ {',
    ...headerLines(STRICT_CSP, CACHE_IMMUTABLE, '    '),
    '    try_files $uri =404;',
    '  }',
    `  location = ${SERVICE_WORKER_PATH} {`,
    ...headerLines(STRICT_CSP, CACHE_NO_CACHE, '    '),
    '    try_files $uri =404;',
    '  }',
    // Not in Debian's mime.types: the type browsers expect of a web app manifest.
    '  location ~ \\.webmanifest$ {',
    '    types { }',
    `    default_type ${q(MIME['.webmanifest'] ?? '')};`,
    ...headerLines(STRICT_CSP, CACHE_REVALIDATE, '    '),
    '    try_files $uri =404;',
    '  }',
    '  location ~ \\.data$ {',
    '    types { }',
    '    default_type "text/x-script; charset=utf-8";',
    ...headerLines(STRICT_CSP, CACHE_REVALIDATE, '    '),
    '    try_files $uri =404;',
    '  }',
    '  location / {',
    ...headerLines(STRICT_CSP, CACHE_REVALIDATE, '    '),
    '    try_files $uri =404;',
    '  }',
    '}',
    '',
  ];
  return lines.join('\n');
}

/**
 * Where static hosts find the not-found page of a language: a `404.html` in the language's folder
 * (`404/index.html` -> `404.html`, `en/404/index.html` -> `en/404.html`), written by the build.
 * @param {string} file the not-found page of the site manifest
 */
export const staticNotFoundFile = (file) => file.replace(/\/index\.html$/, '.html');

/**
 * `_redirects` (Netlify / Cloudflare Pages format): old paths, pages, `?lang=`, English 404 page.
 * @param {SiteManifest} manifest
 */
export function redirectsFile(manifest) {
  const en = manifest.langPrefixes.en;
  return [
    '# Generated from the route table. Do not edit by hand.',
    ...manifest.redirects.map((r) => `${r.from} ${r.to} 301`),
    // Cloudflare answers `/x` for `x/index.html` with a 308 to `/x/`; rewriting to the folder
    // serves the canonical path itself (hosts that serve `/x` anyway never reach these rules).
    ...manifest.pages
      .filter((p) => p.path !== '/')
      .map((p) => `${p.path} /${p.file.replace(/index\.html$/, '')} 200`),
    // ?lang= (hosts that cannot match it leave it to the app, which redirects on the client).
    `${en}/* lang=en ${en}/:splat 301`,
    `${en}/* lang=de /:splat 301`,
    `${en} lang=de / 301`,
    `/* lang=en ${en}/:splat 301`,
    `/* lang=de /:splat 301`,
    // Unknown paths: Cloudflare serves the nearest folder's `404.html` with status 404, Netlify only
    // the root one unless told so here (Cloudflare has no 404 rules: it skips this line, warning).
    `${en}/* /${staticNotFoundFile(manifest.notFound.en)} 404`,
    '',
  ].join('\n');
}

/** Cloudflare Pages reads at most this many rules from `_headers`; the rest are ignored. */
export const STATIC_HOST_MAX_RULES = 100;

/**
 * The header policy of the pages that carry their own policy inside (a `<meta>` element the build
 * writes first in their head: `withMetaPolicy` in scripts/postbuild.mjs). It allows inline
 * scripts, so a rule can cover any number of such pages; the browser enforces both policies, so a
 * page runs only the inline scripts its own policy hashes.
 */
export const SHARED_RULE_CSP = contentSecurityPolicy({ inline: true });

/**
 * The `_headers` rules of the pages: one rule per page, except a model test's pages, which share
 * one rule per language (`/mock-tests/*`, `/en/mock-tests/*`) with `SHARED_RULE_CSP` and carry
 * their own policy inside. So the rules do not grow with each model test: Cloudflare Pages reads
 * at most 100 rules and at most 2,000 characters a line, so neither a rule per page nor one
 * joining the hashes of many pages fits. An unknown path under such a rule gets the not-found
 * page, which carries its policy inside too.
 * @param {SiteManifest} manifest
 * @param {CspTable} csp
 * @returns {{ path: string, lang: string, policy: string, pages: string[] }[]}
 */
export function pageHeaderRules(manifest, csp) {
  /** @type {Map<string, { path: string, lang: string, policy: string, pages: string[] }>} */
  const rules = new Map();
  for (const page of manifest.pages) {
    const root = page.storedOnOpen;
    const path = root === null ? page.path : `${root.slice(0, root.lastIndexOf('/'))}/*`;
    const rule = rules.get(path) ?? {
      path,
      lang: page.lang,
      policy: root === null ? pagePolicy(csp, page.file) : SHARED_RULE_CSP,
      pages: [],
    };
    rule.pages.push(page.path);
    rules.set(path, rule);
  }
  return [...rules.values()];
}

/**
 * `_headers` (Netlify / Cloudflare Pages format): security headers, caching, and the CSP per page
 * (per group of pages, `pageHeaderRules`). These hosts merge every rule that matches, so the CSP
 * is only given per page, never for `/*`.
 * @param {{ manifest: SiteManifest, csp: CspTable }} options
 */
export function headersFile({ manifest, csp }) {
  /**
   * @param {string} path
   * @param {Record<string, string>} headers
   */
  const block = (path, headers) =>
    [path, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n');
  const blocks = [
    // Cache-Control per page, not for `/*`: merged into `/assets/*` it would cancel `immutable`.
    block('/*', SECURITY_HEADERS),
    block('/assets/*', { 'Cache-Control': CACHE_IMMUTABLE, 'Content-Security-Policy': STRICT_CSP }),
    block(SERVICE_WORKER_PATH, { 'Cache-Control': CACHE_NO_CACHE, 'Content-Security-Policy': STRICT_CSP }),
    ...pageHeaderRules(manifest, csp).map((rule) =>
      block(rule.path, {
        'Content-Security-Policy': rule.policy,
        'Content-Language': rule.lang,
        'Cache-Control': CACHE_REVALIDATE,
      }),
    ),
    ...Object.values(manifest.notFound).map((file) =>
      block(`/${file}`, { 'Content-Security-Policy': pagePolicy(csp, file) }),
    ),
  ];
  if (blocks.length > STATIC_HOST_MAX_RULES)
    throw new Error(`_headers would have ${blocks.length} rules; static hosts read ${STATIC_HOST_MAX_RULES}`);
  return ['# Generated from the route table. Do not edit by hand.', ...blocks, ''].join('\n\n');
}
