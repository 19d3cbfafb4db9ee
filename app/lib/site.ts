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
