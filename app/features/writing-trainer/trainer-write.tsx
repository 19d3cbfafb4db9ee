import { ClipboardCheck } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { buttonClass } from '~/components/ui/button';
import { DialogDescription } from '~/components/ui/dialog';
import { RichText } from '~/components/ui/rich-text';
import type { WritingPractice } from '~/content/writing-practice';
import { WORD_GUIDELINE, wordCount } from '~/content/writing-score';
import { langAttr, type Lang } from '~/i18n/locales';
import { format, formatCount, messages } from '~/i18n/messages';
import { trainerMessages } from '~/i18n/writing-trainer-messages';
import { CoachArea, CoachButton, useCoachRequest } from './coach-request';
import type { LoadCoach } from './coach-slot';
import { PointsChecklist } from './points-checklist';
import { TextActions } from './text-actions';
import type { TrainerSession } from './trainer-session';
import type { ExamClock } from './trainer-timer';

/** Where a text stands against the usual 100–150 words (advice, never a rule). */
export function lengthAdvice(words: number): 'under' | 'within' | 'over' {
  return words < WORD_GUIDELINE.min ? 'under' : words > WORD_GUIDELINE.max ? 'over' : 'within';
}

interface TrainerWriteProps {
  lang: Lang;
  route: string;
  practice: WritingPractice;
  session: TrainerSession;
  update: (change: (session: TrainerSession) => TrainerSession) => void;
  onRestart: () => void;
  /** The reader is done writing: on to the self-assessment (the clock stops there). */
  onFinish: () => void;
  /** Set when the reader comes back from the assessment: the text area takes focus once. */
  focusTextRef: { current: boolean };
  /** Translations under the instruction and the points (off in a model test's timed run). */
  glosses?: boolean;
  /** The clock of the exam hosting the trainer: no marking while it runs, no more writing once it ends. */
  exam?: ExamClock;
  /** The writing coach, when the host offers it. */
  coach?: LoadCoach;
}

/**
 * The writing screen: the task and its guiding points (a checklist) beside the writing area with
 * its live word count. Spell checking is off, as on the exam's paper.
 */
export function TrainerWrite({
  lang,
  route,
  practice,
  session,
  update,
  onRestart,
  onFinish,
  focusTextRef,
  glosses = true,
  exam,
  coach: loadCoach,
}: TrainerWriteProps) {
  const text = messages(lang);
  const t = trainerMessages(lang);
  const areaId = useId();
  const countId = useId();
  const collectedId = useId();
  // The exam's time runs: she writes, and marks after the hand-in. It has ended: the text stays to be read.
  const examRuns = exam !== undefined && exam.ended === null;
  const collected = exam !== undefined && exam.ended !== null;
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (!focusTextRef.current) return;
    focusTextRef.current = false;
    area.current?.focus();
  }, [focusTextRef]);
  // Feedback on request while no exam clock runs (in an exam, after the collection only).
  const coach = useCoachRequest({
    load: examRuns ? undefined : loadCoach,
    text: session.text,
    atOnce: false,
    practice,
  });
  const words = wordCount([session.text]);
  const number = new Intl.NumberFormat(lang);
  return (
    // From `md` up the task and the text scroll each on their own: the text stays in view while
    // the reader looks something up in the task.
    <div className="md:grid md:h-full md:grid-cols-2">
      <section aria-label={t.task} className="bg-slate-50 p-4 md:overflow-y-auto">
        <DialogDescription className="text-sm text-slate-700">{t.description}</DialogDescription>
        <h3 className="mt-3 font-semibold text-slate-900">
          <RichText text={practice.task.title} lang={lang} />
        </h3>
        <blockquote
          className="mt-2 space-y-2 border-l-4 border-slate-300 bg-white px-3 py-2 text-slate-800"
          lang={langAttr('de', lang)}
        >
          {practice.task.text.map((line, i) => (
            <p key={i}>
              <RichText text={line} lang="de" />
            </p>
          ))}
        </blockquote>
        {practice.task.instruction && (
          <p className="mt-3 text-slate-900" data-testid="trainer-instruction">
            <span lang={langAttr('de', lang)}>{practice.task.instruction.german}</span>
            {glosses && (
              <span className="block text-sm text-slate-600" lang={langAttr('en', lang)}>
                {practice.task.instruction.translation}
              </span>
            )}
          </p>
        )}
        <PointsChecklist
          lang={lang}
          glosses={glosses}
          points={practice.task.points}
          handled={session.handled}
          onChange={(handled) => update((s) => ({ ...s, handled }))}
        />
      </section>
      <section
        aria-labelledby={`${areaId}-label`}
        className="flex min-w-0 flex-col gap-3 p-4 md:overflow-y-auto"
      >
        {/* The label, the count and the coach's button stay at the top of the view while she types:
            a phone's on-screen keyboard covers the bottom of the screen, not this bar. */}
        <div
          className="sticky top-0 z-10 -mx-4 -mt-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b border-slate-200 bg-white px-4 py-2"
          data-testid="trainer-write-bar"
        >
          <div>
            <label id={`${areaId}-label`} htmlFor={areaId} className="font-semibold text-slate-900">
              {t.yourText}
            </label>
            <p id={countId} className="text-sm text-slate-700">
              <strong className="text-slate-900" data-testid="trainer-word-count">
                {formatCount(lang, text.writing.words, words)}
              </strong>{' '}
              · {t[lengthAdvice(words)]}
            </p>
          </div>
          <CoachButton lang={lang} coach={coach} text={session.text} />
        </div>
        {collected && (
          <p
            id={collectedId}
            className="rounded-lg bg-blue-50 px-3 py-2 text-sm font-semibold text-blue-900"
            data-testid="trainer-collected"
          >
            {t.textCollected}
          </p>
        )}
        <textarea
          ref={area}
          id={areaId}
          lang="de"
          spellCheck={false}
          autoComplete="off"
          value={session.text}
          readOnly={collected}
          onChange={(event) => {
            const value = event.target.value;
            update((s) => ({ ...s, text: value }));
          }}
          aria-describedby={collected ? `${collectedId} ${countId}` : countId}
          rows={12}
          className="w-full flex-1 rounded-lg border border-slate-300 bg-white p-3 text-base leading-relaxed text-slate-900"
          data-testid="trainer-text"
        />
        <p className="text-sm text-slate-700">
          {format(t.guideline, {
            min: number.format(WORD_GUIDELINE.min),
            max: number.format(WORD_GUIDELINE.max),
          })}
        </p>
        <TextActions
          lang={lang}
          text={session.text}
          fileName={`${t.fileName}-${route}`}
          onRestart={
            collected
              ? undefined
              : () => {
                  onRestart();
                  area.current?.focus();
                }
          }
        />
        {!examRuns && (
          <p>
            <button type="button" className={buttonClass.primary} onClick={onFinish}>
              <ClipboardCheck aria-hidden="true" className="size-4" />
              {t.toAssess}
            </button>
          </p>
        )}
        <CoachArea
          lang={lang}
          coach={coach}
          text={session.text}
          practice={practice}
          handled={session.handled}
        />
      </section>
    </div>
  );
}
