// Decides what a request path gets: a page, a file, a redirect, the not-found page or a 400.
// Pure (no I/O), so the same rules can be unit-tested and mirrored by the nginx generator.

/** Longer request targets are refused with 400 before any lookup. */
export const MAX_URL_LENGTH = 2048;

/**
 * @typedef {{ type: 'page', file: string, lang: string }
 *   | { type: 'file', file: string, immutable: boolean }
 *   | { type: 'redirect', location: string }
 *   | { type: 'not-found', lang: string, path: string }
 *   | { type: 'bad-request' }} Resolution
 */

/** The language of a path by its prefix. */
export function langOfPath(manifest, pathname) {
  for (const lang of manifest.languages) {
    const prefix = manifest.langPrefixes[lang];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return lang;
  }
  return manifest.defaultLang;
}

/** The same path in another language. */
export function withLang(manifest, pathname, lang) {
  const current = manifest.langPrefixes[langOfPath(manifest, pathname)];
  const neutral = pathname.slice(current.length) || '/';
  const prefix = manifest.langPrefixes[lang];
  return neutral === '/' ? prefix || '/' : `${prefix}${neutral}`;
}

/**
 * Builds the resolver for a site manifest and the set of files in the client build
 * (paths relative to it, with forward slashes).
 * @returns {(rawUrl: string) => Resolution}
 */
export function createResolver(manifest, files) {
  const pages = new Map(manifest.pages.map((p) => [p.path, p]));
  const redirects = new Map(manifest.redirects.map((r) => [r.from, r.to]));
  const known = (p) => pages.has(p) || redirects.has(p);

  return function resolve(rawUrl) {
    if (typeof rawUrl !== 'string' || rawUrl.length > MAX_URL_LENGTH || !rawUrl.startsWith('/'))
      return { type: 'bad-request' };
    const q = rawUrl.indexOf('?');
    const rawPath = q === -1 ? rawUrl : rawUrl.slice(0, q);
    const query = q === -1 ? '' : rawUrl.slice(q + 1);
    let pathname;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return { type: 'bad-request' };
    }
    if (/[\0\\]/.test(pathname) || pathname.split('/').some((s) => s === '..' || s === '.'))
      return { type: 'bad-request' };

    const params = new URLSearchParams(query);
    if (params.has('lang')) {
      const lang = params.get('lang');
      if (!manifest.languages.includes(lang)) return { type: 'bad-request' };
      params.delete('lang');
      const rest = params.toString();
      return { type: 'redirect', location: `${withLang(manifest, pathname, lang)}${rest ? `?${rest}` : ''}` };
    }
    const search = query ? `?${query}` : '';

    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
    if (trimmed !== pathname && known(trimmed)) return { type: 'redirect', location: `${trimmed}${search}` };
    const target = redirects.get(pathname);
    if (target) return { type: 'redirect', location: `${target}${search}` };
    const page = pages.get(pathname);
    if (page) return { type: 'page', file: page.file, lang: page.lang };

    const file = pathname.slice(1);
    // Host configuration files (`_headers`, `_redirects`), page files and the static hosts'
    // `404.html` copies are not served by name: a page has one URL, the not-found page none.
    if (
      file &&
      !file.startsWith('_') &&
      !file.endsWith('/') &&
      !file.endsWith('index.html') &&
      !file.endsWith('404.html') &&
      files.has(file)
    ) {
      return { type: 'file', file, immutable: file.startsWith('assets/') };
    }
    return { type: 'not-found', lang: langOfPath(manifest, pathname), path: pathname };
  };
}
