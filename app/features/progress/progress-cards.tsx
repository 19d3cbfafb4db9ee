import { Link } from 'react-router';
import { linkClass } from '~/components/ui/button';
import { findEntry } from '~/content/catalogue';
import { PART_TEXT } from '~/content/model-tests/part-text';
import { MODEL_TEST_IDS } from '~/content/model-tests/parts';
import { wordCount } from '~/content/writing-score';
import { formatPoints } from '~/i18n/format';
import { pick, type Lang } from '~/i18n/locales';
import { format, formatCount, messages } from '~/i18n/messages';
import { progressMessages } from '~/i18n/progress-messages';
import { href } from '~/site/paths';
import type { DrillSummary, LatestPart, SheetsSummary } from './progress-summary';
import type { Waiting } from './stored-progress';

/** A letter of the writing trainer as the progress page lists it. */
export interface WritingEntry {
  /** A sheet's route, or `mock-test-<id>` for a model test's written run. */
  route: string;
  /** A sheet's task after its first: its number on the sheet (the first task has none). */
  task?: number;
  text: string;
  handled: number;
  assessed: boolean;
}

/** `data-progress-waiting` of an element: its tokens until the page has read the stores. */
type WaitingMark = (tokens: Waiting) => Waiting | undefined;

const CARD = 'rounded-2xl border border-slate-200 p-5';
const LINK = linkClass.inline;
const H2 = 'text-xl font-bold text-slate-900';

/** Sheets learned by stage and the next on the path; its figures wait for the reading progress. */
export function SheetsCard({
  lang,
  summary,
  waiting,
}: {
  lang: Lang;
  summary: SheetsSummary;
  waiting: WaitingMark;
}) {
  const text = progressMessages(lang).sheets;
  const stageNames = messages(lang).stage;
  return (
    <section aria-labelledby="progress-sheets" className={CARD} data-testid="progress-sheets">
      <h2 id="progress-sheets" className={H2}>
        {text.title}:{' '}
        <span data-progress-waiting={waiting('sheets')}>
          {format(text.count, { learned: String(summary.learned), total: String(summary.total) })}
        </span>
      </h2>
      <ul className="mt-3 space-y-2">
        {summary.stages.map((s) => (
          <li key={s.stage}>
            <div className="flex justify-between text-sm font-semibold text-slate-800">
              <span>{stageNames[s.stage]}</span>
              <span data-progress-waiting={waiting('sheets')}>
                {format(text.count, { learned: String(s.learned), total: String(s.total) })}
              </span>
            </div>
            <progress
              className="mt-1 h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-blue-700 [&::-moz-progress-bar]:bg-blue-700"
              max={s.total}
              value={s.learned}
              aria-label={stageNames[s.stage]}
              data-progress-waiting={waiting('sheets')}
            />
          </li>
        ))}
      </ul>
      <p className="mt-3 text-slate-700" data-progress-waiting={waiting('sheets')}>
        {summary.next ? (
          <Link to={href.sheet(summary.next.route, lang)} className={LINK}>
            {format(text.next, { title: pick(summary.next.title, lang) })}
          </Link>
        ) : (
          text.all
        )}
      </p>
    </section>
  );
}

