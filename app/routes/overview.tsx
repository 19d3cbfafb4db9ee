import { usePageLang } from '~/i18n/language-context';
import { messages } from '~/i18n/messages';
import { langFromPath } from '~/lib/paths';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/overview';

export function meta({ location }: Route.MetaArgs) {
  const text = messages(langFromPath(location.pathname)).nav;
  return pageMeta({ pathname: location.pathname, title: text.cheatSheets, description: text.overview });
}

export default function OverviewRoute() {
  const lang = usePageLang();
  return <h1 className="p-8 text-3xl font-bold">{messages(lang).nav.overview}</h1>;
}
