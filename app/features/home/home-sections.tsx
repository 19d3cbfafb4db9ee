import {
  ArrowRight,
  BookOpenCheck,
  CheckCircle2,
  ClipboardCheck,
  Layers,
  Languages,
  PenLine,
  ListChecks,
  Printer,
  Smartphone,
  Table2,
  Timer,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { CATALOGUE, countsByCategory, firstSheet } from '~/content/catalogue';
import { CATEGORIES } from '~/content/catalogue-types';
import { ORAL_TIMER_ANCHOR, ORAL_TIMER_SHEET } from '~/content/practice-tools';
import type { Lang } from '~/i18n/locales';
import { formatCount, messages } from '~/i18n/messages';
import { homeMessages } from '~/i18n/home-messages';
import { href, STAGE_ANCHOR } from '~/site/paths';

const BUTTON =
  'inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-xl px-3 text-center font-semibold sm:flex-none sm:px-6';

/** Hero: badge, title, subtitle, start and browse-all buttons. */
export function HomeHero({ lang }: { lang: Lang }) {
  const copy = homeMessages(lang).hero;
  return (
    <section
      className="bg-gradient-to-b from-blue-50 to-white px-4 pt-5 pb-6 md:pt-16 md:pb-10"
      aria-labelledby="hero-title"
    >
      <div className="mx-auto max-w-3xl text-center">
        <p className="inline-flex rounded-full bg-blue-100 px-3 py-1 text-sm font-semibold text-blue-900">
          {copy.badge}
        </p>
        <h1
          id="hero-title"
          className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 md:mt-4 md:text-5xl"
        >
          {copy.title}{' '}
          <span className="text-blue-700">{formatCount(lang, copy.highlight, CATALOGUE.length)}</span>
        </h1>
        <p className="mt-3 text-sm text-slate-700 md:mt-4 md:text-lg">{copy.subtitle}</p>
        <div className="mt-5 flex justify-center gap-3 md:mt-8">
          <Link
            to={href.sheet(firstSheet().route, lang)}
            className={`${BUTTON} bg-blue-700 text-white hover:bg-blue-800`}
            data-testid="hero-start"
          >
            {copy.start}
            <ArrowRight aria-hidden="true" className="hidden size-4 sm:inline" />
          </Link>
          <Link
            to={href.overview(lang)}
            className={`${BUTTON} bg-white text-blue-800 ring-1 ring-blue-200 hover:bg-blue-50`}
            data-testid="hero-browse"
          >
            {copy.browse}
          </Link>
        </div>
      </div>
    </section>
  );
}

/** Why the method works: three short reasons. */
export function WhyItWorks({ lang }: { lang: Lang }) {
  const copy = homeMessages(lang).why;
  return (
    <section aria-labelledby="why-title">
      <h2 id="why-title" className="text-3xl font-bold text-slate-900">
        {copy.title}
      </h2>
      <p className="mt-2 text-slate-700">{copy.intro}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {copy.items.map((item) => (
          <li key={item.title} className="rounded-2xl bg-slate-50 p-5">
            <CheckCircle2 aria-hidden="true" className="size-6 text-emerald-700" />
            <h3 className="mt-2 font-bold text-slate-900">{item.title}</h3>
            <p className="mt-1 text-sm text-slate-700">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The three stages with their sheet counts from the catalogue, each linking to its overview section. */
export function LearningPath({ lang }: { lang: Lang }) {
  const copy = homeMessages(lang).path;
  const counts = countsByCategory();
  return (
    <section aria-labelledby="path-title">
      <h2 id="path-title" className="text-3xl font-bold text-slate-900">
        {copy.title}
      </h2>
      <p className="mt-2 text-slate-700">{copy.intro}</p>
      <ol className="mt-6 grid gap-4 md:grid-cols-3">
        {CATEGORIES.map((category, i) => (
          <li
            key={category}
            className="relative rounded-2xl border border-slate-200 p-5 focus-within:ring-2 focus-within:ring-blue-600"
            data-testid={`path-${category}`}
          >
            <span
              aria-hidden="true"
              className="flex size-9 items-center justify-center rounded-full bg-blue-700 font-bold text-white"
            >
              {i + 1}
            </span>
            <h3 className="mt-3 text-lg font-bold text-slate-900">
              <Link
                to={href.overview(lang, STAGE_ANCHOR[category])}
                className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
              >
                {copy.stages[category].title}
              </Link>
            </h3>
            <p className="mt-1 text-sm font-semibold text-blue-800" data-testid="path-count">
              {formatCount(lang, copy.sheetCount, counts[category])}
            </p>
            <p className="mt-1 text-sm text-slate-700">{copy.stages[category].text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The practice tools, each with what it does and where it is: named where learners look first. */
export function PracticeTools({ lang }: { lang: Lang }) {
  const text = messages(lang);
  const copy = homeMessages(lang).tools;
  const tools: { id: string; title: string; text: string; to: string; Icon: LucideIcon }[] = [
    {
      id: 'mock-tests',
      title: text.mockTests.title,
      text: copy.items.mockTests.text,
      to: href.mockTests(lang),
      Icon: ClipboardCheck,
    },
    {
      id: 'writing',
      title: copy.items.writing.title,
      text: copy.items.writing.text,
      to: href.writingTrainer(lang),
      Icon: PenLine,
    },
    {
      id: 'oral',
      title: copy.items.oral.title,
      text: copy.items.oral.text,
      to: `${href.sheet(ORAL_TIMER_SHEET, lang)}#${ORAL_TIMER_ANCHOR}`,
      Icon: Timer,
    },
    { id: 'drill', title: text.drill.title, text: copy.items.drill.text, to: href.drill(lang), Icon: Layers },
  ];
  return (
    <section aria-labelledby="tools-title">
      <h2 id="tools-title" className="text-3xl font-bold text-slate-900">
        {copy.title}
      </h2>
      <p className="mt-2 text-slate-700">{copy.intro}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tools.map(({ id, title, text: what, to, Icon }) => (
          <li
            key={id}
            className="relative rounded-2xl bg-blue-50 p-5 ring-1 ring-blue-100 focus-within:ring-2 focus-within:ring-blue-600"
            data-testid={`tool-${id}`}
          >
            <Icon aria-hidden="true" className="size-6 text-blue-700" />
            <h3 className="mt-2 font-bold text-slate-900">
              <Link to={to} className="after:absolute after:inset-0 after:content-[''] focus:outline-none">
                {title}
              </Link>
            </h3>
            <p className="mt-1 text-sm text-slate-700">{what}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const FEATURE_ICONS: LucideIcon[] = [Languages, Smartphone, Printer, BookOpenCheck, Table2];

/** Five features of the site. */
export function Features({ lang }: { lang: Lang }) {
  const copy = homeMessages(lang).features;
  return (
    <section aria-labelledby="features-title">
      <h2 id="features-title" className="text-3xl font-bold text-slate-900">
        {copy.title}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {copy.items.map((item, i) => {
          const Icon = FEATURE_ICONS[i] ?? ListChecks;
          return (
            <li key={item.title} className="rounded-2xl border border-slate-200 p-5">
              <Icon aria-hidden="true" className="size-6 text-blue-700" />
              <h3 className="mt-2 font-bold text-slate-900">{item.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{item.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
