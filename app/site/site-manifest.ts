import { ALIASES, REDIRECTS } from '../content/url-table';
import { langFromPath, localizePath } from '../i18n/lang-path';
import { LANGS, type Lang } from '../i18n/locales';
import {
  canonicalNeutralPath,
  classifyPath,
  href,
  modelTestOf,
  notFoundPath,
  offlinePath,
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
    /** Listed in the sitemap: every page but the aliases and the `noindex` pages. */
    sitemap: boolean;
    /** A page that search engines must not index (the offline and search pages). */
    noindex: boolean;
    /**
     * For a model test's page, the path of that test's page: the service worker stores the test's
     * pages when the learner opens one of them, not on the first visit (`modelTestOf`). Else null.
     */
    storedOnOpen: string | null;
    /** The kind of page (`classifyPath`; the offline pages are `offline`): its JavaScript budget's key. */
    kind: PageKind;
  }[];
  redirects: { from: string; to: string }[];
  notFound: Record<Lang, string>;
  /** The path of the offline page of each language (also listed in `pages`). */
  offline: Record<Lang, string>;
}

/** The kinds of prerendered page: those of the route table, and the offline page. */
export type PageKind = ReturnType<typeof classifyPath>['kind'] | 'offline';

function fileOf(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** Builds the manifest from the catalogue and the URL table. */
export function buildSiteManifest(): SiteManifest {
  const aliasPaths = new Set(LANGS.flatMap((l) => Object.keys(ALIASES).map((a) => localizePath(`/${a}`, l))));
  const offline = new Set(LANGS.map(offlinePath));
  const pages = [...prerenderPaths(), ...offline].map((path) => {
    const lang = langFromPath(path);
    const neutral = canonicalNeutralPath(path);
    // The offline pages are for the service worker; the search page has nothing of its own to index.
    const noindex = offline.has(path) || classifyPath(path).kind === 'search';
    return {
      path,
      file: fileOf(path),
      lang,
      canonical: localizePath(neutral, lang),
      alternates: { de: localizePath(neutral, 'de'), en: localizePath(neutral, 'en') },
      sitemap: !aliasPaths.has(path) && !noindex,
      noindex,
      storedOnOpen: modelTestOf(path)?.root ?? null,
      kind: offline.has(path) ? ('offline' as const) : classifyPath(path).kind,
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
    offline: { de: offlinePath('de'), en: offlinePath('en') },
  };
}
