import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import type { TestSummary } from '~/site/model-test-pages.server';
import type { PartView } from '~/content/model-tests/part-view';
import type { Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import { modelTestMessages } from '~/i18n/model-test-messages';
import { href } from '~/site/paths';
import { useHydrated } from '~/lib/use-hydrated';
import { historyRows, latestScores, testResults } from './attempts';
import { formatDate, formatPoints } from '~/i18n/format';
import { difficultyLine } from '~/content/model-tests/difficulty';
import { PartLinks } from './part-links';
import { examHref } from '~/site/exam-link';
import { PrintedTest } from './printed-sheet';
import { scoreSubtests } from './scoring';
import { useModelTestRecords } from '~/stores/model-test-store';

/**
 * `/mock-tests/<id>`: the parts, the written subtests so far, and every result: each checked part
 * and each whole written exam (linked to its review where the run page has it).
 */
export function TestPage({ lang, test, print }: { lang: Lang; test: TestSummary; print: PartView[] }) {
  const text = modelTestMessages(lang);
  const hydrated = useHydrated();
  const records = useModelTestRecords();
  const rows = historyRows(records, test.id);
  const subtests = scoreSubtests(latestScores(testResults(records, test.id, test.keys), test.id));
  const partName = (slug: string) => test.parts.find((p) => p.slug === slug)?.name ?? slug;
  return (
    <div className="pb-12">
      <section
        className="bg-gradient-to-b from-blue-50 to-white pt-6 pb-4 md:pt-10"
        aria-labelledby="mock-test-title"
      >
        <div className="mx-auto max-w-3xl px-4">
          <p className="text-sm font-semibold text-blue-800">
            <Link to={href.mockTests(lang)} className="underline underline-offset-2">
              {text.backToList}
            </Link>
          </p>
          <h1
            id="mock-test-title"
            className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl"
          >
            {format(text.testTitle, { id: test.id })}
          </h1>
          <p className="mt-2 text-slate-700 md:text-lg">{test.themes}</p>
          <p className="mt-2 text-sm text-slate-700">
            {text.estimate} {difficultyLine(text.difficulty)}
          </p>
          {/* In the prerendered page too (hidden without scripts), so nothing moves when they start. */}
          <button
            type="button"
            className={`js-only ${buttonClass.secondary} mt-3`}
            onClick={() => window.print()}
          >
            {text.printTest}
          </button>
        </div>
      </section>
      <div className="mx-auto mt-4 max-w-3xl space-y-8 px-4 print:hidden">
        <p className="flex flex-wrap gap-2">
          <Link to={href.mockRun(test.id, lang)} className={buttonClass.primary} data-testid="run-link">
            {text.run.link}
          </Link>
          <Link to={href.mockOral(test.id, lang)} className={buttonClass.secondary} data-testid="oral-link">
            {text.oral.link}
          </Link>
        </p>
        <PartLinks test={test} lang={lang} text={text} />
        <section aria-labelledby="subtests-title">
          <h2 id="subtests-title" className="text-xl font-bold text-slate-900">
            {text.subtestsTitle}
          </h2>
          <dl className="mt-2 grid gap-3 sm:grid-cols-2">
            {subtests.map((s) => (
              <div
                key={s.subtest}
                className="rounded-xl border border-slate-200 p-4"
                data-testid={`subtest-${s.subtest}`}
              >
                <dt className="font-semibold text-slate-900">{text.subtest[s.subtest]}</dt>
                <dd className="text-2xl font-bold text-slate-900">
                  {format(text.subtestScore, {
                    points: formatPoints(s.points, lang),
                    max: formatPoints(s.max, lang),
                  })}
                </dd>
                <dd className="text-sm text-slate-700">
                  {format(text.partsDone, { done: String(s.partsDone), parts: String(s.parts) })}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="history-title">
          <h2 id="history-title" className="text-xl font-bold text-slate-900">
            {text.historyTitle}
          </h2>
          {hydrated && rows.length > 0 ? (
            <table className="mt-2 w-full text-left" data-testid="attempts">
              <thead>
                <tr className="border-b border-slate-300 text-sm text-slate-700">
                  <th scope="col" className="py-1 pr-2">
                    {text.historyDate}
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    {text.historyPart}
                  </th>
                  <th scope="col" className="py-1 text-right">
                    {text.historyScore}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr
                    key={row.date + (row.kind === 'part' ? row.part : 'exam')}
                    className="border-b border-slate-200"
                    data-row={row.kind}
                  >
                    <td className="py-1 pr-2">{formatDate(row.date, lang)}</td>
                    <td className="py-1 pr-2">
                      {row.kind === 'part' ? (
                        partName(row.part)
                      ) : (
                        <>
                          {text.historyWholeExam}
                          {row.review && (
                            <Link
                              to={examHref(test.id, lang, row.date, 'run-review')}
                              className="flex min-h-6 w-fit items-center font-semibold text-blue-800 underline underline-offset-2"
                            >
                              {text.run.reviewTitle}
                              <span className="sr-only">
                                {' '}
                                ({format(text.run.historyOf, { date: formatDate(row.date, lang) })})
                              </span>
                            </Link>
                          )}
                        </>
                      )}
                    </td>
                    <td className="py-1 text-right whitespace-nowrap tabular-nums">
                      {formatPoints(row.points, lang)} / {formatPoints(row.max, lang)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="mt-2 text-slate-700">{text.historyEmpty}</p>
          )}
        </section>
      </div>
      <PrintedTest test={test.id} parts={print} lang={lang} text={text} />
    </div>
  );
}
