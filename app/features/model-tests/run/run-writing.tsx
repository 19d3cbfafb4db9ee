import { Suspense, useRef, useState } from 'react';
import { buttonClass } from '~/components/ui/button';
import type { WritingPractice } from '~/content/writing-practice';
import { langAttr, type Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import type { ModelTestMessages } from '~/i18n/model-test-messages-en';
import type { WrittenRun } from '~/stores/model-test-records';
import { clockText } from '~/lib/stopwatch';
import type { RunTrainerTools } from './run-trainer';
import { writingEnded, writingWatch, type RunStage } from './run-clock';
import { HandIn } from './run-blocks';

type Text = ModelTestMessages;

/** The writing trainer's session of a run's e-mail: one per test. */
export const trainerRoute = (test: string) => `mock-test-${test}`;

/**
 * The e-mail of a run, from the start of its 30 minutes to its self-assessment: the page's block
 * of the stage and the one writing trainer both open. The trainer stays open across the
 * collection: at the end of the time the e-mail is collected inside it, not by closing it. It
 * shows the run's clock, never one of its own.
 */
export function WritingStage({
  test,
  run,
  stage,
  writing,
  trainer,
  lang,
  text,
  save,
  onResult,
}: {
  test: string;
  run: WrittenRun;
  stage: RunStage;
  writing: WritingPractice;
  trainer: RunTrainerTools;
  lang: Lang;
  text: Text;
  save: (change: (run: WrittenRun | null) => WrittenRun | null) => void;
  onResult: (writingPoints: number | null) => void;
}) {
  const [open, setOpen] = useState(false);
  // The button that opened the trainer, or the one that took its place when the e-mail was collected.
  const opener = useRef<HTMLButtonElement>(null);
  const watch = writingWatch(run);
  return (
    <>
      {stage.kind === 'result' ? (
        <AssessBlock
          test={test}
          ended={writingEnded(run)}
          writing={writing}
          lang={lang}
          trainer={trainer}
          text={text}
          opener={opener}
          onOpen={() => setOpen(true)}
          onResult={onResult}
        />
      ) : (
        <WritingBlock
          run={run}
          stage={stage}
          writing={writing}
          lang={lang}
          text={text}
          save={save}
          opener={opener}
          onOpen={() => setOpen(true)}
        />
      )}
      {open && (
        <Suspense fallback={null}>
          <trainer.Trainer
            route={trainerRoute(test)}
            lang={lang}
            practice={writing}
            clock={watch ? { watch, ended: writingEnded(run) } : undefined}
            // The exam's sheet is German: translations only once the e-mail is collected.
            glosses={stage.kind === 'result' && lang === 'en'}
            open
            onOpenChange={(open) => {
              if (!open) setOpen(false);
            }}
            onClosed={() => opener.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}

/** The 30 minutes of the e-mail: the task, the clock, the writing trainer, handing in. */
function WritingBlock({
  run,
  stage,
  writing,
  lang,
  text,
  save,
  opener,
  onOpen,
}: {
  run: WrittenRun;
  stage: RunStage;
  writing: WritingPractice;
  lang: Lang;
  text: Text;
  save: (change: (run: WrittenRun | null) => WrittenRun | null) => void;
  opener: { current: HTMLButtonElement | null };
  onOpen: () => void;
}) {
  const r = text.run;
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
            <button ref={opener} type="button" className={buttonClass.primary} onClick={onOpen}>
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
    </div>
  );
}

/**
 * The task sheet of the e-mail: the situation and e-mail received, the instruction line, the four
 * guiding points. German, as the exam's sheet; with `glosses` (the English page once the e-mail is
 * collected) the instruction and the points carry their translation.
 */
export function TaskSheet({
  writing,
  lang,
  glosses = false,
}: {
  writing: WritingPractice;
  lang: Lang;
  glosses?: boolean;
}) {
  const gloss = (translation: string) =>
    glosses && (
      <span className="block text-sm font-normal text-slate-600" lang={langAttr('en', lang)}>
        {translation}
      </span>
    );
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
      {writing.task.instruction && (
        <p className="mt-3 font-medium text-slate-900" data-testid="run-instruction">
          <span lang={langAttr('de', lang)}>{writing.task.instruction.german}</span>
          {gloss(writing.task.instruction.translation)}
        </p>
      )}
      <ol className="mt-3 list-decimal space-y-1 pl-6">
        {writing.task.points.map((p) => (
          <li key={p.german}>
            <span lang={langAttr('de', lang)}>{p.german}</span>
            {gloss(p.translation)}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** After the e-mail is collected: its self-assessment in the trainer, then the result. */
function AssessBlock({
  test,
  ended,
  writing,
  lang,
  trainer,
  text,
  opener,
  onOpen,
  onResult,
}: {
  test: string;
  ended: 'time' | 'early' | null;
  writing: WritingPractice;
  lang: Lang;
  trainer: RunTrainerTools;
  text: Text;
  opener: { current: HTMLButtonElement | null };
  onOpen: () => void;
  onResult: (writingPoints: number | null) => void;
}) {
  const r = text.run;
  const [unassessed, setUnassessed] = useState(false);
  const assess = async () => {
    (await trainer.letter()).toAssessment(trainerRoute(test));
    onOpen();
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
        {ended === 'early' ? r.writingHandedIn : r.writingCollected}
      </p>
      <h2 className="text-xl font-bold text-slate-900">{r.assessTitle}</h2>
      <p className="mt-2 text-slate-700">{r.assessAbout}</p>
      <TaskSheet writing={writing} lang={lang} glosses={lang === 'en'} />
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
    </div>
  );
}
