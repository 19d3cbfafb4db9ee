import { NotFound } from '~/features/errors/not-found';
import { usePageLang } from '~/i18n/language-context';
import { notFoundMeta } from '~/site/seo';
import type { Route } from './+types/not-found';

export function meta({ location }: Route.MetaArgs) {
  return notFoundMeta(location.pathname);
}

export default function NotFoundRoute() {
  return <NotFound lang={usePageLang()} />;
}
