import { BackupTools } from '~/components/backup-tools';
import { allPartResults, type TestKeys } from '~/content/model-tests/results';
import type { Lang } from '~/i18n/locales';
import { formatCount } from '~/i18n/messages';
import { progressMessages } from '~/i18n/progress-messages';
import { dayOf, type Day } from '~/lib/day';
import { useHydrated } from '~/lib/use-hydrated';
import { useModelTestRecords } from '~/stores/model-test-store';
import { useReadingProgress } from '~/stores/reading-progress';
import { useActivity } from '~/stores/study-activity';
import { DrillCard, SheetsCard, TestsCard, WeakCard, WritingCard, type WritingEntry } from './progress-cards';
import { daysPractised, drillSummary, latestByPart, sheetsSummary, weakestParts } from './progress-summary';
import { StandingCard } from './standing-card';
import {
  StoredProgressScript,
  useStoredProgressMark,
  type ProgressStoreKeys,
  type Waiting,
} from './stored-progress';

/** What the page reads from the tools' own stores (passed in by the route: features stay apart). */
export interface ProgressSources {
  drillCards: () => Readonly<Record<string, { box: number; due: Day }>>;
  deckSize: number;
  writing: () => WritingEntry[];
  /** Every model test's keys (item number → letter): a whole exam's parts are scored with them. */
  keys: Readonly<Record<string, TestKeys>>;
  /** The storage keys of everything the page shows (a stable object: the page marks `<html>` with it). */
  storeKeys: ProgressStoreKeys;
}

const NO_CARDS = {};

/**
 * "My progress": everything the learner did on this device in one place (sheets, drill, letters,
 * oral practice, model tests), the weakest parts with where to work on them, and the one backup
 * file. Prerendered as a learner who has done nothing yet sees it, every card with its heading, so
 * the first paint is the page (issue 37: its largest text no longer waits for the scripts); once
 * hydrated it shows what the browser holds. Where the browser holds something, what depends on it
 * waits invisible in its place until then (`stored-progress`). Without scripts it says why it is empty.
 */
export function ProgressPage({ lang, sources }: { lang: Lang; sources: ProgressSources }) {
  const text = progressMessages(lang);
  const hydrated = useHydrated();
  useStoredProgressMark(sources.storeKeys);
  // The stores' hooks give the empty value in the prerendered HTML and while hydrating; the plain
  // readers are read only once hydrated, for the same reason.
  const activity = useActivity();
  const learned = useReadingProgress().learned;
  const records = useModelTestRecords();
  const today = dayOf(new Date());
  const results = allPartResults(records.attempts, records.runs, (test) => sources.keys[test]);
  const latest = latestByPart(results);
  const rehearsals = Object.values(activity).reduce((n, day) => n + (day['oral-run'] ?? 0), 0);
  const waiting = (tokens: Waiting) => (hydrated ? undefined : tokens);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <StoredProgressScript keys={sources.storeKeys} />
      <h1 className="text-3xl font-extrabold text-slate-900">{text.title}</h1>
      <p className="mt-2 text-slate-700">{text.intro}</p>
      <noscript>
        <p className="mt-4 rounded-xl bg-amber-50 p-4 text-slate-900" data-testid="progress-noscript">
          {text.noScript}
        </p>
      </noscript>
      <div className="js-only mt-6 space-y-6" data-testid="progress">
        <p className="text-slate-800" data-testid="progress-week">
          <span className="font-semibold">{text.week.title}:</span>{' '}
          <span data-progress-waiting={waiting('results')}>
            {formatCount(lang, text.week.days, daysPractised(activity, today))}
          </span>
        </p>
        <SheetsCard lang={lang} summary={sheetsSummary(learned)} waiting={waiting} />
        <StandingCard
          lang={lang}
          results={results}
          runs={records.runs}
          orals={records.orals}
          rehearsals={rehearsals}
          solo={records.rehearsals ?? []}
          waiting={!hydrated}
        />
        <div className="space-y-6" data-progress-waiting={waiting('sheets results')}>
          <WeakCard lang={lang} latest={latest} weak={weakestParts(latest)} />
          <TestsCard lang={lang} latest={latest} runs={records.runs.length} />
          <DrillCard
            lang={lang}
            summary={drillSummary(hydrated ? sources.drillCards() : NO_CARDS, sources.deckSize, today)}
          />
          <WritingCard lang={lang} letters={hydrated ? sources.writing() : []} />
          <BackupTools lang={lang} />
        </div>
      </div>
    </div>
  );
}
