import { CATALOGUE } from '~/content/catalogue';
import { HOME_COPY } from '~/content/home-page';
import { SheetFinder } from '~/features/finder/sheet-finder';
import { Features, HomeHero, LearningPath, WhyItWorks } from '~/features/home/home-sections';
import { usePageLang } from '~/i18n/language-context';
import { pick } from '~/i18n/locales';
import { format, messages } from '~/i18n/messages';
import { langFromPath } from '~/lib/paths';
import { pageMeta } from '~/lib/seo';
import { websiteLd } from '~/lib/structured-data';
import type { Route } from './+types/home';

export function meta({ location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  const hero = pick(HOME_COPY, lang).hero;
  return pageMeta({
    pathname: location.pathname,
    title: messages(lang).site.name,
    description: `${hero.title} ${format(hero.highlight, { count: CATALOGUE.length })}. ${hero.subtitle}`,
    jsonLd: [websiteLd(lang)],
  });
}

export default function HomeRoute() {
  const lang = usePageLang();
  return (
    <>
      <HomeHero lang={lang} />
      <div className="mx-auto max-w-6xl space-y-16 px-4">
        <WhyItWorks lang={lang} />
        <LearningPath lang={lang} />
        <Features lang={lang} />
        <SheetFinder lang={lang} />
      </div>
    </>
  );
}
