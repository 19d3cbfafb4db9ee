import { linkClass } from '~/components/ui/button';
import { Link } from 'react-router';
import { BackupTools } from '~/components/backup-tools';
import { findEntry } from '~/content/catalogue';
import { MODEL_TEST_IDS } from '~/content/model-tests/parts';
import { PART_TEXT } from '~/content/model-tests/part-text';
import { wordCount } from '~/content/writing-score';
import { pick, type Lang } from '~/i18n/locales';
import { format, formatCount, messages } from '~/i18n/messages';
import { progressMessages } from '~/i18n/progress-messages';
import { dayOf, type Day } from '~/lib/day';
import { formatPoints } from '~/i18n/format';
import { readModelTestRecords } from '~/stores/model-test-store';
import { href } from '~/site/paths';
import { useReadingProgress } from '~/stores/reading-progress';
import { useActivity } from '~/stores/study-activity';
import { useHydrated } from '~/lib/use-hydrated';
import { allPartResults, type TestKeys } from '~/content/model-tests/results';
import { daysPractised, drillSummary, latestByPart, sheetsSummary, weakestParts } from './progress-summary';
import { StandingCard } from './standing-card';

/** A letter of the writing trainer as the progress page lists it. */
interface WritingEntry {
  /** A sheet's route, or `mock-test-<id>` for a model test's written run. */
  route: string;
  /** A sheet's task after its first: its number on the sheet (the first task has none). */
  task?: number;
  text: string;
  handled: number;
  assessed: boolean;
}

/** What the page reads from the tools' own stores (passed in by the route: features stay apart). */
export interface ProgressSources {
  drillCards: () => Readonly<Record<string, { box: number; due: Day }>>;
  deckSize: number;
  writing: () => WritingEntry[];
  /** Every model test's keys (item number → letter): a whole exam's parts are scored with them. */
  keys: Readonly<Record<string, TestKeys>>;
}

const CARD = 'rounded-2xl border border-slate-200 p-5';
const LINK = linkClass.inline;
const H2 = 'text-xl font-bold text-slate-900';