/** The weakest model-test parts (last result below 60 %), with where to learn and practise them. */
export function WeakCard({ lang, latest, weak }: { lang: Lang; latest: LatestPart[]; weak: LatestPart[] }) {
  const text = progressMessages(lang).weak;
  return (
    <section aria-labelledby="progress-weak" className={`${CARD} bg-amber-50`} data-testid="progress-weak">
      <h2 id="progress-weak" className={H2}>
        {text.title}
      </h2>
      {latest.length === 0 ? (
        <p className="mt-2 text-slate-700">{text.empty}</p>
      ) : weak.length === 0 ? (
        <p className="mt-2 text-slate-700">{text.none}</p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{text.intro}</p>
          <ul className="mt-2 space-y-2">
            {weak.map((r) => (
              <li key={r.part.slug}>
                <span className="font-semibold text-slate-900">
                  {pick(PART_TEXT[r.part.slug].name, lang)}: {r.percent} %
                </span>
                <span className="mt-1 flex flex-wrap gap-x-4 text-sm">
                  <Link
                    to={`${href.sheet(r.part.teaches.sheet, lang)}#${r.part.teaches.section}`}
                    className={LINK}
                  >
                    {format(text.learn, { section: pick(findEntry(r.part.teaches.sheet)!.title, lang) })}
                  </Link>
                  <Link to={href.mockPart(r.test, r.part.slug, lang)} className={LINK}>
                    {text.practise}
                  </Link>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The latest result of each model-test part and the whole written exams taken. */
export function TestsCard({ lang, latest, runs }: { lang: Lang; latest: LatestPart[]; runs: number }) {
  const text = progressMessages(lang).tests;
  return (
    <section aria-labelledby="progress-tests" className={CARD} data-testid="progress-tests">
      <h2 id="progress-tests" className={H2}>
        {text.title}
      </h2>
      {latest.length === 0 ? (
        <p className="mt-2 text-slate-700">{text.none}</p>
      ) : (
        <ul className="mt-2 space-y-1 text-slate-800">
          {[...latest]
            .sort((a, b) => a.part.first - b.part.first)
            .map((r) => (
              <li key={r.part.slug}>
                <span className="font-semibold">{pick(PART_TEXT[r.part.slug].name, lang)}</span>:{' '}
                {format(text.latest, {
                  points: formatPoints(r.points, lang),
                  max: formatPoints(r.max, lang),
                  percent: String(r.percent),
                })}
              </li>
            ))}
        </ul>
      )}
      {runs > 0 && <p className="mt-2 text-slate-800">{formatCount(lang, text.runs, runs)}</p>}
      <Link to={href.mockTests(lang)} className={`${LINK} mt-3 inline-block`}>
        {text.open}
      </Link>
    </section>
  );
}

/** The drill: phrases known, cards due today, cards not seen yet. */
export function DrillCard({ lang, summary }: { lang: Lang; summary: DrillSummary }) {
  const text = progressMessages(lang).drill;
  return (
    <section aria-labelledby="progress-drill" className={CARD} data-testid="progress-drill">
      <h2 id="progress-drill" className={H2}>
        {text.title}
      </h2>
      <ul className="mt-2 space-y-1 text-slate-800">
        <li>{formatCount(lang, text.known, summary.known)}</li>
        <li>{formatCount(lang, text.due, summary.due)}</li>
        <li>{formatCount(lang, text.fresh, summary.fresh)}</li>
      </ul>
      <Link to={href.drill(lang)} className={`${LINK} mt-3 inline-block`}>
        {text.open}
      </Link>
    </section>
  );
}

/** The writing trainer's letters: where each is, its words and guiding points, whether assessed. */
export function WritingCard({ lang, letters }: { lang: Lang; letters: WritingEntry[] }) {
  const text = progressMessages(lang).writing;
  const written = letters.filter((w) => w.text.trim() !== '');
  const nameOf = (route: string, task?: number) => {
    const entry = findEntry(route);
    if (entry) {
      const name = pick(entry.title, lang);
      return {
        name: task ? format(text.task, { name, n: String(task) }) : name,
        to: href.sheet(entry.route, lang),
      };
    }
    const test = route.replace(/^mock-test-/, '');
    return (MODEL_TEST_IDS as readonly string[]).includes(test)
      ? { name: `${messages(lang).mockTests.title} ${test}`, to: href.mockRun(test, lang) }
      : null;
  };
  return (
    <section aria-labelledby="progress-writing" className={CARD} data-testid="progress-writing">
      <h2 id="progress-writing" className={H2}>
        {text.title}
      </h2>
      {written.length === 0 ? (
        <p className="mt-2 text-slate-700">{text.none}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {written.map((w) => {
            const where = nameOf(w.route, w.task);
            if (!where) return null;
            return (
              <li key={`${w.route}-${w.task ?? 1}`}>
                <Link to={where.to} className={LINK}>
                  {where.name}
                </Link>
                <span className="block text-sm text-slate-700">
                  {formatCount(lang, text.words, wordCount([w.text]))} ·{' '}
                  {format(text.points, { count: String(w.handled) })} ·{' '}
                  {w.assessed ? text.assessed : text.started}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
