import { CATALOGUE } from '~/content/catalogue';
import { OverviewPage } from '~/features/overview/overview-sections';
import { usePageLang } from '~/i18n/language-context';
import { formatCount, messages } from '~/i18n/messages';
import { href, langFromPath } from '~/lib/paths';
import { pageMeta } from '~/lib/seo';
import { breadcrumbLd } from '~/lib/structured-data';
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

export default function OverviewRoute() {
  return <OverviewPage lang={usePageLang()} />;
}
