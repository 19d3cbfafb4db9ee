import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '~/components/ui/button';
import type { Lang } from '~/i18n/locales';
import { formatCount } from '~/i18n/messages';
import { planMessages } from '~/i18n/plan-messages';
import { addDays, type Day } from '~/lib/day';
import {
  DEFAULT_SLOT,
  LONGER_MINUTES,
  newPlanId,
  PLAN_MINUTES,
  savePlan,
  type LongerDays,
  type LongerMinutes,
  type PlanMinutes,
  type StoredPlan,
} from '~/stores/plan-store';
import { PlanPreview } from './plan-preview';
import { checkDates, LATEST_EXAM_DAYS, type DateProblem } from './plan-dates';
import { durationText, weekdayName } from './task-view';

interface PlanFormProps {
  lang: Lang;
  today: Day;
  /** The plan being changed, or none (a new plan). */
  stored: StoredPlan | null;
  /** What is done already (the preview leaves it out). */
  done: ReadonlySet<string>;
  /** After saving (with whether storage took it) or cancelling. */
  onDone: (stored: boolean | null) => void;
}

const FIELD =
  'mt-1 block min-h-11 w-full max-w-xs rounded-lg border border-slate-400 bg-white px-3 text-slate-900 focus:border-blue-700 focus:ring-2 focus:ring-blue-700 focus:outline-none';

/**
 * The exam date(s) and the time a day. A new plan starts with nothing ticked; a changed one keeps
 * its ticks and its day's start, so it re-paces from today with what is not done yet.
 */
export function PlanForm({ lang, today, stored, done, onDone }: PlanFormProps) {
  const text = planMessages(lang).form;
  const id = useId();
  const [written, setWritten] = useState(stored?.written ?? '');
  const [otherDay, setOtherDay] = useState(stored?.oral != null);
  const [oral, setOral] = useState(stored?.oral ?? '');
  const [minutes, setMinutes] = useState<PlanMinutes | null>(stored?.minutes ?? null);
  const [longer, setLonger] = useState<LongerDays>(stored?.longer ?? {});
  const [partner, setPartner] = useState(stored?.partner ?? false);
  const [problem, setProblem] = useState<DateProblem | null>(null);
  const datesOk = checkDates(today, written, otherDay ? oral : null) === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkDates(today, written, otherDay ? oral : null);
    setProblem(found);
    if (found) {
      document.getElementById(found === 'oralMissing' ? `${id}-oral` : `${id}-written`)?.focus();
      return;
    }
    const next: StoredPlan = {
      written,
      oral: otherDay && oral !== written ? oral : null,
      minutes,
      longer,
      partner,
      created: stored?.created ?? today,
      slot: stored?.slot ?? DEFAULT_SLOT,
      ticks: stored?.ticks ?? [],
      start: stored?.start ?? null,
      id: stored?.id || newPlanId(),
    };
    onDone(savePlan(next));
  };

  const describedBy = (field: 'written' | 'oral') =>
    problem && (problem === 'oralMissing') === (field === 'oral') ? `${id}-problem` : undefined;

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="space-y-4"
      data-testid="plan-form"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        {text.title}
      </h2>
      <div>
        <label htmlFor={`${id}-written`} className="font-semibold text-slate-900">
          {text.written}
        </label>
        <input
          id={`${id}-written`}
          type="date"
          className={FIELD}
          value={written}
          min={today}
          max={addDays(today, LATEST_EXAM_DAYS)}
          aria-invalid={describedBy('written') ? true : undefined}
          aria-describedby={describedBy('written')}
          onChange={(e) => setWritten(e.target.value)}
        />
      </div>
      <div>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-slate-900">
          <input
            type="checkbox"
            className="size-5 accent-blue-700"
            checked={otherDay}
            onChange={(e) => setOtherDay(e.target.checked)}
          />
          {text.oralOther}
        </label>
        {otherDay && (
          <div className="mt-2 ml-8">
            <label htmlFor={`${id}-oral`} className="font-semibold text-slate-900">
              {text.oral}
            </label>
            <p id={`${id}-oral-hint`} className="text-sm text-slate-700">
              {text.oralHint}
            </p>
            <input
              id={`${id}-oral`}
              type="date"
              className={FIELD}
              value={oral}
              max={addDays(today, LATEST_EXAM_DAYS)}
              aria-invalid={describedBy('oral') ? true : undefined}
              aria-describedby={[`${id}-oral-hint`, describedBy('oral')].filter(Boolean).join(' ')}
              onChange={(e) => setOral(e.target.value)}
            />
          </div>
        )}
      </div>
      <fieldset>
        <legend className="font-semibold text-slate-900">{text.minutes}</legend>
        <div className="mt-1 flex flex-wrap gap-x-5">
          {[null, ...PLAN_MINUTES].map((choice) => (
            <label
              key={choice ?? 'auto'}
              className="flex min-h-11 cursor-pointer items-center gap-2 text-slate-900"
            >
              <input
                type="radio"
                name={`${id}-minutes`}
                className="size-5 accent-blue-700"
                checked={minutes === choice}
                onChange={() => setMinutes(choice)}
              />
              {choice === null ? text.minutesAuto : formatCount(lang, { other: text.minutesOption }, choice)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="font-semibold text-slate-900">{text.longer}</legend>
        <p id={`${id}-longer-hint`} className="text-sm text-slate-700">
          {text.longerHint}
        </p>
        <div className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {Array.from({ length: 7 }, (_, weekday) => (
            <div key={weekday} className="flex items-center justify-between gap-3 sm:justify-start">
              <label htmlFor={`${id}-longer-${weekday}`} className="w-28 text-slate-900">
                {weekdayName(weekday, lang)}
              </label>
              <select
                id={`${id}-longer-${weekday}`}
                className="min-h-11 rounded-lg border border-slate-400 bg-white px-2 text-slate-900"
                aria-describedby={`${id}-longer-hint`}
                value={longer[weekday] ?? ''}
                onChange={(e) => {
                  const next = { ...longer };
                  if (e.target.value) next[weekday] = Number(e.target.value) as LongerMinutes;
                  else delete next[weekday];
                  setLonger(next);
                }}
              >
                <option value="">{text.longerNone}</option>
                {LONGER_MINUTES.map((m) => (
                  <option key={m} value={m}>
                    {durationText(m, lang)}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      </fieldset>
      <div>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-slate-900">
          <input
            type="checkbox"
            className="size-5 accent-blue-700"
            checked={partner}
            aria-describedby={`${id}-partner-hint`}
            onChange={(e) => setPartner(e.target.checked)}
          />
          {text.partner}
        </label>
        <p id={`${id}-partner-hint`} className="ml-8 text-sm text-slate-700">
          {text.partnerHint}
        </p>
      </div>
      {datesOk && (
        <PlanPreview
          lang={lang}
          input={{
            today,
            written,
            oral: otherDay && oral !== written ? oral : null,
            minutes,
            longer,
            partner,
            created: stored?.created ?? today,
            done,
          }}
        />
      )}
      {problem && (
        <p id={`${id}-problem`} role="alert" className="font-semibold text-rose-800">
          {text[problem]}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass.primary}>
          {stored ? text.update : text.create}
        </button>
        {stored && (
          <button type="button" className={buttonClass.secondary} onClick={() => onDone(null)}>
            {text.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
