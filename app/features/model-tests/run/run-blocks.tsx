import { useState } from 'react';
import { buttonClass } from '~/components/ui/button';
import { findPart, isListening } from '~/content/model-tests/parts';
import type { PartView } from '~/content/model-tests/part-view';
import type { Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import type { ModelTestMessages } from '~/i18n/model-test-messages-en';
import { cn } from '~/lib/cn';
import type { WrittenRun } from '~/stores/model-test-records';
import { clockText } from '~/lib/stopwatch';
import { useTabPlaces } from '../use-tab-places';
import { AnswerSheet } from '../answer-sheet';
import { ExamRun, stepLabel } from '../listening/exam-run';
import type { joinSchedules, Step } from '../listening/schedule';
import { useGermanVoices } from '../listening/use-german-voices';
import { PartMaterial } from '../part-material';
import { AskFirst, ViewToggle } from '../page-parts';
import { canMark, runStage, timeCoach, type RunStage } from './run-clock';

type Text = ModelTestMessages;
type Listening = Extract<PartView['material'], { kind: 'listening' }>;
const NONE = () => [];

/** "Hand in now", confirmed: the page is collected before its time. */
export function HandIn({ text, onHandIn }: { text: Text; onHandIn: () => void }) {
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

/** Part tabs, material and answer sheet of the 90 minutes, with the clock and the time coach. */
export function ReadingBlock({
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
  const { view, switchTo, bar, content } = useTabPlaces();
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
      <div ref={bar} className="sticky top-0 z-10 -mx-4 border-b border-slate-200 bg-white/95 px-4 py-2">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <h2 className="font-bold text-slate-900">{r.readingTitle}</h2>
          <p
            className="rounded-lg bg-slate-900 px-3 py-1 font-mono text-lg font-bold text-white tabular-nums"
            data-testid="run-clock"
          >
            {format(r.left, { time: clockText(stage.left, lang, 'up') })}
          </p>
        </div>
        <ViewToggle className="mt-2" view={view} onChange={switchTo} text={text} />
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
      <div ref={content} className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
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
export function ListeningBlock({
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
          {/* The statements stay closed until the recording starts: reading them is part of it. */}
          {stage.kind === 'listening-ready' && (
            <p className="rounded-xl bg-slate-100 p-3 text-slate-800" data-testid="run-listening-closed">
              {r.sheetClosed}
            </p>
          )}
          {stage.kind !== 'listening-ready' &&
            parts.map((part) => (
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
