/**
 * The public origin of the site, used for canonical URLs, hreflang alternates, the sitemap and
 * structured data. Set VITE_SITE_URL at build time when deploying under another domain.
 */
export const SITE_ORIGIN: string =
  (import.meta.env.VITE_SITE_URL as string | undefined) ?? 'https://b1-cheatsheets.example';

/** An absolute URL on this site. */
export function absoluteUrl(path: string): string {
  return `${SITE_ORIGIN}${path}`;
}

/**
 * The class of an empty marker after a page's first screen (on a sheet: after the summary). Until
 * the first one is parsed the page is not painted (app.css), so HTML that arrives in pieces on a
 * slow connection is never painted half-way and then moved (CLS 0).
 */
export const FIRST_SCREEN_CLASS = 'first-screen-end';
