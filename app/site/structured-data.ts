import type { Lang } from '../i18n/locales';
import { messages } from '../i18n/messages';
import { SEARCH_PARAM, href } from './paths';
import { absoluteUrl } from './site';

const CONTEXT = 'https://schema.org';

/** WebSite on the home page, with a SearchAction that names the search page of its language. */
export function websiteLd(lang: Lang): object {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: messages(lang).site.name,
    url: absoluteUrl(href.home(lang)),
    inLanguage: lang,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        // The placeholder stays literal: search engines put the words in its place.
        urlTemplate: `${absoluteUrl(href.search(lang))}?${SEARCH_PARAM}={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** A trail of (name, path) pairs as a BreadcrumbList. */
export function breadcrumbLd(trail: { name: string; path: string }[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: absoluteUrl(step.path),
    })),
  };
}

/** A cheat sheet as a LearningResource. */
export function learningResourceLd(input: {
  lang: Lang;
  name: string;
  description: string;
  path: string;
  timeRequired: string;
  keywords: string[];
}): object {
  return {
    '@context': CONTEXT,
    '@type': 'LearningResource',
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    inLanguage: input.lang,
    educationalLevel: 'B1',
    timeRequired: input.timeRequired,
    learningResourceType: messages(input.lang).sheet.sheetOf,
    ...(input.keywords.length ? { keywords: input.keywords.join(', ') } : {}),
    isAccessibleForFree: true,
  };
}
