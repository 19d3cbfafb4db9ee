import { drillTotal } from '~/content/drill-cards.server';
import { modelTestKeys } from '~/site/model-test-pages.server';
import { DRILL_KEY, readDrillProgress } from '~/features/drill/progress-store';
import { ProgressPage, type ProgressSources } from '~/features/progress/progress-page';
import { sessionOf, TRAINER_KEY } from '~/features/writing-trainer/trainer-key';
import { storedSessions } from '~/features/writing-trainer/trainer-session';
import { usePageLang } from '~/i18n/language-context';
import { messages } from '~/i18n/messages';
import { progressMessages } from '~/i18n/progress-messages';
import { href } from '~/site/paths';
import { langFromPath } from '~/i18n/lang-path';
import { pageMeta } from '~/site/seo';
import { MODEL_TEST_KEY } from '~/stores/model-test-records';
import { READING_PROGRESS_KEY } from '~/stores/reading-progress';
import { ACTIVITY_KEY } from '~/stores/study-activity';
import { breadcrumbLd } from '~/site/structured-data';
import type { Route } from './+types/progress';

/** Runs at build time only: the deck's size, for "cards not seen yet", and the model tests' keys. */
export function loader() {
  return { deckSize: drillTotal(), keys: modelTestKeys() };
}

export function shouldRevalidate() {
  return false;
}

export function meta({ location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  const text = progressMessages(lang);
  return pageMeta({
    pathname: location.pathname,
    title: text.title,
    description: text.description,
    jsonLd: [
      breadcrumbLd([
        { name: messages(lang).nav.home, path: href.home(lang) },
        { name: text.title, path: href.progress(lang) },
      ]),
    ],
  });
}

/** The tools' own stores, read for the progress page (the route joins the features). */
const readers: Omit<ProgressSources, 'deckSize' | 'keys'> = {
  drillCards: readDrillProgress,
  storeKeys: {
    learned: READING_PROGRESS_KEY,
    results: [ACTIVITY_KEY, MODEL_TEST_KEY, DRILL_KEY, TRAINER_KEY],
  },
  writing: () =>
    Object.entries(storedSessions()).map(([key, s]) => ({
      ...sessionOf(key),
      text: s.text,
      handled: s.handled.length,
      assessed: s.stage === 'assess',
    })),
};

export default function ProgressRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ProgressPage
      lang={usePageLang()}
      sources={{ ...readers, deckSize: loaderData.deckSize, keys: loaderData.keys }}
    />
  );
}
