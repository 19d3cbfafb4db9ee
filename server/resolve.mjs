// Decides what a request path gets: a page, a file, a redirect, the not-found page or a 400.
// Pure (no I/O), so the same rules can be unit-tested and mirrored by the nginx generator.

import { dropParam } from '../app/lib/query-string.mjs';

/** Longer request targets are refused with 400 before any lookup. */
const MAX_URL_LENGTH = 2048;

/**
 * The site manifest (`build/site-manifest.json`). Its one description is the interface the build
 * writes it with; the server's modules and scripts import it from here.
 * @typedef {import('../app/site/site-manifest').SiteManifest} SiteManifest
 */
/** @typedef {SiteManifest['pages'][number]} ManifestPage */
/** @typedef {import('../app/i18n/locales').Lang} Lang */
/**
 * The part of the manifest that routing reads (the unit tests give no more than this).
 * @typedef {Omit<SiteManifest, 'origin' | 'pages' | 'offline'> & { pages: Pick<ManifestPage, 'path' | 'file' | 'lang'>[] }} RoutingManifest
 */

/**
 * @typedef {{ type: 'page', file: string, lang: Lang }
 *   | { type: 'file', file: string, immutable: boolean }
 *   | { type: 'redirect', location: string }
 *   | { type: 'not-found', lang: Lang, path: string }
 *   | { type: 'bad-request' }} Resolution
 */

/**
 * Whether a value names one of the manifest's languages.
 * @param {RoutingManifest} manifest
 * @param {unknown} value
 * @returns {value is Lang}
 */
function isManifestLang(manifest, value) {
  return manifest.languages.some((lang) => lang === value);
}

/**
 * The language of a path by its prefix.
 * @param {RoutingManifest} manifest
 * @param {string} pathname
 * @returns {Lang}
 */
function langOfPath(manifest, pathname) {
  for (const lang of manifest.languages) {
    const prefix = manifest.langPrefixes[lang];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return lang;
  }
  return manifest.defaultLang;
}

/**
 * The same path in another language.
 * @param {RoutingManifest} manifest
 * @param {string} pathname
 * @param {Lang} lang
 */
function withLang(manifest, pathname, lang) {
  const current = manifest.langPrefixes[langOfPath(manifest, pathname)];
  const neutral = pathname.slice(current.length) || '/';
  const prefix = manifest.langPrefixes[lang];
  return neutral === '/' ? prefix || '/' : `${prefix}${neutral}`;
}

/**
 * A redirect target is a path on this site: one slash, then anything but a slash or backslash.
 * @param {unknown} location
 */
export function isSameSite(location) {
  return typeof location === 'string' && /^\/(?![/\\])/.test(location);
}

/**
 * A decoded path as it goes into a `Location`: characters a path may hold stay, everything else is
 * percent-encoded as UTF-8 (so a path a browser sent comes back byte for byte).
 * @param {string} pathname
 */
function encodePath(pathname) {
  return pathname.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/]/g, (c) => encodeURIComponent(c));
}

/**
 * A raw query as it goes into a `Location`: as sent, with a raw `#` escaped (it would end the URL).
 * @param {string} rawQuery
 */
function encodeQuery(rawQuery) {
  return rawQuery.replace(/#/g, '%23');
}

/**
 * Builds the resolver for a site manifest and the set of files in the client build
 * (paths relative to it, with forward slashes).
 * @param {RoutingManifest} manifest
 * @param {ReadonlySet<string>} files
 * @returns {(rawUrl: string) => Resolution}
 */
export function createResolver(manifest, files) {
  const pages = new Map(manifest.pages.map((p) => [p.path, p]));
  const redirects = new Map(manifest.redirects.map((r) => [r.from, r.to]));
  /** @param {string} p */
  const known = (p) => pages.has(p) || redirects.has(p);
  /**
   * Where a path finally lands: without trailing slashes and past an old path, in one hop.
   * @param {string} p
   */
  const destination = (p) => {
    const trimmed = p.length > 1 ? p.replace(/\/+$/, '') || '/' : p;
    const path = known(trimmed) ? trimmed : p;
    return redirects.get(path) ?? path;
  };
  /**
   * Only same-site targets ever leave the resolver; anything else is refused.
   * @param {string} path
   * @param {string} rawQuery
   * @returns {Resolution}
   */
  const redirect = (path, rawQuery) => {
    const location = `${encodePath(path)}${rawQuery ? `?${encodeQuery(rawQuery)}` : ''}`;
    return isSameSite(location) ? { type: 'redirect', location } : { type: 'bad-request' };
  };

  return function resolve(rawUrl) {
    // Raw bytes outside printable ASCII are not a URL a browser sends (it percent-encodes them);
    // Node's own parser refuses them too.
    if (
      typeof rawUrl !== 'string' ||
      rawUrl.length > MAX_URL_LENGTH ||
      !rawUrl.startsWith('/') ||
      /[^\x21-\x7e]/.test(rawUrl)
    )
      return { type: 'bad-request' };
    const q = rawUrl.indexOf('?');
    const rawPath = q === -1 ? rawUrl : rawUrl.slice(0, q);
    const query = q === -1 ? '' : rawUrl.slice(q + 1);
    // An encoded slash, backslash or NUL has no meaning in this site's paths; it is how a path is
    // smuggled past a check (`/%2Fevil.example` decodes to a protocol-relative URL).
    if (/%(2f|5c|00)/i.test(rawPath)) return { type: 'bad-request' };
    let pathname;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return { type: 'bad-request' };
    }
    if (/[\0\\]/.test(pathname) || pathname.split('/').some((s) => s === '..' || s === '.'))
      return { type: 'bad-request' };
    // Empty segments (`//evil.example`, `/en//x`) name no page: not found, and never redirected,
    // so no `Location` can start with `//`.
    if (pathname.includes('//'))
      return { type: 'not-found', lang: langOfPath(manifest, pathname), path: pathname };

    const params = new URLSearchParams(query);
    if (params.has('lang')) {
      const lang = params.get('lang');
      if (!isManifestLang(manifest, lang)) return { type: 'bad-request' };
      return redirect(destination(withLang(manifest, pathname, lang)), dropParam(query, 'lang'));
    }

    const target = destination(pathname);
    if (target !== pathname) return redirect(target, query);
    const page = pages.get(pathname);
    if (page) return { type: 'page', file: page.file, lang: page.lang };

    const file = pathname.slice(1);
    // Host configuration files (`_headers`, `_redirects`), page files, the static hosts' `404.html`
    // copies (a page has one URL, the not-found page none) and precompressed copies (served only by
    // content negotiation) are not served by name.
    if (
      file &&
      !file.startsWith('_') &&
      !file.endsWith('/') &&
      !file.endsWith('index.html') &&
      !/\.(br|gz)$/.test(file) &&
      !file.endsWith('404.html') &&
      files.has(file)
    ) {
      return { type: 'file', file, immutable: file.startsWith('assets/') };
    }
    return { type: 'not-found', lang: langOfPath(manifest, pathname), path: pathname };
  };
}
