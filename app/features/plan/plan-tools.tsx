import { useId, useRef, useState } from 'react';
import { buttonClass } from '~/components/ui/button';
import type { Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import { planMessages } from '~/i18n/plan-messages';
import { cn } from '~/lib/cn';
import { addDays } from '~/lib/day';
import { downloadText } from '~/lib/download';
import { href } from '~/site/paths';
import { savePlan } from '~/stores/plan-store';
import { buildCalendar } from './plan-ics';
import type { PlanState } from './use-plan-state';

/** The plan as a calendar file: the exam days and the daily study time until the day before the last exam. */
function calendarFile(state: PlanState, lang: Lang): string {
  const text = planMessages(lang).tools;
  const { stored, plan, today } = state;
  const last = plan.exams[plan.exams.length - 1]?.day;
  return buildCalendar({
    id: stored.id,
    host: window.location.host || 'localhost',
    now: new Date(),
    exams: plan.exams.map((e) => ({
      kind: e.kind,
      day: e.day,
      title: e.kind === 'written' ? text.examWritten : text.examOral,
    })),
    slot: last
      ? {
          first: today,
          last: addDays(last, -1),
          time: stored.slot,
          minutes: plan.minutes,
          longer: stored.longer,
          title: text.studyTitle,
          description: format(text.studyDescription, { url: `${window.location.origin}${href.plan(lang)}` }),
        }
      : null,
  });
}

/** Print the plan, take it into a calendar, or delete it (`onRemove`, after a question). */
export function PlanTools({
  state,
  lang,
  onStored,
  onRemove,
}: {
  state: PlanState;
  lang: Lang;
  onStored: (ok: boolean) => void;
  onRemove: () => void;
}) {
  const text = planMessages(lang).tools;
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 p-5"
      data-print="hide"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        {text.title}
      </h2>
      <div className="mt-3 space-y-4">
        <p className="flex flex-wrap items-center gap-3">
          <button type="button" className={buttonClass.secondary} onClick={() => window.print()}>
            {text.print}
          </button>
          <span className="text-sm text-slate-700">{text.printHint}</span>
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={`${id}-slot`} className="block font-semibold text-slate-900">
              {text.slot}
            </label>
            <input
              id={`${id}-slot`}
              type="time"
              className="mt-1 min-h-11 rounded-lg border border-slate-400 bg-white px-3 text-slate-900"
              value={state.stored.slot}
              onChange={(e) => {
                if (/^\d{2}:\d{2}$/.test(e.target.value))
                  onStored(savePlan({ ...state.stored, slot: e.target.value }));
              }}
            />
          </div>
          <button
            type="button"
            className={buttonClass.secondary}
            aria-describedby={`${id}-calendar-hint`}
            disabled={state.plan.status === 'past'}
            onClick={() => downloadText(`${text.fileName}.ics`, calendarFile(state, lang), 'text/calendar')}
          >
            {text.calendar}
          </button>
        </div>
        <p id={`${id}-calendar-hint`} className="text-sm text-slate-700">
          {text.calendarHint}
        </p>
        <p>
          <button
            type="button"
            className={buttonClass.secondary}
            aria-expanded={confirming}
            onClick={() => {
              setConfirming(true);
              // The question appears next; the safe answer takes the focus.
              setTimeout(() => cancel.current?.focus(), 0);
            }}
          >
            {text.remove}
          </button>
        </p>
        {confirming && (
          <div role="group" aria-labelledby={`${id}-remove`} className="rounded-xl bg-rose-50 p-4">
            <p id={`${id}-remove`} className="font-semibold text-rose-900">
              {text.removeQuestion}
            </p>
            <div className="mt-3 flex flex-wrap gap-3">
              <button
                type="button"
                className={cn(buttonClass.primary, 'bg-rose-700 hover:bg-rose-800')}
                onClick={onRemove}
              >
                {text.removeConfirm}
              </button>
              <button
                ref={cancel}
                type="button"
                className={buttonClass.secondary}
                onClick={() => setConfirming(false)}
              >
                {text.cancel}
              </button>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
