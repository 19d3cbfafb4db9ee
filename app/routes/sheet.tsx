import { useEffect } from 'react';
import { data, useFetcher } from 'react-router';
import { getSheetPage } from '~/content/sheet-pages';
import { GlobalModeSwitch } from '~/features/language/global-mode-switch';
import { SectionLanguageToggle } from '~/features/language/section-language-toggle';
import { renderSections, type RenderedSection } from '~/features/sheet/rendered-section';
import { SheetLayout } from '~/features/sheet/sheet-layout';
import { PageDataNotFound } from '~/features/sheet/sheet-states';
import { useLanguage, usePageLang } from '~/i18n/language-context';
import { otherLang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { classifyPath, href, langFromPath } from '~/lib/paths';
import { pageMeta } from '~/lib/seo';
import { breadcrumbLd, learningResourceLd } from '~/lib/structured-data';
import type { Route } from './+types/sheet';

/** Runs at build time only (prerender); the sheet's content reaches the browser as page data. */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const target = classifyPath(pathname);
  const page = target.kind === 'sheet' ? getSheetPage(target.route, langFromPath(pathname)) : null;
  if (!page) throw data(null, { status: 404 });
  return { page: { ...page, sections: renderSections(page.sections, page.lang) } };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page } = loaderData;
  const path = href.sheet(page.route, page.lang);
  const text = messages(page.lang);
  return pageMeta({
    pathname: location.pathname,
    title: page.seoMeta.title,
    description: page.seoMeta.description,
    jsonLd: [
      learningResourceLd({
        lang: page.lang,
        name: page.seoMeta.title,
        description: page.seoMeta.description,
        path,
        timeRequired: page.timeRequired,
        keywords: page.seoMeta.keywords,
      }),
      breadcrumbLd([
        { name: text.nav.home, path: href.home(page.lang) },
        { name: text.nav.cheatSheets, path: href.overview(page.lang) },
        { name: page.seoMeta.title, path },
      ]),
    ],
  });
}

export default function SheetRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const { state, langOf } = useLanguage();
  const other = useFetcher<typeof loader>();
  const otherPath = href.sheet(page.route, otherLang(page.lang));

  // With global mode off, fetch the other language once so sections can switch without waiting.
  useEffect(() => {
    if (!state.globalMode && other.state === 'idle' && other.data?.page.route !== page.route)
      void other.load(otherPath); // a prefetch: the fetcher's own state carries its result
  }, [state.globalMode, other, otherPath, page.route]);

  const keyOf = (s: RenderedSection) => `${page.route}#${s.id}`;
  const sectionIn = (s: RenderedSection) => {
    const lang = langOf(keyOf(s));
    const translated = lang !== page.lang ? other.data?.page.sections.find((o) => o.id === s.id) : undefined;
    return translated ? { section: translated, lang } : { section: s, lang: page.lang };
  };

  return (
    <SheetLayout
      page={page}
      sectionIn={sectionIn}
      sectionToolbar={(s) => <SectionLanguageToggle sectionKey={keyOf(s)} sectionTitle={s.title} />}
      controls={<GlobalModeSwitch />}
    />
  );
}

/** A sheet whose data is missing or failed to load. */
export function ErrorBoundary() {
  return <PageDataNotFound lang={usePageLang()} />;
}
