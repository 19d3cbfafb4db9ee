import { ALIASES, REDIRECTS } from '../content/url-table';
import { LANGS, type Lang } from '../i18n/locales';
import {
  canonicalNeutralPath,
  classifyPath,
  href,
  langFromPath,
  localizePath,
  notFoundPath,
  prerenderPaths,
} from './paths';
import { SITE_ORIGIN } from './site';

/**
 * What the production server, the nginx and static-host generators, the sitemap and the link
 * checker need to know about the site, written to `build/site-manifest.json` at build time.
 * It is derived from the route table, so nothing in it is typed twice.
 */
export interface SiteManifest {
  origin: string;
  languages: readonly Lang[];
  defaultLang: Lang;
  langPrefixes: Record<Lang, string>;
  pages: {
    path: string;
    file: string;
    lang: Lang;
    canonical: string;
    alternates: Record<Lang, string>;
    sitemap: boolean;
  }[];
  redirects: { from: string; to: string }[];
  notFound: Record<Lang, string>;
}

function fileOf(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** Builds the manifest from the catalogue and the URL table. */
export function buildSiteManifest(): SiteManifest {
  const aliasPaths = new Set(LANGS.flatMap((l) => Object.keys(ALIASES).map((a) => localizePath(`/${a}`, l))));
  const pages = prerenderPaths().map((path) => {
    const lang = langFromPath(path);
    const neutral = canonicalNeutralPath(path);
    return {
      path,
      file: fileOf(path),
      lang,
      canonical: localizePath(neutral, lang),
      alternates: { de: localizePath(neutral, 'de'), en: localizePath(neutral, 'en') },
      // Aliases repeat a sheet; the search page has nothing of its own to index (it is noindex).
      sitemap: !aliasPaths.has(path) && classifyPath(path).kind !== 'search',
    };
  });
  const redirects = LANGS.flatMap((lang) =>
    Object.entries(REDIRECTS).map(([from, to]) => ({
      from: localizePath(`/${from}`, lang),
      to: href.sheet(to, lang),
    })),
  );
  return {
    origin: SITE_ORIGIN,
    languages: LANGS,
    defaultLang: 'de',
    langPrefixes: { de: '', en: '/en' },
    pages,
    redirects,
    notFound: { de: fileOf(notFoundPath('de')), en: fileOf(notFoundPath('en')) },
  };
}
