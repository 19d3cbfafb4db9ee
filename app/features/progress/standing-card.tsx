import { Link } from 'react-router';
import { linkClass } from '~/components/ui/button';
import { ORAL_BLOCK, WRITTEN_BLOCK } from '~/content/exam-format';
import { difficultyLine } from '~/content/model-tests/difficulty';
import { PART_TEXT } from '~/content/model-tests/part-text';
import { MODEL_TEST_IDS } from '~/content/model-tests/parts';
import type { PartResult } from '~/content/model-tests/results';
import { formatDay, formatPoints } from '~/i18n/format';
import { pick, type Lang } from '~/i18n/locales';
import { format, formatCount } from '~/i18n/messages';
import { progressMessages } from '~/i18n/progress-messages';
import type { ProgressMessages } from '~/i18n/progress-messages-en';
import { cn } from '~/lib/cn';
import { href } from '~/site/paths';
import type { OralResult, Rehearsal, RunResult } from '~/stores/model-test-records';
import { rehearsalFigures } from '~/stores/rehearsal-figures';
import { ResultsChart } from './results-chart';
import { chartPoints, oralStanding, writtenStanding, type Estimate, type SubtestStanding } from './standing';

type Text = ProgressMessages['standing'];

const H3 = 'text-lg font-bold text-slate-900';
const VERDICT = { above: 'text-green-800', edge: 'text-amber-800', below: 'text-red-800' } as const;

/** "Estimate: 150 of 225 points, likely between 128 and 170" with what it means for passing. */
function EstimateLine({ e, lang, text, testId }: { e: Estimate; lang: Lang; text: Text; testId: string }) {
  const points = (value: number) => formatPoints(value, lang);
  return (
    <div className="mt-2" data-testid={testId}>
      <p className="text-xl font-bold text-slate-900">
        {format(text.total, { points: points(e.points), max: points(e.max) })}
        <span className="block text-base font-semibold text-slate-800">
          {format(text.range, { low: points(e.low), high: points(e.high) })}
        </span>
      </p>
      <p className={cn('mt-1 font-semibold', VERDICT[e.verdict])}>{text.verdict[e.verdict]}</p>
      <p className="text-sm text-slate-700">{text.sure[e.sure]}</p>
    </div>
  );
}

/** Where a result came from: "Mock test 2, Reading, part 1, in the whole written exam (29 Nov): 20 of 25". */
function sourceLine(from: SubtestStanding['from'][number], lang: Lang, text: Text): string {
  const values = {
    test: from.test,
    date: formatDay(from.date, lang),
    points: formatPoints(from.points, lang),
    max: formatPoints(from.max, lang),
  };
  if (from.part === 'writing') return format(text.fromWriting, values);
  const part = pick(PART_TEXT[from.part].name, lang);
  return format(from.source === 'exam' ? text.fromExam : text.fromPart, { ...values, part });
}

function missingNames(s: SubtestStanding, lang: Lang, text: Text): string {
  return s.missing
    .map((m) => (m === 'writing' ? text.writingMissing : pick(PART_TEXT[m].name, lang)))
    .join(', ');
}

function SubtestRow({ s, lang, text }: { s: SubtestStanding; lang: Lang; text: Text }) {
  const points = (value: number) => formatPoints(value, lang);
  const e = s.estimate;
  return (
    <li className="py-3" data-testid={`standing-${s.subtest}`}>
      <p className="flex flex-wrap justify-between gap-x-4">
        <span className="font-semibold text-slate-900">{text.subtests[s.subtest]}</span>
        <span className="text-slate-900 tabular-nums">
          {e ? (
            <>
              <span className="font-bold">
                {format(text.pointsOf, { points: points(e.points), max: points(e.max) })}
              </span>{' '}
              {format(text.rangeShort, { low: points(e.low), high: points(e.high) })}
            </>
          ) : (
            <span className="text-slate-700">{text.none}</span>
          )}
        </span>
      </p>
      {e && (
        <p className="text-sm text-slate-700">
          {s.subtest === 'writing'
            ? text.selfAssessed
            : `${formatCount(lang, text.items, s.items)} · ${text.sure[e.sure]}`}
        </p>
      )}
      {s.from.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
          {s.from.map((f) => (
            <li key={`${f.part}-${f.date}`}>{sourceLine(f, lang, text)}</li>
          ))}
        </ul>
      )}
      {s.missing.length > 0 && (
        <p className="mt-1 text-sm text-slate-800">
          {format(text.missing, { parts: missingNames(s, lang, text) })}
        </p>
      )}
    </li>
  );
}

/**
 * "Where you stand": the written exam against its pass mark and each subtest from her latest
 * results (naming the tests they came from), a range and what is missing, a small chart of her
 * results, and the oral exam as a rough self-check. Every estimate says what our tests are.
 */
