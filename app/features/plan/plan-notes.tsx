import { Info } from 'lucide-react';
import { LEARNING_PATH } from '~/content/catalogue';
import type { Lang } from '~/i18n/locales';
import { format, formatCount } from '~/i18n/messages';
import { planMessages } from '~/i18n/plan-messages';
import { addDays, daysBetween } from '~/lib/day';
import { formatMinutes } from '~/i18n/format';
import { taskId } from './plan-tasks';
import type { PlanState } from './use-plan-state';
import { movedTo } from './plan-pacing';
import { durationText, formatDay, taskView, weekdayName } from './task-view';

/** The exam dates, the days to go and the time a day, as one short summary. */
export function PlanSummary({ state, lang }: { state: PlanState; lang: Lang }) {
  const text = planMessages(lang).summary;
  const { stored, plan, today } = state;
  const date = (day: string) => formatDay(day, lang, 'full');
  const exams =
    stored.oral === null
      ? [format(text.both, { date: date(stored.written) })]
      : [
          { day: stored.written, line: format(text.written, { date: date(stored.written) }) },
          { day: stored.oral, line: format(text.oral, { date: date(stored.oral) }) },
        ]
          .sort((a, b) => (a.day < b.day ? -1 : 1))
          .map((e) => e.line);
  const next = plan.exams[0];
  const longer = Object.entries(stored.longer).map(
    ([weekday, minutes]) => `${weekdayName(Number(weekday), lang)} ${durationText(minutes ?? 0, lang)}`,
  );
  const learned = LEARNING_PATH.filter((e) => state.done.has(taskId.sheet(e.route))).length;
  return (
    <div data-testid="plan-summary">
      <ul className="font-semibold text-slate-900">
        {exams.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {next && plan.status === 'ready' && (
        <p className="text-slate-700">
          {formatCount(lang, text.daysLeft, daysBetween(today, next.day))} ·{' '}
          {format(
            plan.chosen ? text.minutes : plan.leftOut.length ? text.minutesAutoShort : text.minutesAuto,
            { minutes: formatMinutes(plan.minutes, lang) },
          )}
        </p>
      )}
      {longer.length > 0 && (
        <p className="text-slate-700" data-testid="plan-longer">
          {format(text.longer, { days: longer.join(', ') })}
        </p>
      )}
      {learned > 0 && (
        <p className="text-slate-700">{formatCount(lang, planMessages(lang).notes.done, learned)}</p>
      )}
    </div>
  );
}

/**
 * What the learner must know about the plan today, said plainly: the exam is over, today or
 * tomorrow; work of missed days spread over the next days; work that does not fit before the exam.
 */
export function PlanNotes({ state, lang }: { state: PlanState; lang: Lang }) {
  const text = planMessages(lang).notes;
  const { plan, start, today } = state;
  const next = plan.exams[0];
  const studyDays = plan.days.filter((d) => !d.light && d.exams.length === 0).length;
  const notes: string[] = [];
  if (plan.status === 'past') notes.push(text.past);
  else if (next?.day === today) notes.push(text.today);
  else if (next?.day === addDays(today, 1)) notes.push(text.tomorrow);
  if (start.carried > 0 && start.since)
    notes.push(
      start.since === addDays(today, -1)
        ? formatCount(lang, text.carried, start.carried)
        : formatCount(lang, text.carriedSince, start.carried, { days: daysBetween(start.since, today) }),
    );
  // Without a study day left the note on the exam says it all; no list of what did not fit.
  const leftOut = studyDays > 0 ? plan.leftOut : [];
  const moved = movedTo(plan, start).map((m) =>
    m.to === 'day'
      ? format(text.movedTo, { task: taskView(m.task, lang).label, day: formatDay(m.day, lang, 'long') })
      : format(m.to === 'offered' ? text.movedOffered : text.movedLeftOut, {
          task: taskView(m.task, lang).label,
        }),
  );
  return (
    <div className="space-y-3" data-testid="plan-notes">
      {plan.status === 'ready' && <p className="text-sm text-slate-700">{text.elsewhere}</p>}
      {notes.map((note) => (
        <p
          key={note}
          className="flex gap-3 rounded-xl bg-amber-50 p-4 text-slate-900"
          data-testid="plan-note"
        >
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
          {note}
        </p>
      ))}
      {moved.length > 0 && (
        <ul
          className="list-disc rounded-xl bg-amber-50 py-3 pr-4 pl-10 text-slate-900"
          data-testid="plan-moved"
        >
          {moved.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {leftOut.length > 0 && (
        <div className="rounded-xl bg-slate-50 p-4" data-testid="plan-left-out">
          <p className="text-slate-900">
            {formatCount(lang, text.leftOut, leftOut.length)}
            {plan.minutes < 90 && ` ${text.moreTime}`}
          </p>
          <details className="mt-2">
            <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-blue-800">
              {text.leftOutTitle}
            </summary>
            <ul className="list-disc pl-6 text-slate-900">
              {leftOut.map((task) => (
                <li key={task.id}>{taskView(task, lang).label}</li>
              ))}
            </ul>
          </details>
        </div>
      )}
    </div>
  );
}
