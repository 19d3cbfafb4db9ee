import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Lang } from '~/i18n/locales';
import { formatCount, messages } from '~/i18n/messages';
import { planMessages } from '~/i18n/plan-messages';
import { href } from '~/site/paths';
import { addDays, daysBetween } from '~/lib/day';
import { isTaskDone, offeredNext } from './plan-pacing';
import { OfferedTasks } from './plan-weeks';
import { TaskRow } from './task-row';
import { usePlanState } from './use-plan-state';

/** How many of today's tasks the card shows; the rest are counted with a link to the plan. */
const SHOWN = 3;

/** Today's tasks on the home page (loaded with the plan's code once a plan exists). */
export function TodayList({ lang }: { lang: Lang }) {
  const text = planMessages(lang);
  const { state, tick } = usePlanState();
  const first = state?.plan.days[0];
  const isToday = first !== undefined && first.day === state?.today;
  const tasks = isToday ? first.tasks : [];
  // Work too long for the day (the whole written exam) beside the tasks, when the card has room.
  const offered = isToday && state && first.exams.length === 0 && !first.light ? offeredNext(state.plan) : [];
  const extra = offered.slice(0, Math.min(1, Math.max(0, SHOWN - tasks.length)));
  const next = state?.plan.exams[0];
  const status = !state
    ? ''
    : state.plan.status === 'past'
      ? text.notes.past
      : next?.day === state.today
        ? text.notes.today
        : next?.day === addDays(state.today, 1) && tasks.length === 0
          ? text.notes.tomorrow
          : tasks.length === 0
            ? text.home.nothing
            : tasks.every((t) => isTaskDone(t, state.done))
              ? text.home.allDone
              : tasks.length > SHOWN
                ? formatCount(lang, text.home.more, tasks.length - SHOWN)
                : next
                  ? formatCount(lang, text.home.countdown, daysBetween(state.today, next.day))
                  : '';
  return (
    <>
      <h2 id="today-plan-title" className="text-lg font-bold">
        <Link
          to={href.plan(lang)}
          className="inline-flex min-h-11 items-center gap-2 text-blue-800 underline underline-offset-2"
          data-testid="today-plan-link"
        >
          {messages(lang).plan.todayTitle}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </h2>
      {state && tasks.length > 0 && (
        <ul data-testid="today-list">
          {tasks.slice(0, SHOWN).map((task) => (
            <TaskRow key={task.id} task={task} lang={lang} done={state.done} onTick={tick} compact />
          ))}
        </ul>
      )}
      {state && <OfferedTasks tasks={extra} lang={lang} done={state.done} onTick={tick} compact />}
      <p className="mt-auto line-clamp-2 text-sm text-slate-700" data-testid="today-status">
        {status}
      </p>
    </>
  );
}
