import type { MetaDescriptor } from 'react-router';
import { LANGS, DEFAULT_LANG, pick, type Localized } from '../i18n/locales';
import { messages } from '../i18n/messages';
import { langFromPath, localizePath } from '../i18n/lang-path';
import { canonicalNeutralPath } from './paths';
import { absoluteUrl } from './site';

const OG_LOCALE: Localized = { de: 'de_DE', en: 'en_GB' };

/** What a page says about itself to search engines and link previews. */
export interface PageSeo {
  pathname: string;
  title: string;
  description: string;
  /** JSON-LD objects for this page. */
  jsonLd?: object[];
  /** Pages that must not be indexed (the search page, the not-found page). */
  noindex?: boolean;
  /**
   * False for a page without a URL of its own (the not-found page answers any path): it names no
   * canonical URL, alternates or structured data.
   */
  ownUrl?: boolean;
}

/** Title, description, canonical, hreflang alternates and Open Graph tags for a page. */
export function pageMeta({
  pathname,
  title,
  description,
  jsonLd = [],
  noindex = false,
  ownUrl = true,
}: PageSeo): MetaDescriptor[] {
  const lang = langFromPath(pathname);
  const neutral = canonicalNeutralPath(pathname);
  const canonical = absoluteUrl(localizePath(neutral, lang));
  const siteName = messages(lang).site.name;
  const fullTitle = title === siteName ? title : `${title} | ${siteName}`;
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: pick(OG_LOCALE, lang) },
  ];
  if (noindex) meta.push({ name: 'robots', content: 'noindex' });
  if (!ownUrl) return meta;
  return [
    ...meta,
    { property: 'og:url', content: canonical },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...LANGS.map((l) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: l,
      href: absoluteUrl(localizePath(neutral, l)),
    })),
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: absoluteUrl(localizePath(neutral, DEFAULT_LANG)),
    },
    ...jsonLd.map((data) => ({ 'script:ld+json': data })),
  ];
}

/** The 404 page's head: its title and text, kept out of search engines. */
export function notFoundMeta(pathname: string): MetaDescriptor[] {
  const text = messages(langFromPath(pathname)).notFound;
  return pageMeta({
    pathname,
    title: `404 – ${text.metaTitle}`,
    description: text.text,
    noindex: true,
    ownUrl: false,
  });
}
