import { CATALOGUE } from '~/content/catalogue';
import { SheetFinder } from '~/features/finder/sheet-finder';
import { ExamAtAGlance } from '~/features/home/exam-at-a-glance';
import { Features, HomeHero, LearningPath, PracticeTools, WhyItWorks } from '~/features/home/home-sections';
import { ResumeSlot } from '~/features/home/resume-slot';
import { TodayFirstScript, TodayTasks } from '~/features/plan/today-tasks';
import { usePageLang } from '~/i18n/language-context';
import { formatCount, messages } from '~/i18n/messages';
import { homeMessages } from '~/i18n/home-messages';
import { langFromPath } from '~/i18n/lang-path';
import { pageMeta } from '~/site/seo';
import { websiteLd } from '~/site/structured-data';
import type { Route } from './+types/home';

export function meta({ location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  const hero = homeMessages(lang).hero;
  return pageMeta({
    pathname: location.pathname,
    title: messages(lang).site.name,
    description: `${hero.title} ${formatCount(lang, hero.highlight, CATALOGUE.length)}. ${hero.subtitle}`,
    jsonLd: [websiteLd(lang)],
  });
}

export default function HomeRoute() {
  const lang = usePageLang();
  return (
    <div className="flex flex-col *:w-full">
      <TodayFirstScript />
      <HomeHero lang={lang} />
      {/* What a returning reader needs comes first; the promotional sections follow. */}
      <ResumeSlot lang={lang} />
      <div className="mx-auto mt-6 w-full max-w-6xl px-4">
        <ExamAtAGlance lang={lang} />
      </div>
      {/* Today's tasks of the learner's plan, or the invitation to make one (a card of fixed height);
          with a plan in this browser it comes first, on the first screen (app.css). */}
      <div className="mx-auto mt-16 w-full max-w-6xl px-4" data-home-today>
        <TodayTasks lang={lang} />
      </div>
      <div className="mx-auto mt-16 w-full max-w-6xl space-y-16 px-4">
        <LearningPath lang={lang} />
        <PracticeTools lang={lang} />
        <SheetFinder lang={lang} />
        <WhyItWorks lang={lang} />
        <Features lang={lang} />
      </div>
    </div>
  );
}
