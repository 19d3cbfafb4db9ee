import { PlanPage } from '~/features/plan/plan-page';
import { usePageLang } from '~/i18n/language-context';
import { messages } from '~/i18n/messages';
import { planMessages } from '~/i18n/plan-messages';
import { href } from '~/site/paths';
import { langFromPath } from '~/i18n/lang-path';
import { pageMeta } from '~/site/seo';
import { breadcrumbLd } from '~/site/structured-data';
import type { Route } from './+types/study-plan';

export function meta({ location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  const text = messages(lang);
  return pageMeta({
    pathname: location.pathname,
    title: text.plan.title,
    description: planMessages(lang).description,
    jsonLd: [
      breadcrumbLd([
        { name: text.nav.home, path: href.home(lang) },
        { name: text.plan.title, path: href.plan(lang) },
      ]),
    ],
  });
}

/** `/study-plan`: the learner's plan until the exam, made and kept in this browser. */
export default function StudyPlanRoute() {
  return <PlanPage lang={usePageLang()} />;
}
