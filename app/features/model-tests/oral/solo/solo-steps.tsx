import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { langAttr, type Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import type { oralSoloMessages } from '~/i18n/oral-solo-messages';
import { cn } from '~/lib/cn';
import { Speaker } from '~/lib/speech/speaker';
import { clockText } from '~/lib/stopwatch';
import { useNow } from '../../use-now';
import { recordTurn } from './recorder';
import type { NoRecording, TurnRecording } from './recorder';
import { readingMs, voicedLine, type SoloStep } from './script';

// The two kinds of step of a solo rehearsal's conversation: a line she hears, a turn she speaks.

type Text = ReturnType<typeof oralSoloMessages>;

/** A line of the examiner or the partner: said, or shown for its reading time where no voice speaks. */
export function SpokenLine({
  step,
  voices,
  text,
  lang,
  onDone,
}: {
  step: Extract<SoloStep, { kind: 'line' }>;
  voices: readonly SpeechSynthesisVoice[];
  text: Text;
  lang: Lang;
  onDone: () => void;
}) {
  const done = useEffectEvent(() => onDone());
  const voiced = voices.length > 0;
  useEffect(() => {
    if (!voiced) {
      const timer = setTimeout(() => done(), readingMs(step.line.german));
      return () => clearTimeout(timer);
    }
    const speaker = new Speaker(window.speechSynthesis);
    speaker.play([voicedLine(step, voices)!], (finished) => {
      if (finished) done();
    });
    return () => speaker.dispose();
  }, [step, voices, voiced]);
  return (
    <div className="mt-2" data-testid="solo-line" data-voice={step.voice}>
      <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">
        {step.voice === 'examiner' ? text.examiner : text.partner}
      </p>
      <p className="text-lg" lang={langAttr('de', lang)}>
        {step.line.german}
      </p>
      {lang !== 'de' && <p className="text-sm text-slate-300">{step.line.translation}</p>}
      {!voiced && (
        <>
          <p className="mt-1 text-sm text-slate-300">{text.showsText}</p>
          <button
            type="button"
            className="mt-2 min-h-11 rounded-lg bg-white px-3 font-semibold text-slate-900"
            onClick={onDone}
          >
            {text.goOn}
          </button>
        </>
      )}
    </div>
  );
}

/**
 * One of her turns: its instruction and window, a countdown to the window's end (the turn ends by
 * itself there), "Fertig" to end it early, "Anhalten" in practice. Recorded when `recordType` is set.
 */
export function Turn({
  step,
  prompt,
  exam,
  text,
  lang,
  recordType,
  onProblem,
  onRecorded,
  onDone,
}: {
  step: Extract<SoloStep, { kind: 'turn' }>;
  /** The line she answers (the partner's question or the examiner's task), kept on screen. */
  prompt: SoloStep | undefined;
  exam: boolean;
  text: Text;
  lang: Lang;
  recordType: string | null;
  onProblem: (why: NoRecording) => void;
  /** Called as the turn ends, with its recording to come (null: nothing recorded). */
  onRecorded: (recording: Promise<Blob | null>) => void;
  onDone: () => void;
}) {
  const maxMs = step.window.maxS * 1000;
  const [clock, setClock] = useState<{ banked: number; since: number | null }>(() => ({
    banked: 0,
    since: Date.now(),
  }));
  const [recording, setRecording] = useState(false);
  const recorder = useRef<Promise<TurnRecording | NoRecording> | null>(null);
  const ended = useRef(false);
  const now = useNow(clock.since !== null);
  const elapsed = clock.banked + (clock.since === null ? 0 : Math.max(0, now - clock.since));
  const problem = useEffectEvent((why: NoRecording) => onProblem(why));

  useEffect(() => {
    if (!recordType) return;
    const started = recordTurn(recordType);
    recorder.current = started;
    void started.then((r) => {
      if (typeof r === 'string') problem(r);
      else if (!ended.current) setRecording(true);
    });
    return () => {
      // Left without "Fertig" (the rehearsal stopped): the recording ends unkept.
      if (!ended.current)
        void started.then((r) => {
          if (typeof r !== 'string') void r.stop();
        });
    };
  }, [recordType]);

  const finish = () => {
    if (ended.current) return;
    ended.current = true;
    setRecording(false);
    const started = recorder.current;
    if (started) onRecorded(started.then((r) => (typeof r === 'string' ? null : r.stop())));
    onDone();
  };
  const timeUp = useEffectEvent(finish);

  useEffect(() => {
    if (clock.since === null) return;
    const timer = setTimeout(timeUp, Math.max(0, maxMs - clock.banked - (Date.now() - clock.since)));
    return () => clearTimeout(timer);
  }, [clock, maxMs]);

  const paused = clock.since === null;
  return (
    <div className="mt-2" data-testid="solo-turn" data-part={step.part}>
      {prompt?.kind === 'line' && (
        <p className="mb-2 border-l-4 border-slate-500 pl-2 text-sm text-slate-200" data-testid="solo-prompt">
          <span className="font-semibold">
            {prompt.voice === 'examiner' ? text.examiner : text.partner}:{' '}
          </span>
          <span lang={langAttr('de', lang)}>{prompt.line.german}</span>
          {lang !== 'de' && <span className="block">{prompt.line.translation}</span>}
        </p>
      )}
      <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">{text.yourTurn}</p>
      <p className="text-lg">{text.turns[step.what]}</p>
      <p className="text-sm text-slate-200">
        {format(text.window, { min: String(step.window.minS), max: String(step.window.maxS) })}
      </p>
      <p className="mt-1 font-mono text-lg tabular-nums" data-testid="solo-turn-left">
        {format(text.left, { time: clockText(maxMs - elapsed, lang, 'up') })}
      </p>
      <div className="mt-2 h-2 rounded bg-slate-700" aria-hidden="true">
        <div
          className={cn('h-2 rounded', elapsed >= step.window.minS * 1000 ? 'bg-green-400' : 'bg-amber-400')}
          style={{ width: `${Math.min(100, (elapsed / maxMs) * 100)}%` }}
        />
      </div>
      {recording && (
        <p className="mt-2 flex items-center gap-2 text-sm font-semibold" data-testid="solo-recording">
          <span className="inline-block size-3 rounded-full bg-red-500" aria-hidden="true" />
          {text.recording}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className="min-h-11 rounded-lg bg-white px-4 font-semibold text-slate-900"
          onClick={finish}
        >
          {text.done}
        </button>
        {!exam && (
          <button
            type="button"
            className="min-h-11 rounded-lg px-3 font-semibold text-white ring-1 ring-white"
            onClick={() => {
              void recorder.current?.then((r) => {
                if (typeof r !== 'string') (paused ? r.resume : r.pause)();
              });
              setClock((c) =>
                c.since === null
                  ? { banked: c.banked, since: Date.now() }
                  : { banked: c.banked + Date.now() - c.since, since: null },
              );
            }}
          >
            {paused ? text.resume : text.pause}
          </button>
        )}
      </div>
    </div>
  );
}
