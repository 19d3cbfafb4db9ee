import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { OralSheets } from '~/content/model-tests/schema';
import type { Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import { modelTestMessages } from '~/i18n/model-test-messages';
import { oralSoloMessages } from '~/i18n/oral-solo-messages';
import { clockText } from '~/lib/stopwatch';
import { addRehearsal, useModelTestRecords } from '~/stores/model-test-store';
import { useGermanVoices } from '../../listening/use-german-voices';
import { useNow } from '../../use-now';
import { Sheets } from '../oral-sheets';
import { openMicrophone, closeMicrophone, supportedType } from './recorder';
import type { NoRecording } from './recorder';
import { keepTurn } from './keep-turn';
import { ModelConversation } from './model-conversation';
import { SoloChecklist } from './solo-checklist';
import { Review, Trend } from './solo-review';
import { SoloSetup } from './solo-setup';
import { SpokenLine, Turn } from './solo-steps';
import { endsPart, soloSteps, type TurnFigures } from './script';

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
      <SoloSetup
        lang={lang}
        text={t}
        test={test}
        tasks={tasks}
        exam={exam}
        onExam={setExam}
        record={record}
        onRecord={setRecord}
        voices={voices}
        rehearsals={records.rehearsals ?? []}
        onStart={() => void start()}
      />
    );

  if (stage === 'checklist')
    return (
      <SoloChecklist
        lang={lang}
        text={t}
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
                  const { figures: f, kept } = await keepTurn(blob, { rehearsal, test, at, step });
                  if (f) setFigures((m) => new Map(m).set(at, f));
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
