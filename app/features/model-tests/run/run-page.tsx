import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { useToast } from '~/components/ui/toast';
import { findPart, isListening } from '~/content/model-tests/parts';
import type { PartView } from '~/content/model-tests/part-view';
import type { WritingPractice } from '~/content/writing-practice';
import type { Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import { modelTestMessages } from '~/i18n/model-test-messages';
import type { ModelTestMessages } from '~/i18n/model-test-messages-en';
import { cn } from '~/lib/cn';
import type { RunResult, WrittenRun } from '~/stores/model-test-records';
import { finishRun, updateRun } from '~/stores/model-test-store';
import { href } from '~/site/paths';
import { useNow } from '../use-now';
import type { RunTrainerTools } from './run-trainer';
import { joinSchedules, listeningSchedule } from '../listening/schedule';
import { AskFirst, TestPageHeader } from '../page-parts';
import { warnOnce } from '../storage-warning';
import { useModelTestRecords } from '~/stores/model-test-store';
import { useHydrated } from '~/lib/use-hydrated';
import { collect, runStage } from './run-clock';
import { runResult, scoreRun, shownRun } from './run-result';
import { EXAM_PARAM } from '~/site/exam-link';
import { ListeningBlock, ReadingBlock } from './run-blocks';
import { History, ResultView } from './run-result-view';
import { ExamReview } from './run-review';
import { trainerRoute, WritingStage } from './run-writing';

type Text = ModelTestMessages;
type Listening = Extract<PartView['material'], { kind: 'listening' }>;

/**
 * `/mock-tests/<id>/exam`: the test's written block as on the day, on a clock that is the real
 * clock (the run's times are kept with the records, so a reload comes back to the same minute):
 * reading and Sprachbausteine for 90 minutes with a time coach, then the listening parts back to
 * back, then the e-mail in the writing trainer for 30 minutes, its self-assessment and the
 * estimated result. One run at a time; a run can be given up.
 */
export function RunPage({
  lang,
  test,
  parts,
  writing,
  trainer,
}: {
  lang: Lang;
  test: string;
  parts: PartView[];
  writing: WritingPractice;
  /** The writing trainer, handed in by the route. */
  trainer: RunTrainerTools;
}) {
  const text = modelTestMessages(lang);
  const r = text.run;
  const toast = useToast();
  const records = useModelTestRecords();
  const run = records.run;
  const mine = run?.test === test ? run : null;
  const { listeningParts, schedule } = useMemo(() => {
    const listeningParts = parts.filter((p) => isListening(findPart(p.slug)!));
    return {
      listeningParts,
      schedule: joinSchedules(
        listeningParts.map((p) => {
          const entry = findPart(p.slug)!;
          return listeningSchedule(
            isListening(entry) ? entry.slug : 'listening-1',
            (p.material as Listening).recordings,
          );
        }),
      ),
    };
  }, [parts]);
  const now = useNow(mine !== null);
  const warn = () => warnOnce(() => toast(text.storageFailed));
  const save = (change: (run: WrittenRun | null) => WrittenRun | null) => {
    if (!updateRun(change)) warn();
  };
  // What the clock has reached is collected (also what it reached while the page was closed).
  useEffect(() => {
    if (!mine) return;
    const next = collect(mine, now, schedule.total);
    if (next !== mine)
      save((current) => (current?.test === test ? collect(current, Date.now(), schedule.total) : current));
  });
  const stage = mine ? runStage(collect(mine, now, schedule.total), now) : null;
  const results = records.runs.filter((x) => x.test === test);

  return (
    <div className="pb-12">
      <TestPageHeader
        test={test}
        lang={lang}
        text={text}
        title={`${format(text.testTitle, { id: test })}: ${r.title}`}
      >
        {!mine && (
          <>
            <p className="mt-2 max-w-3xl text-slate-700">
              {format(r.intro, { listening: String(Math.round(schedule.total / 60_000)) })}
            </p>
            <p className="mt-2 max-w-3xl text-sm text-slate-700">{r.clockNote}</p>
          </>
        )}
        <noscript>
          <p className="mt-3 rounded-lg bg-amber-50 p-3 text-slate-900 ring-1 ring-amber-200">
            {text.noScript}
          </p>
        </noscript>
      </TestPageHeader>
      {/* In the prerendered page too (the start, hidden without scripts), so nothing moves when they start. */}
      <div className="js-only mx-auto mt-4 max-w-5xl px-4">
        {run && !mine ? (
          <OtherRun run={run} lang={lang} text={text} onGiveUp={() => save(() => null)} />
        ) : !mine || !stage ? (
          <Start
            lang={lang}
            text={text}
            results={results}
            parts={parts}
            onStart={() => {
              const started = Date.now();
              save(() => ({
                test,
                started,
                readingEnd: null,
                listening: null,
                listeningSkipped: false,
                writingStarted: null,
                writingEnd: null,
                answers: {},
              }));
              // A fresh e-mail for a fresh run.
              void trainer.letter().then((letter) => letter.reset(trainerRoute(test)));
            }}
          />
        ) : (
          <>
            {stage.kind === 'reading' && (
              <ReadingBlock run={mine} stage={stage} parts={parts} lang={lang} text={text} save={save} />
            )}
            {(stage.kind === 'listening-ready' || stage.kind === 'listening') && (
              <ListeningBlock
                run={mine}
                stage={stage}
                parts={listeningParts}
                schedule={schedule}
                lang={lang}
                text={text}
                save={save}
              />
            )}
            {(stage.kind === 'writing-ready' || stage.kind === 'writing' || stage.kind === 'result') && (
              <WritingStage
                test={test}
                run={mine}
                stage={stage}
                writing={writing}
                trainer={trainer}
                lang={lang}
                text={text}
                save={save}
                onResult={(points) => {
                  const score = scoreRun(parts, mine.answers, points, mine.listeningSkipped);
                  if (!finishRun(runResult(test, score, mine.answers, new Date()))) warn();
                  requestAnimationFrame(() => document.getElementById('run-result')?.focus());
                }}
              />
            )}
            <GiveUp text={text} onGiveUp={() => save(() => null)} />
          </>
        )}
      </div>
    </div>
  );
}

/** A confirmed "give up this run". */
function GiveUp({ text, onGiveUp }: { text: Text; onGiveUp: () => void }) {
  const r = text.run;
  return (
    <AskFirst
      className="mt-6"
      label={r.giveUp}
      question={r.giveUpConfirm}
      yes={r.giveUpYes}
      no={r.giveUpNo}
      onYes={onGiveUp}
      buttonClassName="min-h-11 text-sm font-semibold text-slate-700 underline"
    />
  );
}

function OtherRun({
  run,
  lang,
  text,
  onGiveUp,
}: {
  run: WrittenRun;
  lang: Lang;
  text: Text;
  onGiveUp: () => void;
}) {
  return (
    <div className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200" data-testid="other-run">
      <p className="text-slate-900">{format(text.run.otherRun, { id: run.test })}</p>
      <p className="mt-2">
        <Link
          to={href.mockRun(run.test, lang)}
          className="font-semibold text-blue-800 underline underline-offset-2"
        >
          {text.run.toOtherRun}
        </Link>
      </p>
      <GiveUp text={text} onGiveUp={onGiveUp} />
    </div>
  );
}

/** Before a run: what will happen, the start, the last result and the history of this test. */
function Start({
  lang,
  text,
  results,
  parts,
  onStart,
}: {
  lang: Lang;
  text: Text;
  results: RunResult[];
  parts: PartView[];
  onStart: () => void;
}) {
  const last = results.at(-1);
  const [params, setParams] = useSearchParams();
  // The link of an earlier exam (`?exam=<date>`) is read once scripts run: the prerendered page,
  // which the first render must match, is the same for every link.
  const hydrated = useHydrated();
  const { run: shown, unknown } = shownRun(results, hydrated ? params.get(EXAM_PARAM) : null);
  // A link to an exam's result or review (a bookmark, the test page) lands there once it is shown:
  // the browser looked for the place before the page had drawn it.
  const shownDate = shown?.date;
  useEffect(() => {
    const place = window.location.hash.slice(1);
    if (shownDate && (place === 'run-result' || place === 'run-review'))
      document.getElementById(place)?.scrollIntoView();
  }, [shownDate]);
  return (
    <div className="space-y-8">
      <div>
        <p className="text-sm text-slate-700">{text.run.voiceNote}</p>
        <button
          type="button"
          className={cn(buttonClass.primary, 'mt-3')}
          onClick={() => {
            // A new run's result is shown when it ends, not the earlier exam the link named.
            if (params.has(EXAM_PARAM)) setParams({}, { replace: true });
            onStart();
          }}
        >
          {last ? text.run.again : text.run.start}
        </button>
      </div>
      {unknown && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-slate-900 ring-1 ring-amber-200">
          {text.run.unknownExam}
        </p>
      )}
      {shown && (
        <ResultView
          score={scoreRun(parts, shown.answers, shown.writing, shown.listening === null)}
          test={shown.test}
          date={shown.date}
          lang={lang}
          text={text}
        />
      )}
      {shown && (
        <ExamReview
          parts={parts}
          answers={shown.answers}
          listeningSkipped={shown.listening === null}
          lang={lang}
          text={text}
        />
      )}
      <History results={results} shown={shown?.date} lang={lang} text={text} />
    </div>
  );
}