export function StandingCard({
  lang,
  results,
  runs,
  orals,
  rehearsals,
  solo,
  waiting = false,
}: {
  lang: Lang;
  results: PartResult[];
  runs: RunResult[];
  orals: OralResult[];
  rehearsals: number;
  /** Her solo oral rehearsals with their fluency figures, oldest first. */
  solo: readonly Rehearsal[];
  /**
   * True until the page has read the browser's stores: the card then waits (invisible in its place)
   * where a sheet is marked learned, and below its written pass mark where results are stored.
   */
  waiting?: boolean;
}) {
  const text = progressMessages(lang).standing;
  const written = writtenStanding(results, runs);
  const oral = oralStanding(orals, rehearsals);
  const points = (value: number) => formatPoints(value, lang);
  const missing = written.subtests.filter((s) => s.estimate === null);
  return (
    <section
      aria-labelledby="progress-standing"
      className="rounded-2xl border border-slate-200 p-5"
      data-testid="progress-standing"
      data-progress-waiting={waiting ? 'sheets' : undefined}
    >
      <h2 id="progress-standing" className="text-xl font-bold text-slate-900">
        {text.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700" data-testid="standing-note">
        {text.note} {difficultyLine(text.difficulty)}
      </p>

      <h3 className={cn(H3, 'mt-4')}>
        {format(text.writtenTitle, { pass: points(WRITTEN_BLOCK.pass), max: points(WRITTEN_BLOCK.max) })}
      </h3>
      <p className="text-sm text-slate-700">{text.writtenPass}</p>
      {/* From here on the card depends on her results. */}
      <div data-progress-waiting={waiting ? 'results' : undefined}>
        {written.total ? (
          <EstimateLine e={written.total} lang={lang} text={text} testId="standing-written" />
        ) : (
          <div className="mt-2 rounded-xl bg-amber-50 p-3" data-testid="standing-written">
            <p className="font-semibold text-slate-900">{text.noTotal}</p>
            <ul className="mt-1 list-disc pl-5 text-slate-800">
              {missing.map((s) => (
                <li key={s.subtest}>{text.subtests[s.subtest]}</li>
              ))}
            </ul>
          </div>
        )}
        <ul className="mt-2 divide-y divide-slate-200">
          {written.subtests.map((s) => (
            <SubtestRow key={s.subtest} s={s} lang={lang} text={text} />
          ))}
        </ul>

        <h3 className={cn(H3, 'mt-4')}>{text.chartTitle}</h3>
        <ResultsChart points={chartPoints(results, runs)} lang={lang} text={text} />

        <h3 className={cn(H3, 'mt-6')}>
          {format(text.oralTitle, { pass: points(ORAL_BLOCK.pass), max: points(ORAL_BLOCK.max) })}
        </h3>
        <p className="text-sm font-semibold text-amber-800">{text.oralRough}</p>
        {oral.estimate && oral.from ? (
          <>
            <EstimateLine e={oral.estimate} lang={lang} text={text} testId="standing-oral" />
            <p className="mt-1 text-sm text-slate-700">
              {format(text.oralFrom, {
                test: oral.from.test,
                date: formatDay(oral.from.date, lang),
                yes: String(oral.from.yes),
                of: String(oral.from.of),
              })}
            </p>
          </>
        ) : (
          <p className="mt-2 text-slate-800" data-testid="standing-oral">
            {text.oralMissing}{' '}
            <Link to={href.mockOral(MODEL_TEST_IDS[0], lang)} className={linkClass.inline}>
              {format(text.oralOpen, { test: MODEL_TEST_IDS[0] })}
            </Link>
          </p>
        )}
        <p className="mt-1 text-sm text-slate-700">
          {format(text.oralCounts, {
            checklists: String(oral.checklists),
            rehearsals: String(oral.rehearsals),
          })}
        </p>
        {solo.length > 0 && (
          <>
            <h3 className="mt-3 font-semibold text-slate-900">{text.soloTitle}</h3>
            <p className="text-sm text-slate-700">{text.soloNote}</p>
            <ul className="mt-1 space-y-1 text-slate-800" data-testid="standing-solo">
              {solo
                .slice(-5)
                .reverse()
                .map((r) => {
                  const figures = rehearsalFigures(r);
                  return (
                    <li key={r.date}>
                      {format(text.soloLine, {
                        test: r.test,
                        date: formatDay(r.date, lang),
                        within: String(figures.within),
                        turns: String(r.turns.length),
                        pause: String(Math.round(figures.longestPauseMs / 1000)),
                        silence: String(Math.round(figures.silence * 100)),
                      })}
                    </li>
                  );
                })}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
