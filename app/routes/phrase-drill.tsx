import { drillCounts, drillDeckFile, drillTotal } from '~/content/drill-cards.server';
import { DrillPage } from '~/features/drill/drill-page';
import { usePageLang } from '~/i18n/language-context';
import { drillMessages } from '~/i18n/drill-messages';
import { messages } from '~/i18n/messages';
import { href } from '~/site/paths';
import { langFromPath } from '~/i18n/lang-path';
import { pageMeta } from '~/site/seo';
import { breadcrumbLd } from '~/site/structured-data';
import type { Route } from './+types/phrase-drill';

/**
 * Runs at build time only: how many cards each sheet has and where the cards are. The cards
 * themselves are a separate file (written by the build, see react-router.config.ts), fetched
 * when the drill opens, so neither this page nor the JavaScript bundle carries sheet text.
 */
export function loader() {
  return { counts: drillCounts(), total: drillTotal(), cardsUrl: drillDeckFile().url };
}

/** The data never changes after the build: `?sheet=` only picks what the page shows. */
export function shouldRevalidate() {
  return false;
}

export function meta({ location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  const text = messages(lang);
  return pageMeta({
    pathname: location.pathname,
    title: text.drill.title,
    description: drillMessages(lang).description,
    jsonLd: [
      breadcrumbLd([
        { name: text.nav.home, path: href.home(lang) },
        { name: text.drill.title, path: href.drill(lang) },
      ]),
    ],
  });
}

export default function PhraseDrillRoute({ loaderData }: Route.ComponentProps) {
  return (
    <DrillPage
      lang={usePageLang()}
      counts={loaderData.counts}
      total={loaderData.total}
      cardsUrl={loaderData.cardsUrl}
    />
  );
}
