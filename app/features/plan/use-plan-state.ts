import { useCallback, useEffect, useMemo, useState } from 'react';
import { dayOf, type Day } from '~/lib/day';
import { useModelTestRecords } from '~/stores/model-test-store';
import { savePlan, useStoredPlan, withTick, type PlanStart, type StoredPlan } from '~/stores/plan-store';
import { useReadingProgress } from '~/stores/reading-progress';
import { useActivity } from '~/stores/study-activity';
import { useHydrated } from '~/lib/use-hydrated';
import { currentPlan, doneIds, type PlanSignals } from './plan-pacing';
import type { StudyPlan } from './plan-rules';

/** The learner's plan today, with what is done. */
export interface PlanState {
  stored: StoredPlan;
  today: Day;
  plan: StudyPlan;
  start: PlanStart;
  /** The ids of every finished task now (signals and ticks). */
  done: ReadonlySet<string>;
}

/** Today's date, new when the page comes back after midnight (the tab was in the background). */
function useToday(): Day {
  const [today, setToday] = useState(() => dayOf(new Date()));
  useEffect(() => {
    const check = () => setToday(dayOf(new Date()));
    document.addEventListener('visibilitychange', check);
    window.addEventListener('focus', check);
    return () => {
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('focus', check);
    };
  }, []);
  return today;
}

/** What the tools report as done, read from `app/lib` only (features never import each other). */
function useSignals(): PlanSignals {
  const progress = useReadingProgress();
  const activity = useActivity();
  const records = useModelTestRecords();
  return useMemo(
    () => ({
      learned: progress.learned,
      parts: records.attempts.map((a) => `${a.test}/${a.part}`),
      runs: records.runs.map((r) => r.test),
      orals: records.orals.map((o) => o.test),
      drillDays: Object.entries(activity)
        .filter(([, counts]) => (counts['drill-round'] ?? 0) > 0)
        .map(([day]) => day),
    }),
    [progress, activity, records],
  );
}

/**
 * The plan of the stored settings today, or null (no plan, or before hydration: the prerendered
 * page and the first render know nothing of this browser). The start of the day is stored once a
 * day, so what is finished today stays on today's list. `tick` ticks a task by hand; it returns
 * whether storage took it.
 */
export function usePlanState(): {
  state: PlanState | null;
  hydrated: boolean;
  /** What is done now, with or without a plan (the form's preview leaves it out). */
  done: ReadonlySet<string>;
  tick: (id: string, on: boolean) => boolean;
} {
  const hydrated = useHydrated();
  const stored = useStoredPlan();
  const signals = useSignals();
  const today = useToday();
  const done = useMemo(() => doneIds(signals, stored?.ticks ?? []), [signals, stored]);
  const state = useMemo(() => {
    if (!hydrated || !stored) return null;
    return { stored, today, done, ...currentPlan(stored, today, done) };
  }, [hydrated, stored, done, today]);

  // The day's start is stored once a day; a plan from before its first day was kept gets today.
  useEffect(() => {
    if (state && (state.stored.start !== state.start || state.stored.created === null))
      savePlan({ ...state.stored, start: state.start, created: state.stored.created ?? state.today });
  }, [state]);

  const tick = useCallback(
    (id: string, on: boolean) => (stored ? savePlan(withTick(stored, id, on)) : false),
    [stored],
  );
  return { state, hydrated, done, tick };
}
