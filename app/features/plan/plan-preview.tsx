import { useMemo } from 'react';
import type { Lang } from '~/i18n/locales';
import { format, formatCount, messages } from '~/i18n/messages';
import { planMessages } from '~/i18n/plan-messages';
import { formatMinutes } from '~/i18n/format';
import { makePlan, type PlanInput, type StudyPlan } from './plan-rules';
import type { PlanTask } from './plan-tasks';
import { taskView } from './task-view';

/** How much of each kind of work a plan holds (a sheet in sittings counts once). */
function planContents(
  plan: StudyPlan,
): Record<'sheets' | 'writing' | 'parts' | 'orals' | 'runs' | 'shorts', number> {
  const tasks = plan.days.flatMap((d) => d.tasks);
  const count = (kind: PlanTask['kind']) =>
    new Set(tasks.filter((t) => t.kind === kind).map((t) => t.id)).size;
  return {
    sheets: new Set(tasks.flatMap((t) => (t.kind === 'sheet' ? [t.route] : []))).size,
    writing: count('writing'),
    parts: count('part'),
    orals: count('oral'),
    runs: count('run'),
    shorts: count('short'),
  };
}

/**
 * Before the plan starts: what fits in the time she gave (counted from the plan the form's values
 * make) and, by name, what it leaves out and what waits for a day with more time.
 */
export function PlanPreview({ lang, input }: { lang: Lang; input: PlanInput }) {
  const text = planMessages(lang);
  const p = text.preview;
  // The form builds its input anew each render: what it says decides when the plan is made again.
  const key = JSON.stringify({ ...input, done: [...input.done] });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `input`
  const plan = useMemo(() => makePlan(input), [key]);
  if (plan.status !== 'ready') return null;
  const contents = planContents(plan);
  const glance = messages(lang).sheet.summaryTitle;
  const lines = [
    p.drill,
    ...(
      [
        ['sheets', p.sheets],
        ['writing', p.writing],
        ['parts', p.parts],
        ['orals', p.orals],
        ['runs', p.runs],
        ['shorts', p.shorts],
      ] as const
    )
      .filter(([key]) => contents[key] > 0)
      .map(([kind, forms]) => format(formatCount(lang, forms, contents[kind]), { glance })),
  ];
  const minutes = formatMinutes(plan.minutes, lang);
  return (
    <section
      aria-labelledby="plan-preview-title"
      aria-live="polite"
      className="rounded-xl bg-slate-50 p-4 text-slate-900"
      data-testid="plan-preview"
    >
      <h3 id="plan-preview-title" className="font-bold">
        {p.title}
      </h3>
      <p className="mt-1">{format(p.fits, { minutes })}</p>
      <ul className="list-disc pl-6">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {plan.leftOut.length === 0 ? (
        <p className="mt-2 font-semibold" data-testid="plan-preview-fits">
          {p.allFits}
        </p>
      ) : (
        <div data-testid="plan-preview-left-out">
          <p className="mt-2 font-semibold">{formatCount(lang, p.leftOut, plan.leftOut.length)}</p>
          <ul className="list-disc pl-6">
            {plan.leftOut.map((task) => (
              <li key={task.id}>{taskView(task, lang).label}</li>
            ))}
          </ul>
        </div>
      )}
      {plan.offered.length > 0 && (
        <div data-testid="plan-preview-offered">
          <p className="mt-2 font-semibold">{p.offered}</p>
          <ul className="list-disc pl-6">
            {plan.offered.map((task) => (
              <li key={task.id}>{taskView(task, lang).label}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
