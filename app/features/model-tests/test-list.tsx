import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TestSummary } from '~/site/model-test-pages.server';
import type { Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import { modelTestMessages } from '~/i18n/model-test-messages';
import { href } from '~/site/paths';
import { difficultyLine } from '~/content/model-tests/difficulty';
import { PartLinks } from './part-links';

/**
 * `/mock-tests`: the tests, each with its parts and the learner's last result per part; `children`
 * (what the route adds, such as storing the tests offline) after them.
 */
export function TestList({
  lang,
  tests,
  children,
}: {
  lang: Lang;
  tests: TestSummary[];
  children?: ReactNode;
}) {
  const text = modelTestMessages(lang);
  return (
    <div className="pb-12">
      <section
        className="bg-gradient-to-b from-blue-50 to-white pt-6 pb-4 md:pt-10"
        aria-labelledby="mock-tests-title"
      >
        <div className="mx-auto max-w-3xl px-4">
          <h1
            id="mock-tests-title"
            className="text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl"
          >
            {text.title}
          </h1>
          <p className="mt-2 text-slate-700 md:text-lg">{text.intro}</p>
          <p className="mt-2 text-sm text-slate-700">
            {text.estimate} {difficultyLine(text.difficulty)} {text.writingSpeaking}
          </p>
        </div>
      </section>
      <div className="mx-auto mt-4 max-w-3xl space-y-6 px-4">
        {tests.map((test) => (
          <section
            key={test.id}
            aria-labelledby={`test-${test.id}`}
            className="rounded-2xl border border-slate-200 p-5"
          >
            <h2 id={`test-${test.id}`} className="text-2xl font-bold text-slate-900">
              <Link to={href.mockTest(test.id, lang)} className="hover:underline">
                {format(text.testTitle, { id: test.id })}
              </Link>
            </h2>
            <p className="mt-1 text-slate-700">{test.themes}</p>
            <PartLinks test={test} lang={lang} text={text} />
          </section>
        ))}
        {children}
      </div>
    </div>
  );
}
