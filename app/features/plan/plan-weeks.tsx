import type { Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import { planMessages } from '~/i18n/plan-messages';
import { cn } from '~/lib/cn';
import { weekdayOf, type Day } from '~/lib/day';
import { formatMinutes } from '~/i18n/format';
import { offeredNext } from './plan-pacing';
import type { PlanDay, StudyPlan } from './plan-rules';
import type { PlanTask } from './plan-tasks';
import { TaskRow } from './task-row';
import { durationText, formatDay } from './task-view';

/** The plan's days in calendar weeks (Monday to Sunday). */
function planWeeks(days: readonly PlanDay[]): PlanDay[][] {
  const weeks: PlanDay[][] = [];
  for (const day of days) {
    const week = weeks[weeks.length - 1];
    if (!week || weekdayOf(day.day) === 0) weeks.push([day]);
    else week.push(day);
  }
  return weeks;
}

interface PlanWeeksProps {
  plan: StudyPlan;
  today: Day;
  lang: Lang;
  done: ReadonlySet<string>;
  onTick: (id: string, on: boolean) => void;
}

/**
 * The plan week by week from today, today marked; the weeks keep the numbers they have from the
 * plan's first week. Printed one week to an A4 page (print.css).
 */
export function PlanWeeks({ plan, today, lang, done, onTick }: PlanWeeksProps) {
  const text = planMessages(lang);
  return (
    <div className="space-y-8" data-testid="plan-weeks">
      {planWeeks(plan.days).map((week, i) => {
        const first = week[0]!.day;
        const last = week[week.length - 1]!.day;
        const title = format(text.week, {
          n: String(plan.firstWeek + i),
          from: formatDay(first, lang, 'short'),
          to: formatDay(last, lang, 'short'),
        });
        return (
          <section key={first} aria-labelledby={`week-${first}`} data-plan-week className="space-y-3">
            <h2 id={`week-${first}`} className="text-xl font-bold text-slate-900">
              {title}
            </h2>
            <ol className="space-y-3">
              {week.map((day) => (
                <PlanDayCard
                  key={day.day}
                  day={day}
                  isToday={day.day === today}
                  offered={day.day === today && !day.light && day.exams.length === 0 ? offeredNext(plan) : []}
                  lang={lang}
                  done={done}
                  onTick={onTick}
                />
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}

function PlanDayCard({
  day,
  isToday,
  offered,
  lang,
  done,
  onTick,
}: {
  day: PlanDay;
  isToday: boolean;
  offered: readonly PlanTask[];
  lang: Lang;
  done: ReadonlySet<string>;
  onTick: (id: string, on: boolean) => void;
}) {
  const text = planMessages(lang);
  const note = day.exams.length
    ? day.exams.map((e) => text.exam[e]).join(' · ')
    : day.light
      ? text.light
      : day.tasks.length === 0
        ? text.free
        : format(text.dayMinutes, { minutes: formatMinutes(day.minutes, lang) });
  return (
    <li
      aria-current={isToday ? 'date' : undefined}
      data-day={day.day}
      className={cn(
        'rounded-xl border p-3 break-inside-avoid',
        isToday
          ? 'border-blue-700 bg-blue-50 ring-1 ring-blue-700'
          : day.exams.length > 0
            ? 'border-amber-400 bg-amber-50'
            : 'border-slate-200',
      )}
    >
      <h3 className="flex flex-wrap items-baseline gap-x-3 font-bold text-slate-900">
        <span>{formatDay(day.day, lang, 'long')}</span>
        {isToday && (
          <span className="rounded-full bg-blue-700 px-2 py-0.5 text-sm font-semibold text-white">
            {text.today}
          </span>
        )}
        <span className="text-sm font-normal text-slate-700">{note}</span>
      </h3>
      {day.tasks.length > 0 && (
        <ul className="mt-1">
          {day.tasks.map((task) => (
            <TaskRow key={task.id} task={task} lang={lang} done={done} onTick={onTick} />
          ))}
        </ul>
      )}
      <OfferedTasks tasks={offered} lang={lang} done={done} onTick={onTick} />
    </li>
  );
}

/**
 * Work too long for the day's time (a whole written exam, a rehearsal), offered beside the day's
 * tasks for when she has the time: "Wenn Sie 2½ Stunden haben".
 */
export function OfferedTasks({
  tasks,
  lang,
  done,
  onTick,
  compact = false,
}: {
  tasks: readonly PlanTask[];
  lang: Lang;
  done: ReadonlySet<string>;
  onTick: (id: string, on: boolean) => void;
  compact?: boolean;
}) {
  const text = planMessages(lang);
  if (tasks.length === 0) return null;
  return (
    <div
      className={cn('border-t border-dashed border-slate-300', compact ? 'mt-1 pt-1' : 'mt-2 pt-2')}
      data-testid="plan-offered"
    >
      {!compact && <p className="text-sm text-slate-700">{text.offeredHint}</p>}
      {tasks.map((task) => (
        <div key={task.id}>
          <p className="text-sm font-semibold text-slate-900">
            {format(text.offered, { time: durationText(task.minutes, lang) })}
          </p>
          <ul>
            <TaskRow task={task} lang={lang} done={done} onTick={onTick} compact={compact} />
          </ul>
        </div>
      ))}
    </div>
  );
}
