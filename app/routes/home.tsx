import { usePageLang } from '~/i18n/language-context';
import { messages } from '~/i18n/messages';
import { langFromPath } from '~/lib/paths';
import { pageMeta } from '~/lib/seo';
import { websiteLd } from '~/lib/structured-data';
import type { Route } from './+types/home';

export function meta({ location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  const text = messages(lang).site;
  return pageMeta({
    pathname: location.pathname,
    title: text.name,
    description: text.tagline,
    jsonLd: [websiteLd(lang)],
  });
}

export default function HomeRoute() {
  const lang = usePageLang();
  return <h1 className="p-8 text-3xl font-bold">{messages(lang).site.name}</h1>;
}
