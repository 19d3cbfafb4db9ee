import { SearchPage } from '~/features/search/search-page';
import { usePageLang } from '~/i18n/language-context';
import { messages } from '~/i18n/messages';
import { langFromPath } from '~/i18n/lang-path';
import { pageMeta } from '~/site/seo';
import type { Route } from './+types/search';

export function meta({ location }: Route.MetaArgs) {
  const text = messages(langFromPath(location.pathname)).search;
  // A results page has nothing of its own for a search engine: it stays out of the index.
  return pageMeta({
    pathname: location.pathname,
    title: text.title,
    description: text.metaDescription,
    noindex: true,
  });
}

/** The search page of a language (`/search`, `/en/search`); the words are in `?q=`. */
export default function SearchRoute() {
  return <SearchPage lang={usePageLang()} />;
}
