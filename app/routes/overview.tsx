import { CATALOGUE } from '~/content/catalogue';
import { FinderControls } from '~/features/finder/finder-controls';
import { filterEntries } from '~/features/finder/finder-filter';
import { useFinderState } from '~/features/finder/use-finder-state';
import { OverviewPage } from '~/features/overview/overview-sections';
import { usePageLang } from '~/i18n/language-context';
import { formatCount, messages } from '~/i18n/messages';
import { href } from '~/site/paths';
import { langFromPath } from '~/i18n/lang-path';
import { pageMeta } from '~/site/seo';
import { breadcrumbLd } from '~/site/structured-data';
import type { Route } from './+types/overview';

export function meta({ location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  const text = messages(lang);
  return pageMeta({
    pathname: location.pathname,
    title: text.overview.title,
    description: formatCount(lang, text.overview.description, CATALOGUE.length),
    jsonLd: [
      breadcrumbLd([
        { name: text.nav.home, path: href.home(lang) },
        { name: text.overview.title, path: href.overview(lang) },
      ]),
    ],
  });
}

/** The overview leads with the finder's filters (same URL state as on the home page). */
export default function OverviewRoute() {
  const lang = usePageLang();
  const finder = useFinderState();
  const results = filterEntries(CATALOGUE, finder.state);
  return (
    <OverviewPage
      lang={lang}
      entries={results}
      filters={(aside) => (
        <FinderControls lang={lang} resultCount={results.length} aside={aside} {...finder} />
      )}
    />
  );
}
