// The one definition of the site's HTTP headers. The Node server, the nginx configuration and the
// static-host `_headers` file are all generated from it, so they cannot drift apart.
import { SERVICE_WORKER_FILE } from '../app/lib/web-app.mjs';

/** Hashed build assets never change under their name. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and other files are revalidated on every visit (cheap with ETags / 304). */
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';
/** The service worker: asked of the server on every load, so a new deployment is found at once. */
export const CACHE_NO_CACHE = 'no-cache';

/** The path of the service worker (it needs its own caching rule on every server). */
export const SERVICE_WORKER_PATH = `/${SERVICE_WORKER_FILE}`;

/**
 * The Cache-Control of a file that is not a page.
 * @param {{ file: string, immutable: boolean }} file as the resolver names it
 */
export function fileCacheControl({ file, immutable }) {
  if (immutable) return CACHE_IMMUTABLE;
  return `/${file}` === SERVICE_WORKER_PATH ? CACHE_NO_CACHE : CACHE_REVALIDATE;
}

/**
 * Content-Security-Policy for a page: scripts only from the site itself or inline scripts whose
 * SHA-256 hash was computed at build time; no eval, no plugins, no framing, no <base>.
 * `'wasm-unsafe-eval'` lets the search (Pagefind) compile its WebAssembly module from the site's
 * own `/pagefind/` files; it allows no JavaScript eval (docs/decisions/0012-search.md).
 * @param {{ scripts?: string[], wasm?: boolean, inline?: boolean }} options `scripts`: base64 SHA-256
 *   hashes of the inline scripts; `wasm`: whether WebAssembly may be compiled (pages only, where
 *   search runs); `inline`: any inline script instead of hashed ones, for a header beside a page's
 *   own hashed policy (`SHARED_RULE_CSP` in deploy-config.mjs)
 */
export function contentSecurityPolicy({ scripts = [], wasm = true, inline = false } = {}) {
  /** @param {string} h */
  const quote = (h) => `'sha256-${h}'`;
  return [
    "default-src 'self'",
    [
      "script-src 'self'",
      ...(wasm ? ["'wasm-unsafe-eval'"] : []),
      ...(inline ? ["'unsafe-inline'"] : scripts.map(quote)),
    ].join(' '),
    // Styles cannot run script. The dialog's scroll lock injects a <style> element at run time,
    // and a hash would switch 'unsafe-inline' off, so inline styles are allowed as a whole.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    // Her recorded turns (solo oral rehearsal) play from object URLs of the blobs kept on the device.
    "media-src 'self' blob:",
    "connect-src 'self'",
    "manifest-src 'self'",
    // The service worker (offline reading) is the site's own script, at the root.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers every response carries, whatever its status. */
export const SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  // Every feature denied, except two for the site itself: the screen wake lock (the oral exam timer
  // keeps the screen on while it runs) and the microphone (the solo oral rehearsal records her
  // turns, with her permission, and keeps them on the device).
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(self), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(self), sync-xhr=(), usb=(), xr-spatial-tracking=()',
};

/** The CSP for responses that are not pages (plain error text, redirects, assets). */
export const STRICT_CSP = contentSecurityPolicy({ wasm: false });

/**
 * The build's `csp.json`: the policy of every page file (and not-found page), by file.
 * @typedef {Record<string, string>} CspTable
 */

/**
 * The policy the build computed for a page file. A page without one is an incomplete build, so
 * this throws rather than send or write a page without its policy.
 * @param {CspTable} csp
 * @param {string} file
 * @returns {string}
 */
export function pagePolicy(csp, file) {
  const policy = csp[file];
  if (policy === undefined) throw new Error(`csp.json has no policy for ${file}: rebuild the site`);
  return policy;
}

/**
 * MIME types of the files the build contains.
 * @type {Readonly<Record<string, string>>}
 */
export const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.data': 'text/x-script; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
