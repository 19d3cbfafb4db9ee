import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import type { OralSheets } from '~/content/model-tests/schema';
import { href } from '~/site/paths';
import { langAttr, type Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import { modelTestMessages } from '~/i18n/model-test-messages';
import { oralSoloMessages } from '~/i18n/oral-solo-messages';
import { cn } from '~/lib/cn';
import { Speaker } from '~/lib/speech/speaker';
import { clockText } from '~/lib/stopwatch';
import { addRehearsal, useModelTestRecords } from '~/stores/model-test-store';
import { useGermanVoices } from '../../listening/use-german-voices';
import { useNow } from '../../use-now';
import { Checklist } from '../oral-checklist';
import { Sheets } from '../oral-sheets';
import { fluency } from './fluency';
import { decodeRecording, openMicrophone, closeMicrophone, recordTurn, supportedType } from './recorder';
import type { NoRecording, TurnRecording } from './recorder';
import { saveTurn, turnId } from './recordings-db';
import { ModelConversation } from './model-conversation';
import { Review, Trend } from './solo-review';
import { endsPart, readingMs, soloSteps, voicedLine, type SoloStep, type TurnFigures } from './script';

/** The full preparation time of the exam (EXAM_FACTS.md: 20 minutes). */
const PREPARATION_MS = 20 * 60_000;

type Stage = 'setup' | 'prep' | 'talk' | 'review' | 'done' | 'checklist';

/**
 * The solo rehearsal of a test's oral exam (issue 35), loaded on the oral page only: the setup
 * (practice or exam mode, recording with her permission, told at once when the device has no German
 * voice), the preparation (20 minutes; ended on request in practice), then the conversation of
 * `soloSteps`: each line said in the device's German voice (examiner and partner told apart by voice
 * or pitch), or shown as text for its reading time where there is none; each of her turns with its
 * window, ended early with "Fertig", at the window's end by itself; paused only in practice. Her
 * turns are recorded (microphone open during her turns only), kept in IndexedDB, measured for
 * fluency; she listens back after each part (practice) and at the end, then goes to the checklist.
 */
export default function SoloRehearsal({
  lang,
  test,
  tasks,
  onRunning,
  onSave,
}: {
  lang: Lang;
  test: string;
  tasks: OralSheets;
  /** Whether the rehearsal is under way (the page hides its choice of mode meanwhile). */
  onRunning: (running: boolean) => void;
  /** Her answers to the checklist, to keep with the results. */
  onSave: (checks: Partial<Record<string, boolean>>) => void;
}) {
  const t = oralSoloMessages(lang);
  const o = modelTestMessages(lang).oral;
  const voices = useGermanVoices();
  const steps = useMemo(() => soloSteps(tasks), [tasks]);
  const records = useModelTestRecords();
  const [exam, setExam] = useState(false);
  const [record, setRecord] = useState(true);
  const [stage, setStage] = useState<Stage>('setup');
  const [index, setIndex] = useState(0);
  const [rehearsal, setRehearsal] = useState('');
  const [prepEnd, setPrepEnd] = useState(0);
  const [recordType, setRecordType] = useState<string | null>(null);
  const [problem, setProblem] = useState<NoRecording | null>(null);
  const [figures, setFigures] = useState<TurnFigures>(new Map());
  const told = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  /** Recording stops for the rest of the rehearsal; she is told why, once. */
  const noRecording = useCallback((why: NoRecording) => {
    setRecordType(null);
    if (told.current) return;
    told.current = true;
    setProblem(why);
  }, []);

  const partName = (part: number) => o[`part${part as 1 | 2 | 3}`];
  const step = steps[index];

  const goOn = () => {
    if (endsPart(steps, index)) setStage(index === steps.length - 1 ? 'done' : exam ? 'talk' : 'review');
    setIndex((i) => Math.min(i + 1, steps.length - 1));
  };

  // The figures are kept once, when the rehearsal is over and every turn is measured.
  const measured = useEffectEvent(() => [...figures.values()]);
  const pending = useRef<Promise<void>[]>([]);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (stage !== 'done') return;
    let live = true;
    void Promise.all(pending.current).then(() => {
      const turns = measured();
      if (live && turns.length > 0) addRehearsal({ test, date: rehearsal, exam, turns });
    });
    return () => {
      live = false;
    };
  }, [stage, test, rehearsal, exam]);

  useEffect(() => {
    if (stage !== 'setup') heading.current?.focus();
  }, [stage]);

  const start = async () => {
    told.current = false;
    setProblem(null);
    let type: string | null = null;
    if (record) {
      const supported = supportedType();
      if (supported === null) noRecording('unsupported');
      else {
        // Asked here, in her tap: a refusal is known (and told) before the rehearsal starts.
        const stream = await openMicrophone();
        if (typeof stream === 'string') noRecording(stream);
        else {
          closeMicrophone(stream);
          type = supported;
        }
      }
    }
    setRecordType(type);
    setFigures(new Map());
    pending.current = [];
    setIndex(0);
    setRehearsal(new Date().toISOString());
    setPrepEnd(Date.now() + PREPARATION_MS);
    setStage('prep');
    onRunning(true);
  };

  const inPrep = stage === 'prep';
  const now = useNow(inPrep);
  useEffect(() => {
    if (!inPrep) return;
    const timer = setTimeout(() => setStage('talk'), Math.max(0, prepEnd - Date.now()));
    return () => clearTimeout(timer);
  }, [inPrep, prepEnd]);

  if (stage === 'setup')
    return (
      <div className="space-y-4" data-testid="solo-setup">
        <p className="text-slate-800">{t.about}</p>
        <fieldset>
          <legend className="font-semibold text-slate-900">{t.howLabel}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {([false, true] as const).map((e) => (
              <div
                key={String(e)}
                className="rounded-lg p-3 ring-1 ring-slate-300 has-[:checked]:bg-blue-50 has-[:checked]:ring-blue-700"
              >
                <label className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold">
                  <input
                    type="radio"
                    name="solo-how"
                    checked={exam === e}
                    onChange={() => setExam(e)}
                    className="size-5 shrink-0 accent-blue-700"
                  />
                  {e ? t.exam : t.practice}
                </label>
                <p className="text-sm text-slate-700">{e ? t.examAbout : t.practiceAbout}</p>
              </div>
            ))}
          </div>
        </fieldset>
        <label className="flex min-h-11 cursor-pointer items-center gap-2">
          <input
            type="checkbox"
            checked={record}
            onChange={(e) => setRecord(e.target.checked)}
            className="size-5 accent-blue-700"
          />
          {t.record}
        </label>
        <p className="text-sm text-slate-700" data-testid="solo-record-note">
          {t.recordNote}
        </p>
        {voices === 'checking' ? (
          <p className="text-sm text-slate-700">{t.voiceChecking}</p>
        ) : (
          (voices === 'unsupported' || voices.length === 0) && (
            <p
              className="rounded-lg bg-amber-50 p-3 text-slate-900 ring-1 ring-amber-200"
              data-testid="solo-no-voice"
            >
              {t.noVoice}
            </p>
          )
        )}
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonClass.primary} onClick={() => void start()}>
            {t.start}
          </button>
        </div>
        <Trend lang={lang} text={t} rehearsals={records.rehearsals ?? []} test={test} />
        <Sheets tasks={tasks} lang={lang} text={modelTestMessages(lang)} run={null} person="A" />
      </div>
    );

  if (stage === 'checklist')
    return (
      <Checklist
        text={modelTestMessages(lang)}
        solo={{
          intro: t.checkIntro,
          checks: t.checks,
          criterion: (c) => format(t.criterion, { name: t.criteria[c] }),
          after: (
            <p className="mt-4 text-slate-800" data-testid="solo-partner-types">
              {t.partnerTypes}{' '}
              <Link
                to={`${href.sheet('oral-block-strategy', lang)}#partner-types`}
                className="font-semibold text-blue-800 underline"
              >
                {t.partnerTypesLink}
              </Link>
            </p>
          ),
        }}
        onSave={(checks) => {
          onSave(checks);
          setStage('setup');
          onRunning(false);
        }}
      />
    );

  const voiceList = Array.isArray(voices) ? voices : [];
  return (
    <div className="space-y-6">
      <div className="sticky top-0 z-10 -mx-4 bg-white/95 px-4 py-2">
        <div className="rounded-xl bg-slate-900 p-4 text-white" data-testid="solo-panel">
          <h2 ref={heading} tabIndex={-1} className="text-xl font-bold outline-none" data-testid="solo-stage">
            {stage === 'prep'
              ? t.preparation
              : stage === 'done'
                ? t.over
                : stage === 'review'
                  ? format(t.partOver, { part: partName(steps[index - 1]!.part) })
                  : partName(step!.part)}
          </h2>
          {problem && (
            <p
              className="mt-2 rounded-lg bg-amber-100 p-2 text-slate-900"
              role="alert"
              data-testid="solo-problem"
            >
              {t.noRecording[problem]}
            </p>
          )}
          {stage === 'prep' && (
            <>
              <p className="text-sm text-slate-200">{t.prepAbout}</p>
              <p className="mt-1 font-mono text-lg tabular-nums" data-testid="solo-left">
                {/* `now` is redrawn once a second: until then it may be from before she started,
                    and the time left is never more than the whole preparation. */}
                {format(t.left, { time: clockText(Math.min(PREPARATION_MS, prepEnd - now), lang, 'up') })}
              </p>
              {!exam && (
                <button
                  type="button"
                  className="mt-3 min-h-11 rounded-lg bg-white px-3 font-semibold text-slate-900"
                  onClick={() => setStage('talk')}
                >
                  {t.endPrep}
                </button>
              )}
            </>
          )}
          {stage === 'talk' && step?.kind === 'line' && (
            <SpokenLine key={index} step={step} voices={voiceList} text={t} lang={lang} onDone={goOn} />
          )}
          {stage === 'talk' && step?.kind === 'turn' && (
            <Turn
              key={index}
              step={step}
              prompt={steps[index - 1]?.kind === 'line' ? steps[index - 1] : undefined}
              exam={exam}
              text={t}
              lang={lang}
              recordType={recordType}
              onProblem={noRecording}
              onRecorded={(recorded) => {
                const at = index;
                const saving = (async () => {
                  const blob = await recorded;
                  if (!blob) return;
                  const f = await decodeRecording(blob)
                    .then((d) => fluency(d.samples, d.sampleRate))
                    .catch(() => null);
                  if (f)
                    setFigures((m) =>
                      new Map(m).set(at, {
                        part: step.part,
                        minS: step.window.minS,
                        maxS: step.window.maxS,
                        speakingMs: f.speakingMs,
                        longestPauseMs: f.longestPauseMs,
                        silence: Math.round(f.silence * 1000) / 1000,
                      }),
                    );
                  const kept = await saveTurn({
                    id: turnId(rehearsal, at),
                    rehearsal,
                    test,
                    step: at,
                    part: step.part,
                    blob,
                    size: blob.size,
                  });
                  if (kept === 'full') noRecording('storage');
                  else if (kept === 'failed') noRecording('failed');
                  setVersion((v) => v + 1);
                })();
                pending.current.push(saving);
              }}
              onDone={goOn}
            />
          )}
          {stage === 'review' && (
            <button
              type="button"
              className="mt-3 min-h-11 rounded-lg bg-white px-3 font-semibold text-slate-900"
              onClick={() => setStage('talk')}
            >
              {format(t.nextPart, { part: partName(step!.part) })}
            </button>
          )}
          {stage === 'done' && (
            <button
              type="button"
              className="mt-3 min-h-11 rounded-lg bg-white px-3 font-semibold text-slate-900"
              onClick={() => setStage('checklist')}
            >
              {t.toChecklist}
            </button>
          )}
          {stage !== 'done' && (
            <button
              type="button"
              className="mt-3 ml-2 min-h-11 rounded-lg px-3 font-semibold text-white underline"
              onClick={() => {
                setStage('setup');
                onRunning(false);
              }}
            >
              {t.cancel}
            </button>
          )}
        </div>
      </div>
      {(stage === 'review' || stage === 'done') && (
        <Review
          lang={lang}
          text={t}
          steps={steps}
          upTo={stage === 'done' ? steps.length : index}
          rehearsal={rehearsal}
          figures={figures}
          version={version}
          voices={voiceList}
          partName={partName}
        />
      )}
      {stage === 'done' && <Trend lang={lang} text={t} rehearsals={records.rehearsals ?? []} test={test} />}
      {stage === 'done' && (
        <ModelConversation
          model={tasks.solo.model}
          lang={lang}
          text={t}
          voices={voiceList}
          partName={partName}
        />
      )}
      {(stage === 'prep' || stage === 'talk') && (
        <Sheets tasks={tasks} lang={lang} text={modelTestMessages(lang)} run={null} person="A" />
      )}
    </div>
  );
}

type Text = ReturnType<typeof oralSoloMessages>;

/** A line of the examiner or the partner: said, or shown for its reading time where no voice speaks. */
function SpokenLine({
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
function Turn({
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
