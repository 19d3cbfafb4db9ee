import { Suspense, useRef, useState } from 'react';
import { buttonClass } from '~/components/ui/button';
import type { WritingPractice } from '~/content/writing-practice';
import { langAttr, type Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import type { ModelTestMessages } from '~/i18n/model-test-messages-en';
import type { WrittenRun } from '~/stores/model-test-records';
import { clockText } from '~/lib/stopwatch';
import type { RunTrainerTools } from './run-trainer';
import type { RunStage } from './run-clock';
import { HandIn } from './run-blocks';

type Text = ModelTestMessages;

/** The writing trainer's session of a run's e-mail: one per test. */
export const trainerRoute = (test: string) => `mock-test-${test}`;

/** The 30 minutes of the e-mail: the task, the clock, the writing trainer, handing in. */
export function WritingBlock({
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
          glosses={false}
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
  glosses,
  onClose,
  opener,
}: {
  test: string;
  lang: Lang;
  writing: WritingPractice;
  trainer: RunTrainerTools;
  glosses: boolean;
  onClose: () => void;
  opener: { current: HTMLButtonElement | null };
}) {
  return (
    <Suspense fallback={null}>
      <Trainer
        route={trainerRoute(test)}
        lang={lang}
        practice={writing}
        glosses={glosses}
        open
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        onClosed={() => opener.current?.focus()}
      />
    </Suspense>
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
export function AssessBlock({
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
      {open && (
        <RunTrainer
          test={test}
          lang={lang}
          writing={writing}
          trainer={trainer}
          glosses={lang === 'en'}
          onClose={() => setOpen(false)}
          opener={opener}
        />
      )}
    </div>
  );
}
