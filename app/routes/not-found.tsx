import { NotFound } from '~/features/errors/not-found';
import { usePageLang } from '~/i18n/language-context';
import { messages } from '~/i18n/messages';
import { langFromPath } from '~/i18n/lang-path';
import { pageMeta } from '~/site/seo';
import type { Route } from './+types/not-found';

export function meta({ location }: Route.MetaArgs) {
  const text = messages(langFromPath(location.pathname)).notFound;
  return pageMeta({
    pathname: location.pathname,
    title: `404 – ${text.metaTitle}`,
    description: text.text,
    noindex: true,
    ownUrl: false,
  });
}

export default function NotFoundRoute() {
  return <NotFound lang={usePageLang()} />;
}
