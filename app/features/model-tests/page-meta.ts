import { format, messages } from '~/i18n/messages';
import { modelTestMessages } from '~/i18n/model-test-messages';
import { href } from '~/site/paths';
import { langFromPath } from '~/i18n/lang-path';
import { pageMeta } from '~/site/seo';
import { breadcrumbLd } from '~/site/structured-data';

/**
 * The head of a page below a model test (a part, the written run, the oral exam): "Mock test 1:
 * <name>" as its title, and the breadcrumb home › mock tests › the test › the page.
 */
export function testPageMeta(pathname: string, test: string, name: string, description: string) {
  const lang = langFromPath(pathname);
  const text = modelTestMessages(lang);
  const testTitle = format(text.testTitle, { id: test });
  return pageMeta({
    pathname,
    title: `${testTitle}: ${name}`,
    description,
    jsonLd: [
      breadcrumbLd([
        { name: messages(lang).nav.home, path: href.home(lang) },
        { name: text.title, path: href.mockTests(lang) },
        { name: testTitle, path: href.mockTest(test, lang) },
        { name, path: pathname },
      ]),
    ],
  });
}
