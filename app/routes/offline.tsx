import { OfflinePage } from '~/features/offline/offline-page';
import { usePageLang } from '~/i18n/language-context';
import { messages } from '~/i18n/messages';
import { langFromPath } from '~/i18n/lang-path';
import { pageMeta } from '~/site/seo';
import type { Route } from './+types/offline';

export function meta({ location }: Route.MetaArgs) {
  const text = messages(langFromPath(location.pathname)).offline;
  return pageMeta({
    pathname: location.pathname,
    title: text.metaTitle,
    description: text.text,
    noindex: true,
  });
}

export default function OfflineRoute() {
  return <OfflinePage lang={usePageLang()} />;
}
