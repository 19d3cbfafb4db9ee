import { modelTestList } from '~/site/model-test-pages.server';
import { TestList } from '~/features/model-tests/test-list';
import { OfflineTests } from '~/features/offline/offline-tests';
import { usePageLang } from '~/i18n/language-context';
import { messages } from '~/i18n/messages';
import { modelTestMessages } from '~/i18n/model-test-messages';
import { href } from '~/site/paths';
import { langFromPath, withoutTrailingSlash } from '~/i18n/lang-path';
import { pageMeta } from '~/site/seo';
import { breadcrumbLd } from '~/site/structured-data';
import type { Route } from './+types/mock-tests';

/** Runs at build time only: the list of tests and their parts. */
export function loader({ url }: Route.LoaderArgs) {
  return { tests: modelTestList(langFromPath(withoutTrailingSlash(url.pathname))) };
}

export function meta({ location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  const text = modelTestMessages(lang);
  return pageMeta({
    pathname: location.pathname,
    title: text.title,
    description: text.description,
    jsonLd: [
      breadcrumbLd([
        { name: messages(lang).nav.home, path: href.home(lang) },
        { name: text.title, path: href.mockTests(lang) },
      ]),
    ],
  });
}

/** `/mock-tests`: every model test with its parts and the learner's last results. */
export default function MockTestsRoute({ loaderData }: Route.ComponentProps) {
  const lang = usePageLang();
  return (
    <TestList lang={lang} tests={loaderData.tests}>
      <OfflineTests lang={lang} ids={loaderData.tests.map((test) => test.id)} />
    </TestList>
  );
}
