import { data } from 'react-router';
import { drillCounts } from '~/content/drill-cards.server';
import { getSheetPage } from '~/content/sheet-pages.server';
import { writingPractices } from '~/content/writing-practice';
import { SectionLanguageToggle } from '~/features/language/section-language-toggle';
import { useRestorePrompt } from '~/features/language/use-restore-prompt';
import { ListenRateToggle } from '~/features/listen/listen-rate-toggle';
import { useListen } from '~/features/listen/use-listen';
import { OralTimerLauncher } from '~/features/oral-timer/oral-timer-launcher';
import type { OralTimerPlan } from '~/lib/oral-timer-model';
import { oralTimerPlan } from '~/features/oral-timer/timer-plan.server';
import { practiceLinks } from '~/features/sheet/practice-links.server';
import { renderSections, renderSummary, type SheetView } from '~/features/sheet/rendered-section.server';
import { SheetLayout } from '~/features/sheet/sheet-layout';
import { sheetPath } from '~/features/sheet/sheet-path.server';
import { PageDataNotFound } from '~/features/sheet/sheet-states';
import { useSectionLanguages } from '~/features/sheet/use-section-languages';
import { WritingTrainerLauncher } from '~/features/writing-trainer/trainer-launcher';
import { usePageLang } from '~/i18n/language-context';
import { messages } from '~/i18n/messages';
import { classifyPath, href } from '~/site/paths';
import { langFromPath, withoutTrailingSlash } from '~/i18n/lang-path';
import { pageMeta } from '~/site/seo';
import { breadcrumbLd, learningResourceLd } from '~/site/structured-data';
import { missingPageMeta, testPageData, TestRouteError } from './mock-route-states';
import type { Route } from './+types/sheet';

/** Runs at build time only (prerender); the sheet's content reaches the browser as page data. */
export function loader({ url }: Route.LoaderArgs) {
  const pathname = withoutTrailingSlash(url.pathname);
  const target = classifyPath(pathname);
  const page = target.kind === 'sheet' ? getSheetPage(target.route, langFromPath(pathname)) : null;
  if (!page) throw data(null, { status: 404 });
  const path = sheetPath(page.route, page.lang);
  const practices = writingPractices(page.sections);
  const oralTimer = oralTimerPlan(page.route, page.lang);
  const drillCards = drillCounts().find((c) => c.route === page.route)?.cards;
  const tools = practiceLinks(page.route, page.lang, { oralTimerHere: Boolean(oralTimer) });
  const { summary, ...rest } = page;
  return {
    page: {
      ...rest,
      ...(summary && { summary: renderSummary(summary, page.lang) }),
      sections: renderSections(page.sections, page.lang),
      ...(path && { path }),
      ...(practices.length > 0 && { practices }),
      ...(oralTimer && { oralTimer }),
      ...(drillCards && { drillCards }),
      ...(tools.length > 0 && { tools }),
    },
  };
}

/**
 * In the browser the page data comes from the prerendered `.data` file. A failed request (offline,
 * server error) becomes "no page" instead of an error: otherwise the background load of the other
 * language for the section toggles would let the error boundary replace the sheet being read.
 * A navigation whose data fails still shows "Page Data Not Found", from the component. A path that
 * names no sheet (the route has a parameter) is the 404 page, from the error boundary.
 */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return testPageData(request, 'sheet', serverLoader, { page: null });
}

/** The running head of every printed page (read by the document in root.tsx). */
export const handle = {
  printTitle: (data: Route.ComponentProps['loaderData'] | undefined) =>
    data?.page && `${data.page.badgeText} · ${data.page.pageTitle.main} ${data.page.pageTitle.highlight}`,
};

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData?.page) return missingPageMeta(location.pathname, 'sheet');
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
  const pageLang = usePageLang();
  return loaderData.page ? <SheetPage page={loaderData.page} /> : <PageDataNotFound lang={pageLang} />;
}

/** The writing trainer with its coach (`writing-trainer-coached.tsx`), loaded when first opened. */
const loadCoachedTrainer = () => import('./writing-trainer-coached').then((m) => m.CoachedTrainer);

function SheetPage({ page }: { page: SheetView & { oralTimer?: OralTimerPlan } }) {
  const sections = useSectionLanguages(page);
  useRestorePrompt(page, sections.restore);
  useListen(page.lang);
  return (
    <>
      <SheetLayout
        page={page}
        summaryControl={<ListenRateToggle lang={page.lang} />}
        sectionIn={sections.shown}
        controls={page.oralTimer && <OralTimerLauncher plan={page.oralTimer} lang={page.lang} />}
        sectionToolbar={(s) => (
          <SectionLanguageToggle
            sectionTitle={s.title}
            shown={sections.shown(s).lang}
            loading={sections.loading(s)}
            onChoose={(lang) => sections.choose(s, lang)}
            onPrepare={sections.prepare}
          />
        )}
      />
      {page.practices && (
        <WritingTrainerLauncher
          route={page.route}
          lang={page.lang}
          practices={page.practices}
          load={loadCoachedTrainer}
        />
      )}
    </>
  );
}

/**
 * A path that names no sheet: the 404 page; anything else that goes wrong on a sheet (a failed
 * data request is handled by `clientLoader`): "Page Data Not Found".
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TestRouteError error={error} />;
}
