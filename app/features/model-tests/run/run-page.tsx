import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { useToast } from '~/components/ui/toast';
import { findPart, isListening } from '~/content/model-tests/parts';
import type { PartView } from '~/content/model-tests/part-view';
import type { WritingPractice } from '~/content/writing-practice';
import { langAttr, type Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import { modelTestMessages } from '~/i18n/model-test-messages';
import type { ModelTestMessages } from '~/i18n/model-test-messages-en';
import { cn } from '~/lib/cn';
import type { RunResult, WrittenRun } from '~/lib/model-test-records';
import { finishRun, updateRun } from '~/lib/model-test-store';
import { href } from '~/site/paths';
import { clockText } from '~/lib/stopwatch';
import { useHydrated } from '~/lib/use-hydrated';
import { AnswerSheet } from '../answer-sheet';
import { formatDate, formatPoints } from '~/i18n/format';
import { ExamRun, stepLabel, useNow } from '../listening/exam-run';
import type { RunTrainerTools } from './run-trainer';
import { joinSchedules, listeningSchedule, type Step } from '../listening/schedule';
import { useGermanVoices } from '../listening/use-german-voices';
import { PartMaterial } from '../part-material';
import { AskFirst, TestPageHeader, ViewToggle } from '../page-parts';
import { warnOnce } from '../storage-warning';
import { useModelTestRecords } from '~/lib/model-test-store';
import { canMark, collect, runStage, timeCoach, type RunStage } from './run-clock';
import {
  runResult,
  scoreRun,
  SUBTEST_MAXIMA,
  WRITTEN_MAX,
  WRITTEN_PASS,
  ORAL_MAX,
  ORAL_PASS,
  writtenTotal,
  type RunScore,
} from './run-result';

type Text = ModelTestMessages;
type Listening = Extract<PartView['material'], { kind: 'listening' }>;
const NONE = () => [];

/** The writing trainer's session of a run's e-mail: one per test. */
const trainerRoute = (test: string) => `mock-test-${test}`;

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
  const hydrated = useHydrated();
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
      <div className="mx-auto mt-4 max-w-5xl px-4">
        {!hydrated ? null : run && !mine ? (
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
            {(stage.kind === 'writing-ready' || stage.kind === 'writing') && (
              <WritingBlock
                test={test}
                run={mine}
                stage={stage}
                writing={writing}
                trainer={trainer}
                lang={lang}
                text={text}
                save={save}
              />
            )}
            {stage.kind === 'result' && (
              <AssessBlock
                test={test}
                writing={writing}
                trainer={trainer}
                lang={lang}
                text={text}
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

/** "Hand in now", confirmed: the page is collected before its time. */
function HandIn({ text, onHandIn }: { text: Text; onHandIn: () => void }) {
  const r = text.run;
  return (
    <AskFirst
      label={r.handIn}
      question={r.handInConfirm}
      yes={r.handInYes}
      no={r.handInNo}
      onYes={onHandIn}
    />
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
  return (
    <div className="space-y-8">
      <div>
        <p className="text-sm text-slate-700">{text.run.voiceNote}</p>
        <button type="button" className={cn(buttonClass.primary, 'mt-3')} onClick={onStart}>
          {last ? text.run.again : text.run.start}
        </button>
      </div>
      {last && (
        <ResultView
          score={scoreRun(parts, last.answers, last.writing, last.listening === null)}
          test={last.test}
          lang={lang}
          text={text}
        />
      )}
      <History results={results} lang={lang} text={text} />
    </div>
  );
}

/** Part tabs, material and answer sheet of the 90 minutes, with the clock and the time coach. */
function ReadingBlock({
  run,
  stage,
  parts,
  lang,
  text,
  save,
}: {
  run: WrittenRun;
  stage: Extract<RunStage, { kind: 'reading' }>;
  parts: PartView[];
  lang: Lang;
  text: Text;
  save: (change: (run: WrittenRun | null) => WrittenRun | null) => void;
}) {
  const r = text.run;
  const block = parts.filter((p) => !isListening(findPart(p.slug)!));
  const [selected, setSelected] = useState(block[0]!.slug);
  const [view, setView] = useState<'text' | 'answers'>('text');
  const part = block.find((p) => p.slug === selected) ?? block[0]!;
  const answered = (p: PartView) => p.items.filter((i) => run.answers[i.n] !== undefined).length;
  const done = block.filter((p) => answered(p) === p.items.length).length;
  const coach = timeCoach(stage.elapsed, done, block.length);
  const minute = String(Math.floor(stage.elapsed / 60_000));
  const coachText = format(
    coach.status === 'behind' ? r.coachBehind : coach.status === 'ahead' ? r.coachAhead : r.coachOnPlan,
    { minute, done: String(done), expected: String(coach.expected) },
  );
  const onAnswer = (n: number, letter: string) =>
    save((current) =>
      current && canMark(runStage(current, Date.now()), n)
        ? { ...current, answers: { ...current.answers, [n]: letter } }
        : current,
    );
  const filled = (n: number) => {
    const letter = run.answers[n];
    if (!letter) return undefined;
    if (part.material.kind === 'gap-box') return part.material.box.find(([l]) => l === letter)?.[1];
    return part.items.find((i) => i.n === n)?.options.find((o) => o.letter === letter)?.text;
  };
  return (
    <div data-testid="run-reading">
      {/* In view while scrolling: the clock and, on a phone, the switch between texts and sheet. */}
      <div className="sticky top-0 z-10 -mx-4 border-b border-slate-200 bg-white/95 px-4 py-2">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <h2 className="font-bold text-slate-900">{r.readingTitle}</h2>
          <p
            className="rounded-lg bg-slate-900 px-3 py-1 font-mono text-lg font-bold text-white tabular-nums"
            data-testid="run-clock"
          >
            {format(r.left, { time: clockText(stage.left, lang, 'up') })}
          </p>
        </div>
        <ViewToggle className="mt-2" view={view} onChange={setView} text={text} />
      </div>
      <p
        className={cn('mt-2 text-sm', coach.status === 'behind' ? 'text-amber-900' : 'text-slate-700')}
        data-testid="run-coach"
      >
        {coachText}
      </p>
      <div role="group" aria-label={r.partsLabel} className="mt-2 flex flex-wrap gap-1">
        {block.map((p) => (
          <button
            key={p.slug}
            type="button"
            aria-pressed={p.slug === part.slug}
            onClick={() => setSelected(p.slug)}
            className={cn(
              'min-h-11 rounded-lg px-3 text-left text-sm font-semibold ring-1 ring-blue-200',
              p.slug === part.slug ? 'bg-blue-700 text-white' : 'bg-white text-blue-800',
            )}
          >
            {p.name}
            <span className="block text-xs font-normal">
              {format(r.answered, { done: String(answered(p)), count: String(p.items.length) })}
            </span>
          </button>
        ))}
      </div>
      <p className="mt-3 text-slate-700">
        <span className="font-semibold">{text.task}: </span>
        {part.instructions}
      </p>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className={cn(view !== 'text' && 'max-lg:hidden')}>
          <PartMaterial
            material={part.material}
            lang={lang}
            text={text}
            quotes={[]}
            quotesOf={NONE}
            filled={filled}
          />
        </div>
        <section aria-labelledby="run-sheet" className={cn(view !== 'answers' && 'max-lg:hidden')}>
          <h2 id="run-sheet" className="mb-3 text-xl font-bold text-slate-900">
            {text.answerSheet}
          </h2>
          <AnswerSheet
            part={part}
            lang={lang}
            text={text}
            answers={run.answers}
            modeOf={() => 'open'}
            disabled={false}
            onAnswer={onAnswer}
          />
        </section>
      </div>
      <div className="mt-6">
        <HandIn
          text={text}
          onHandIn={() =>
            save((current) =>
              current && current.readingEnd === null ? { ...current, readingEnd: Date.now() } : current,
            )
          }
        />
      </div>
    </div>
  );
}

/** The three listening parts as one recording, and their answer sheet (41–60). */
function ListeningBlock({
  run,
  stage,
  parts,
  schedule,
  lang,
  text,
  save,
}: {
  run: WrittenRun;
  stage: RunStage;
  parts: PartView[];
  schedule: ReturnType<typeof joinSchedules>;
  lang: Lang;
  text: Text;
  save: (change: (run: WrittenRun | null) => WrittenRun | null) => void;
}) {
  const r = text.run;
  const voices = useGermanVoices();
  const hasVoice = Array.isArray(voices) && voices.length > 0;
  const label = (step: Step) => {
    const part = parts[step.part ?? 0]!;
    const entry = findPart(part.slug)!;
    return `${part.name} · ${stepLabel(step, part.material as Listening, isListening(entry) ? entry.slug : 'listening-1', text.listening)}`;
  };
  const onAnswer = (n: number, letter: string) =>
    save((current) =>
      current && canMark(runStage(current, Date.now()), n)
        ? { ...current, answers: { ...current.answers, [n]: letter } }
        : current,
    );
  return (
    <div data-testid="run-listening">
      <p className="mb-3 font-semibold text-slate-900" role="status">
        {r.collected}
      </p>
      <h2 className="text-xl font-bold text-slate-900">{r.listeningTitle}</h2>
      <div className="mt-3 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-3">
          {!hasVoice && voices !== 'checking' && (
            <p
              className="rounded-xl bg-amber-50 p-4 text-slate-900 ring-1 ring-amber-200"
              data-testid="no-voice"
            >
              {voices === 'unsupported' ? text.listening.noSpeech : text.listening.noVoice}
            </p>
          )}
          <ExamRun
            schedule={schedule}
            label={label}
            about={format(r.listeningAbout, { minutes: String(Math.round(schedule.total / 60_000)) })}
            startLabel={r.startListening}
            voices={hasVoice ? voices : null}
            lang={lang}
            t={text.listening}
            run={run.listening}
            onStart={(play) => save((c) => (c ? { ...c, listening: { ...play, over: false } } : c))}
            onLag={(lag) => save((c) => (c?.listening ? { ...c, listening: { ...c.listening, lag } } : c))}
            onOver={() =>
              save((c) => (c?.listening ? { ...c, listening: { ...c.listening, over: true } } : c))
            }
          />
          {stage.kind === 'listening-ready' && (
            <button
              type="button"
              className={buttonClass.secondary}
              onClick={() => save((c) => (c ? { ...c, listeningSkipped: true } : c))}
            >
              {r.skipListening}
            </button>
          )}
        </div>
        <section aria-labelledby="run-listening-sheet">
          <h2 id="run-listening-sheet" className="mb-3 text-xl font-bold text-slate-900">
            {text.answerSheet}
          </h2>
          {parts.map((part) => (
            <div key={part.slug} className="mb-4">
              <h3 className="mb-2 font-bold text-slate-900">{part.name}</h3>
              <AnswerSheet
                part={part}
                lang={lang}
                text={text}
                answers={run.answers}
                modeOf={() => 'open'}
                disabled={stage.kind !== 'listening'}
                onAnswer={onAnswer}
              />
            </div>
          ))}
        </section>
      </div>
    </div>
  );
}

/** The 30 minutes of the e-mail: the task, the clock, the writing trainer, handing in. */
function WritingBlock({
  test,
  run,
  stage,
  writing,
  trainer,
  lang,
  text,
  save,
}: {
  test: string;
  run: WrittenRun;
  stage: RunStage;
  writing: WritingPractice;
  trainer: RunTrainerTools;
  lang: Lang;
  text: Text;
  save: (change: (run: WrittenRun | null) => WrittenRun | null) => void;
}) {
  const r = text.run;
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <div data-testid="run-writing">
      <p className="mb-3 font-semibold text-slate-900" role="status">
        {run.listeningSkipped ? r.collected : r.listeningCollected}
      </p>
      <h2 className="text-xl font-bold text-slate-900">{r.writingTitle}</h2>
      <p className="mt-2 text-slate-700">{r.writingAbout}</p>
      {stage.kind === 'writing' && (
        <p
          className="mt-3 inline-block rounded-lg bg-slate-900 px-3 py-1 font-mono text-lg font-bold text-white tabular-nums"
          data-testid="run-clock"
        >
          {format(r.left, { time: clockText(stage.left, lang, 'up') })}
        </p>
      )}
      <TaskSheet writing={writing} lang={lang} />
      <div className="mt-4 flex flex-wrap gap-2">
        {stage.kind === 'writing-ready' ? (
          <button
            type="button"
            className={buttonClass.primary}
            onClick={() =>
              save((c) => (c && c.writingStarted === null ? { ...c, writingStarted: Date.now() } : c))
            }
          >
            {r.startWriting}
          </button>
        ) : (
          <>
            <button ref={opener} type="button" className={buttonClass.primary} onClick={() => setOpen(true)}>
              {r.openTrainer}
            </button>
            <HandIn
              text={text}
              onHandIn={() =>
                save((c) => (c && c.writingEnd === null ? { ...c, writingEnd: Date.now() } : c))
              }
            />
          </>
        )}
      </div>
      {open && (
        <RunTrainer
          test={test}
          lang={lang}
          writing={writing}
          trainer={trainer}
          onClose={() => setOpen(false)}
          opener={opener}
        />
      )}
    </div>
  );
}

/** The writing trainer on the run's e-mail (its own session per test), loaded when first opened. */
function RunTrainer({
  test,
  lang,
  writing,
  trainer: { Trainer },
  onClose,
  opener,
}: {
  test: string;
  lang: Lang;
  writing: WritingPractice;
  trainer: RunTrainerTools;
  onClose: () => void;
  opener: { current: HTMLButtonElement | null };
}) {
  return (
    <Suspense fallback={null}>
      <Trainer
        route={trainerRoute(test)}
        lang={lang}
        practice={writing}
        open
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        onClosed={() => opener.current?.focus()}
      />
    </Suspense>
  );
}

/** The task sheet of the e-mail: the situation and e-mail received, the four guiding points. */
function TaskSheet({ writing, lang }: { writing: WritingPractice; lang: Lang }) {
  return (
    <div className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="font-semibold text-slate-900">{writing.task.title}</h3>
      <blockquote
        className="mt-2 space-y-1 border-l-4 border-slate-300 pl-3 text-slate-800"
        lang={langAttr('de', lang)}
      >
        {writing.task.text.map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </blockquote>
      <ol className="mt-3 list-decimal space-y-1 pl-6" lang={langAttr('de', lang)}>
        {writing.task.points.map((p) => (
          <li key={p.german}>{p.german}</li>
        ))}
      </ol>
    </div>
  );
}

/** After the e-mail is collected: its self-assessment in the trainer, then the result. */
function AssessBlock({
  test,
  writing,
  trainer,
  lang,
  text,
  onResult,
}: {
  test: string;
  writing: WritingPractice;
  trainer: RunTrainerTools;
  lang: Lang;
  text: Text;
  onResult: (writingPoints: number | null) => void;
}) {
  const r = text.run;
  const [open, setOpen] = useState(false);
  const [unassessed, setUnassessed] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const assess = async () => {
    (await trainer.letter()).toAssessment(trainerRoute(test));
    setOpen(true);
  };
  const result = async () => {
    const points = (await trainer.letter()).points(trainerRoute(test));
    if (points === null && !unassessed) {
      setUnassessed(true);
      return;
    }
    onResult(points);
  };
  return (
    <div data-testid="run-assess">
      <p className="mb-3 font-semibold text-slate-900" role="status">
        {r.writingCollected}
      </p>
      <h2 className="text-xl font-bold text-slate-900">{r.assessTitle}</h2>
      <p className="mt-2 text-slate-700">{r.assessAbout}</p>
      {unassessed && (
        <p className="mt-3 rounded-xl bg-amber-50 p-3 text-slate-900 ring-1 ring-amber-200" role="alert">
          {r.notAssessed}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <button ref={opener} type="button" className={buttonClass.secondary} onClick={() => void assess()}>
          {r.openAssess}
        </button>
        <button type="button" className={buttonClass.primary} onClick={() => void result()}>
          {r.showResult}
        </button>
      </div>
      {open && (
        <RunTrainer
          test={test}
          lang={lang}
          writing={writing}
          trainer={trainer}
          onClose={() => setOpen(false)}
          opener={opener}
        />
      )}
    </div>
  );
}

/** The estimated result of a run: subtests, the written total against 135, the oral, what to practise. */
function ResultView({ score, test, lang, text }: { score: RunScore; test: string; lang: Lang; text: Text }) {
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
        <p className="mt-1 text-sm text-slate-700">{r.estimate}</p>
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

/** Every finished run of this test with its date, total and the change since the one before. */
function History({ results, lang, text }: { results: RunResult[]; lang: Lang; text: Text }) {
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
              <th scope="col" className="py-1 text-right">
                {r.historyChange}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...results].reverse().map((result, i, list) => {
              const total = writtenTotal(result);
              const before = list[i + 1];
              const change = before ? total - writtenTotal(before) : null;
              return (
                <tr key={result.date} className="border-b border-slate-200">
                  <td className="py-1 pr-2">{formatDate(result.date, lang)}</td>
                  <td className="py-1 pr-2 text-right tabular-nums">
                    {formatPoints(total, lang)} / {formatPoints(WRITTEN_MAX, lang)}
                  </td>
                  <td className="py-1 text-right text-sm text-slate-700">
                    {change === null
                      ? ''
                      : change === 0
                        ? r.trendSame
                        : format(change > 0 ? r.trendUp : r.trendDown, {
                            points: formatPoints(Math.abs(change), lang),
                          })}
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
