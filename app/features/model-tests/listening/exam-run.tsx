import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '~/components/ui/button';
import type { ListeningSlug } from '~/content/model-tests/parts';
import type { PartView } from '~/content/model-tests/part-view';
import type { Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import type { ModelTestMessages } from '~/i18n/model-test-messages-en';
import { cn } from '~/lib/cn';
import type { ExamPlay } from '~/stores/model-test-records';
import { clockText } from '~/lib/stopwatch';
import { AskFirst } from '../page-parts';
import { useNow } from '../use-now';
import { ExamPlayer, examPosition } from './player';
import type { Schedule, Step } from './schedule';

type Listening = Extract<PartView['material'], { kind: 'listening' }>;

/** What a step is called on the screen: "Text 2, playing 1 of 2", "Time to read the items". */
export function stepLabel(
  step: Step,
  material: Listening,
  slug: ListeningSlug,
  t: ModelTestMessages['listening'],
) {
  if (step.kind === 'wait') {
    if (step.what === 'pause') return t.stepPause;
    if (step.recording === undefined) return t.stepReading;
    return format(t.stepReadingOne, { n: String(material.recordings[step.recording]!.items[0]) });
  }
  if (step.what !== 'text') return step.what === 'end' ? t.stepEnd : t.stepInstructions;
  const what =
    slug === 'listening-2' ? t.stepConversation : format(t.stepText, { n: String(step.recording + 1) });
  return format(t.stepPlay, { what, play: String(step.play), plays: String(step.plays) });
}

/**
 * An exam run of a recording (a listening part, or the whole listening block of a written run):
 * the start with what will happen, then the running step, its time left and the whole recording's,
 * no pause, replay or seek. The run's times are kept by the caller (`onStart`, `onLag`, `onOver`):
 * leaving or reloading the page finds the recording where its clock says, and "Listen on" speaks
 * from there (a browser speaks only after a tap).
 */
export function ExamRun({
  schedule,
  label: labelOf,
  about,
  startLabel,
  voices,
  lang,
  t,
  run,
  onStart,
  onLag,
  onOver,
}: {
  schedule: Schedule;
  label: (step: Step) => string;
  about: string;
  startLabel: string;
  voices: SpeechSynthesisVoice[] | null;
  lang: Lang;
  t: ModelTestMessages['listening'];
  run: ExamPlay | null | undefined;
  onStart: (play: { started: number; lag: number }) => void;
  onLag: (lag: number) => void;
  onOver: () => void;
}) {
  const player = useRef<ExamPlayer | null>(null);
  const [playing, setPlaying] = useState(false);
  const active = !!run && !run.over;
  const now = useNow(active);
  const position = active ? examPosition(schedule, run, now) : null;

  const over = () => {
    player.current?.stop();
    player.current = null;
    setPlaying(false);
    onOver();
  };
  // The clock ran out while the page was away: the run is over (a player still going ends itself).
  useEffect(() => {
    if (active && !position) onOver();
  });
  useEffect(() => () => player.current?.stop(), []);

  const play = (from: { started: number; lag: number }) => {
    if (!voices) return;
    player.current?.stop();
    const p = new ExamPlayer(window.speechSynthesis, voices, schedule, { ...from }, onLag, over);
    player.current = p;
    setPlaying(true);
    p.start();
  };
  const startRun = () => {
    const fresh = { started: Date.now(), lag: 0 };
    onStart(fresh);
    play(fresh);
  };
  const label = position ? labelOf(position.step) : '';

  if (!active)
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-4" data-testid="exam-start">
        <p className="text-slate-800">{about}</p>
        <p className="mt-2 text-sm text-slate-700">{t.noPause}</p>
        {run?.over && (
          <p className="mt-2 font-semibold text-slate-900" role="status">
            {t.over}
          </p>
        )}
        <button
          type="button"
          className={cn(buttonClass.primary, 'mt-3')}
          disabled={!voices}
          onClick={startRun}
        >
          {run?.over ? t.again : startLabel}
        </button>
      </div>
    );

  const partLeft = Math.max(0, schedule.total - (position?.elapsed ?? schedule.total));
  return (
    <div className="rounded-xl bg-slate-900 p-4 text-white" data-testid="exam-run">
      <p className="text-sm font-semibold tracking-wide uppercase">{t.running}</p>
      <p className="mt-1 text-xl font-bold" data-testid="exam-step">
        {label}
      </p>
      {/* The step is announced when it changes, a pause with its length; the seconds are not. */}
      <p className="sr-only" role="status">
        {position?.step.kind === 'wait'
          ? format(t.stepLasts, { step: label, seconds: String(Math.round(position.step.ms / 1000)) })
          : label}
      </p>
      {position && (
        <p className="font-mono text-lg tabular-nums" aria-hidden="true" data-testid="exam-left">
          {format(t.left, { time: clockText(position.left, lang, 'up') })}
        </p>
      )}
      <div className="mt-3 h-2 rounded bg-slate-700" aria-hidden="true">
        <div
          className="h-2 rounded bg-amber-400"
          style={{ width: `${Math.min(100, ((position?.elapsed ?? 0) / schedule.total) * 100)}%` }}
        />
      </div>
      <p className="mt-1 text-sm text-slate-200" aria-hidden="true">
        {format(t.partLeft, { time: clockText(partLeft, lang, 'up') })}
      </p>
      {!playing && voices && (
        <div className="mt-3">
          <p className="text-sm">{format(t.resumeHint, { where: label })}</p>
          <button
            type="button"
            className={cn(buttonClass.primary, 'mt-2')}
            onClick={() => run && play({ started: run.started, lag: run.lag })}
          >
            {t.resume}
          </button>
        </div>
      )}
      <p className="mt-3 text-sm text-slate-200">{t.noPause}</p>
      <AskFirst
        className="mt-3"
        label={t.end}
        question={t.endConfirm}
        yes={t.endYes}
        no={t.endNo}
        onYes={over}
        buttonClassName="min-h-11 rounded-lg px-3 text-sm font-semibold text-white underline underline-offset-2"
      />
    </div>
  );
}
