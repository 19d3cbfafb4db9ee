import { ArrowLeft } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { buttonClass } from '~/components/ui/button';
import { DialogDescription } from '~/components/ui/dialog';
import { RichText } from '~/components/ui/rich-text';
import type { Grade } from '~/content/sheet-schema';
import type { WritingPractice } from '~/content/writing-practice';
import { GRADE_POINTS } from '~/content/writing-score';
import type { Lang } from '~/i18n/locales';
import { format, formatCount, messages } from '~/i18n/messages';
import { trainerMessages } from '~/i18n/writing-trainer-messages';
import { CoachArea, useCoachRequest } from './coach-request';
import type { LoadCoach } from './coach-slot';
import { Choice, PointsChecklist } from './points-checklist';
import { selfAssessment, type ChosenGrades } from './self-assessment';
import { TrainerCompare } from './trainer-compare';
import type { TrainerSession } from './trainer-session';

const GRADES: readonly Grade[] = ['A', 'B', 'C', 'D'];

interface TrainerAssessProps {
  lang: Lang;
  practice: WritingPractice;
  session: TrainerSession;
  update: (change: (session: TrainerSession) => TrainerSession) => void;
  onBack: () => void;
  /** Translations under the points (off in a model test's timed run). */
  glosses?: boolean;
  /** The writing coach, when the host offers it: its feedback shows beside the self-assessment. */
  coach?: LoadCoach;
}

/**
 * The self-assessment on the exam's three criteria: the guiding points ticked give
 * Aufgabenbewältigung, the reader picks a grade by its description for the other two, the points
 * follow (×3, out of 45); below, their e-mail beside the model answer.
 */
export function TrainerAssess({
  lang,
  practice,
  session,
  update,
  onBack,
  glosses = true,
  coach: loadCoach,
}: TrainerAssessProps) {
  const text = messages(lang);
  const t = trainerMessages(lang);
  const heading = useRef<HTMLHeadingElement>(null);
  // The screen changed under the reader's focus: start them at its heading.
  useEffect(() => heading.current?.focus(), []);
  const { grades, total } = selfAssessment(session.handled.length, session.grades);
  const coach = useCoachRequest({ load: loadCoach, text: session.text, atOnce: true });
  const choose = (criterion: keyof ChosenGrades, grade: Grade) =>
    update((s) => ({ ...s, grades: { ...s.grades, [criterion]: grade } }));
  const gradeLine = (grade: Grade) =>
    `${text.writing.grade} ${grade} · ${formatCount(lang, text.writing.points, GRADE_POINTS[grade])}`;
  return (
    <div className="space-y-5 p-4">
      <div>
        <h3 ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
          {t.assessTitle}
        </h3>
        <DialogDescription className="mt-1 text-slate-700">{t.assessIntro}</DialogDescription>
      </div>
      <ol className="grid gap-4 lg:grid-cols-3">
        <li className="rounded-xl border border-slate-200 p-3">
          <p className="font-semibold text-slate-900">{text.writing.criteria.task}</p>
          <p className="mt-1 text-sm text-slate-700">
            {formatCount(lang, t.handled, session.handled.length)}
          </p>
          <PointsChecklist
            lang={lang}
            glosses={glosses}
            points={practice.task.points}
            handled={session.handled}
            onChange={(handled) => update((s) => ({ ...s, handled }))}
          />
          <p className="mt-2 text-sm text-slate-700">{t.handledHint}</p>
          <p className="mt-2 font-semibold text-slate-900" data-testid="trainer-task-grade">
            {gradeLine(grades.task)}
          </p>
          <p className="text-sm text-slate-700">{t.descriptors.task[grades.task]}</p>
        </li>
        {(['communication', 'accuracy'] as const).map((criterion) => (
          <li key={criterion} className="rounded-xl border border-slate-200 p-3">
            <GradeChoice
              lang={lang}
              legend={text.writing.criteria[criterion]}
              descriptors={t.descriptors[criterion]}
              chosen={grades[criterion]}
              label={gradeLine}
              onChoose={(grade) => choose(criterion, grade)}
            />
          </li>
        ))}
      </ol>
      <div className="rounded-xl bg-blue-50 p-4">
        <p aria-live="polite" className="text-lg font-bold text-slate-900" data-testid="trainer-score">
          {total
            ? format(text.writing.total, { sum: String(total.sum), score: String(total.score) })
            : t.chooseGrade}
        </p>
        <p className="mt-1 text-sm text-slate-700">{t.offTopic}</p>
      </div>
      <CoachArea
        lang={lang}
        coach={coach}
        text={session.text}
        practice={practice}
        handled={session.handled}
      />
      <TrainerCompare lang={lang} practice={practice} text={session.text} />
      <button type="button" className={buttonClass.secondary} onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.toWrite}
      </button>
    </div>
  );
}

/** One criterion judged by description: four radio buttons, A to D, each with what it means. */
function GradeChoice({
  lang,
  legend,
  descriptors,
  chosen,
  label,
  onChoose,
}: {
  lang: Lang;
  legend: string;
  descriptors: Record<Grade, string>;
  chosen: Grade | null;
  label: (grade: Grade) => string;
  onChoose: (grade: Grade) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="font-semibold text-slate-900">{legend}</legend>
      <div className="mt-2 space-y-1">
        {GRADES.map((grade) => (
          <Choice
            key={grade}
            type="radio"
            name={name}
            checked={chosen === grade}
            selected={chosen === grade}
            onChange={() => onChoose(grade)}
          >
            <span className="block font-semibold text-slate-900">{label(grade)}</span>
            <span className="block text-sm text-slate-700">
              <RichText text={descriptors[grade]} lang={lang} />
            </span>
          </Choice>
        ))}
      </div>
    </fieldset>
  );
}
