import { Link } from 'react-router';
import type { Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import { planMessages } from '~/i18n/plan-messages';
import { cn } from '~/lib/cn';
import { formatMinutes } from '~/i18n/format';
import { isTaskDone, ticksByHand } from './plan-pacing';
import type { PlanTask } from './plan-tasks';
import { taskView } from './task-view';

interface TaskRowProps {
  task: PlanTask;
  lang: Lang;
  done: ReadonlySet<string>;
  onTick: (id: string, on: boolean) => void;
  /** Two lines at most for the label (the home page's fixed-height list), else as many as it needs. */
  compact?: boolean;
}

/**
 * One task: its tick and a link to where it is done. A task a tool reports (a sheet learned, a
 * drill round, a part checked) is ticked by it, and by hand when it was done elsewhere.
 */
export function TaskRow({ task, lang, done, onTick, compact = false }: TaskRowProps) {
  const text = planMessages(lang);
  const view = taskView(task, lang);
  const finished = isTaskDone(task, done);
  const details = [formatMinutes(task.minutes, lang), ...(view.hint && !compact ? [view.hint] : [])].join(
    ' · ',
  );
  return (
    <li
      className={cn('flex items-center gap-3', compact ? 'h-16' : 'py-2')}
      data-task={task.id}
      data-done={finished}
    >
      <span className="flex size-11 shrink-0 items-center justify-center">
        {/* Every task can be ticked by hand: one a tool reports may be done elsewhere (another
            device, on paper); the tool's report ticks it too. */}
        <input
          type="checkbox"
          className="size-6 cursor-pointer accent-emerald-700"
          checked={finished}
          aria-label={format(ticksByHand(task) ? text.tick : text.tickElsewhere, { task: view.label })}
          title={ticksByHand(task) ? undefined : format(text.tickElsewhere, { task: view.label })}
          onChange={(event) => onTick(task.id, event.target.checked)}
        />
      </span>
      <span className="min-w-0 flex-1">
        <Link
          to={view.to}
          className={cn(
            'font-semibold underline underline-offset-2',
            compact ? 'line-clamp-2 text-sm leading-5' : 'block',
            finished ? 'text-slate-600' : 'text-blue-800',
          )}
        >
          {view.label}
        </Link>
        <span className={cn('block text-slate-700', compact ? 'truncate text-xs' : 'text-sm')}>
          {details}
        </span>
      </span>
    </li>
  );
}
