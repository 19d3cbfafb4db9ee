import { Link } from 'react-router';
import { findPart } from '~/content/model-tests/parts';
import { langAttr, type Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import type { ModelTestMessages } from '~/i18n/model-test-messages-en';
import { cn } from '~/lib/cn';
import type { RunResult } from '~/stores/model-test-records';
import { href } from '~/site/paths';
import { examHref } from '~/site/exam-link';
import { formatDate, formatPoints } from '~/i18n/format';
import { SUBTEST_MAXIMA, WRITTEN_MAX, WRITTEN_PASS, ORAL_MAX, ORAL_PASS, type RunScore } from './run-result';
import { writtenTotal } from '~/content/model-tests/results';
import { difficultyLine } from '~/content/model-tests/difficulty';

type Text = ModelTestMessages;

/** The estimated result of a run: subtests, the written total against 135, the oral, what to practise. */
export function ResultView({
  score,
  test,
  date,
  lang,
  text,
}: {
  score: RunScore;
  test: string;
  /** When this exam was finished (ISO): the page may show an earlier one than the latest. */
  date: string;
  lang: Lang;
  text: Text;
}) {
  const r = text.run;
  const points = (value: number) => formatPoints(value, lang);
  const rows = [
    { name: text.subtest.reading, value: score.subtests.reading, max: SUBTEST_MAXIMA.reading },
    { name: text.subtest.language, value: score.subtests.language, max: SUBTEST_MAXIMA.language },
    { name: text.subtest.listening, value: score.subtests.listening, max: SUBTEST_MAXIMA.listening },
    { name: r.writing, value: score.subtests.writing, max: SUBTEST_MAXIMA.writing },
  ];
  return (
    <section aria-labelledby="run-result" className="space-y-6" data-testid="run-result">
      <div>
        <h2 id="run-result" tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
          {r.resultTitle}
        </h2>
        <p className="mt-1 text-slate-700" data-testid="run-date">
          {format(r.shownDate, { date: formatDate(date, lang) })}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {r.estimate} {difficultyLine(text.difficulty)}
        </p>
      </div>
      <table className="w-full max-w-xl text-left">
        <thead>
          <tr className="border-b border-slate-300 text-sm text-slate-700">
            <th scope="col" className="py-1">
              {r.subtest}
            </th>
            <th scope="col" className="py-1 text-right">
              {r.points}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} className="border-b border-slate-200">
              <th scope="row" className="py-1 font-normal">
                {row.name}
              </th>
              <td className="py-1 text-right tabular-nums">
                {row.value === null
                  ? row.max === SUBTEST_MAXIMA.writing
                    ? r.notAssessedShort
                    : r.skipped
                  : `${points(row.value)} / ${points(row.max)}`}
              </td>
            </tr>
          ))}
          <tr className="font-bold">
            <th scope="row" className="py-1">
              {r.written}
            </th>
            <td className="py-1 text-right tabular-nums" data-testid="run-total">
              {points(score.written)} / {points(WRITTEN_MAX)}
            </td>
          </tr>
        </tbody>
      </table>
      <div>
        <p className={cn('font-semibold', score.passed ? 'text-green-800' : 'text-red-800')}>
          {format(score.passed ? r.passed : r.failed, {
            points: points(score.written),
            max: points(WRITTEN_MAX),
            missing: points(WRITTEN_PASS - score.written),
          })}
        </p>
        <p className="text-sm text-slate-700">
          {format(r.passMark, { pass: points(WRITTEN_PASS), max: points(WRITTEN_MAX) })}
        </p>
      </div>
      {score.passed && (
        <div>
          <h3 className="text-lg font-bold text-slate-900">{r.oralTitle}</h3>
          <p className="text-slate-700">
            {format(r.oralPass, { pass: points(ORAL_PASS), max: points(ORAL_MAX) })}
          </p>
          {score.withOralPass && (
            <p className="text-slate-700" data-testid="run-grade">
              {format(r.withOralPass, {
                pass: points(ORAL_PASS),
                total: points(score.written + ORAL_PASS),
              })}{' '}
              <strong lang={langAttr('de', lang)}>{r.grades[score.withOralPass]}</strong>
            </p>
          )}
          <table className="mt-2 text-left">
            <thead>
              <tr className="border-b border-slate-300 text-sm text-slate-700">
                <th scope="col" className="py-1 pr-6">
                  {r.oralGrade}
                </th>
                <th scope="col" className="py-1 text-right">
                  {r.oralNeeded}
                </th>
              </tr>
            </thead>
            <tbody>
              {score.oral.map((o) => (
                <tr key={o.grade} className="border-b border-slate-200">
                  <th scope="row" className="py-1 pr-6 font-normal" lang={langAttr('de', lang)}>
                    {r.grades[o.grade]}
                  </th>
                  <td className="py-1 text-right tabular-nums">
                    {o.needed === null ? r.oralOut : `${points(o.needed)} / ${points(ORAL_MAX)}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {score.weakest.length > 0 && (
        <div>
          <h3 className="text-lg font-bold text-slate-900">{r.weakestTitle}</h3>
          <ul className="mt-2 space-y-2">
            {score.weakest.map((w) => (
              <li key={w.slug}>
                <Link
                  to={href.mockPart(test, findPart(w.slug)!.slug, lang)}
                  className="font-semibold text-blue-800 underline underline-offset-2"
                >
                  {format(r.practise, { name: w.name })}
                </Link>{' '}
                <span className="text-sm text-slate-700">
                  ({format(r.weakestShare, { share: String(Math.round(w.share * 100)) })})
                </span>
                <br />
                <a href={w.teaches.href} className="text-sm text-blue-800 underline underline-offset-2">
                  {format(text.learn, { title: w.teaches.title })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {score.traps.length > 0 && (
        <div>
          <h3 className="text-lg font-bold text-slate-900">{r.trapsTitle}</h3>
          <ul className="mt-2 list-disc pl-6">
            {score.traps.slice(0, 4).map((t) => (
              <li key={t.trap}>
                {t.trap === 'blank' ? r.blankTrap : t.name}: {t.count}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/**
 * Every finished run of this test with its date, total and the change since the one before; each
 * leads to its result and review above (`shown`: the one shown there).
 */
export function History({
  results,
  shown,
  lang,
  text,
}: {
  results: RunResult[];
  shown: string | undefined;
  lang: Lang;
  text: Text;
}) {
  const r = text.run;
  return (
    <section aria-labelledby="run-history">
      <h2 id="run-history" className="text-xl font-bold text-slate-900">
        {r.historyTitle}
      </h2>
      {results.length === 0 ? (
        <p className="mt-2 text-slate-700">{r.historyEmpty}</p>
      ) : (
        <table className="mt-2 w-full text-left" data-testid="run-history">
          <thead>
            <tr className="border-b border-slate-300 text-sm text-slate-700">
              <th scope="col" className="py-1 pr-2">
                {text.historyDate}
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                {r.historyTotal}
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                {r.historyChange}
              </th>
              <th scope="col" className="py-1 text-right">
                {r.historyReview}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...results].reverse().map((result, i, list) => {
              const total = writtenTotal(result);
              const before = list[i + 1];
              const change = before ? total - writtenTotal(before) : null;
              return (
                <tr
                  key={result.date}
                  className="border-b border-slate-200"
                  aria-current={result.date === shown ? 'true' : undefined}
                >
                  <td className="py-1 pr-2">{formatDate(result.date, lang)}</td>
                  <td className="py-1 pr-2 text-right tabular-nums">
                    {formatPoints(total, lang)} / {formatPoints(WRITTEN_MAX, lang)}
                  </td>
                  <td className="py-1 pr-2 text-right text-sm text-slate-700">
                    {change === null
                      ? ''
                      : change === 0
                        ? r.trendSame
                        : format(change > 0 ? r.trendUp : r.trendDown, {
                            points: formatPoints(Math.abs(change), lang),
                          })}
                  </td>
                  <td className="py-1 text-right text-sm">
                    {result.date === shown ? (
                      <span className="text-slate-700">{r.historyShown}</span>
                    ) : (
                      <Link
                        to={examHref(result.test, lang, result.date, 'run-result')}
                        className="inline-flex min-h-6 items-center font-semibold text-blue-800 underline underline-offset-2"
                      >
                        {r.historyShow}
                        <span className="sr-only">
                          {' '}
                          ({format(r.historyOf, { date: formatDate(result.date, lang) })})
                        </span>
                      </Link>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