function SheetsCard({ lang }: { lang: Lang }) {
  const text = progressMessages(lang).sheets;
  const stageNames = messages(lang).stage;
  const summary = sheetsSummary(useReadingProgress().learned);
  return (
    <section aria-labelledby="progress-sheets" className={CARD} data-testid="progress-sheets">
      <h2 id="progress-sheets" className={H2}>
        {text.title}: {format(text.count, { learned: String(summary.learned), total: String(summary.total) })}
      </h2>
      <ul className="mt-3 space-y-2">
        {summary.stages.map((s) => (
          <li key={s.stage}>
            <div className="flex justify-between text-sm font-semibold text-slate-800">
              <span>{stageNames[s.stage]}</span>
              <span>{format(text.count, { learned: String(s.learned), total: String(s.total) })}</span>
            </div>
            <progress
              className="mt-1 h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-blue-700 [&::-moz-progress-bar]:bg-blue-700"
              max={s.total}
              value={s.learned}
              aria-label={stageNames[s.stage]}
            />
          </li>
        ))}
      </ul>
      <p className="mt-3 text-slate-700">
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

function DrillCard({ lang, sources, today }: { lang: Lang; sources: ProgressSources; today: Day }) {
  const text = progressMessages(lang).drill;
  const summary = drillSummary(sources.drillCards(), sources.deckSize, today);
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

function WritingCard({ lang, sources }: { lang: Lang; sources: ProgressSources }) {
  const text = progressMessages(lang).writing;
  const letters = sources.writing().filter((w) => w.text.trim() !== '');
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
      {letters.length === 0 ? (
        <p className="mt-2 text-slate-700">{text.none}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {letters.map((w) => {
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

function TestsCard({ lang, keys }: { lang: Lang; keys: ProgressSources['keys'] }) {
  const text = progressMessages(lang);
  const records = readModelTestRecords();
  const results = allPartResults(records.attempts, records.runs, (test) => keys[test]);
  const latest = latestByPart(results);
  const weak = weakestParts(latest);
  const activity = useActivity();
  const rehearsals = Object.values(activity).reduce((n, day) => n + (day['oral-run'] ?? 0), 0);
  return (
    <>
      <StandingCard
        lang={lang}
        results={results}
        runs={records.runs}
        orals={records.orals}
        rehearsals={rehearsals}
        solo={records.rehearsals ?? []}
      />
      <section aria-labelledby="progress-weak" className={`${CARD} bg-amber-50`} data-testid="progress-weak">
        <h2 id="progress-weak" className={H2}>
          {text.weak.title}
        </h2>
        {latest.length === 0 ? (
          <p className="mt-2 text-slate-700">{text.weak.empty}</p>
        ) : weak.length === 0 ? (
          <p className="mt-2 text-slate-700">{text.weak.none}</p>
        ) : (
          <>
            <p className="mt-2 text-slate-700">{text.weak.intro}</p>
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
                      {format(text.weak.learn, {
                        section: pick(findEntry(r.part.teaches.sheet)!.title, lang),
                      })}
                    </Link>
                    <Link to={href.mockPart(r.test, r.part.slug, lang)} className={LINK}>
                      {text.weak.practise}
                    </Link>
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section aria-labelledby="progress-tests" className={CARD} data-testid="progress-tests">
        <h2 id="progress-tests" className={H2}>
          {text.tests.title}
        </h2>
        {latest.length === 0 ? (
          <p className="mt-2 text-slate-700">{text.tests.none}</p>
        ) : (
          <ul className="mt-2 space-y-1 text-slate-800">
            {latest
              .sort((a, b) => a.part.first - b.part.first)
              .map((r) => (
                <li key={r.part.slug}>
                  <span className="font-semibold">{pick(PART_TEXT[r.part.slug].name, lang)}</span>:{' '}
                  {format(text.tests.latest, {
                    points: formatPoints(r.points, lang),
                    max: formatPoints(r.max, lang),
                    percent: String(r.percent),
                  })}
                </li>
              ))}
          </ul>
        )}
        {records.runs.length > 0 && (
          <p className="mt-2 text-slate-800">{formatCount(lang, text.tests.runs, records.runs.length)}</p>
        )}
        <Link to={href.mockTests(lang)} className={`${LINK} mt-3 inline-block`}>
          {text.tests.open}
        </Link>
      </section>
    </>
  );
}

/**
 * "My progress": everything the learner did on this device in one place (sheets, drill, letters,
 * oral practice, model tests), the weakest parts with where to work on them, and the one backup
 * file. It reads the browser, so it shows after hydration; without scripts it says why it is empty.
 */
export function ProgressPage({ lang, sources }: { lang: Lang; sources: ProgressSources }) {
  const text = progressMessages(lang);
  const hydrated = useHydrated();
  const activity = useActivity();
  const today = dayOf(new Date());
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-extrabold text-slate-900">{text.title}</h1>
      <p className="mt-2 text-slate-700">{text.intro}</p>
      <noscript>
        <p className="mt-4 rounded-xl bg-amber-50 p-4 text-slate-900" data-testid="progress-noscript">
          {text.noScript}
        </p>
      </noscript>
      {/* Reserved until the browser's stores are read, so the footer does not jump. */}
      <div className="mt-6 min-h-[80vh] space-y-6" data-testid="progress">
        {hydrated && (
          <>
            <p className="text-slate-800" data-testid="progress-week">
              <span className="font-semibold">{text.week.title}:</span>{' '}
              {formatCount(lang, text.week.days, daysPractised(activity, today))}
            </p>
            <SheetsCard lang={lang} />
            <TestsCard lang={lang} keys={sources.keys} />
            <DrillCard lang={lang} sources={sources} today={today} />
            <WritingCard lang={lang} sources={sources} />
            <BackupTools lang={lang} />
          </>
        )}
      </div>
    </div>
  );
}
