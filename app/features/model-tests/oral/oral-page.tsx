import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { useToast } from '~/components/ui/toast';
import { RadioChips } from '~/components/ui/radio-chips';
import { RichText } from '~/components/ui/rich-text';
import type { OralSheets } from '~/content/model-tests/schema';
import { positionAt, skip, totalMs, type OralTimerPlan } from '~/lib/oral-timer-model';
import type { Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import { modelTestMessages } from '~/i18n/model-test-messages';
import type { OralRun } from '~/stores/model-test-records';
import { finishOral, updateOral } from '~/stores/model-test-store';
import { href } from '~/site/paths';
import { clockText, elapsedMs, pause, start, STOPPED } from '~/lib/stopwatch';
import { useHydrated } from '~/lib/use-hydrated';
import { useNow } from '../use-now';
import { TestPageHeader } from '../page-parts';
import { warnOnce } from '../storage-warning';
import { useModelTestRecords } from '~/stores/model-test-store';
import { CHECK_IDS, Checklist, History } from './oral-checklist';
import { Sheets } from './oral-sheets';
import { SOLO_PARAM } from '~/site/solo-rehearsal-link';

/** The solo rehearsal: its recorder, audio analysis and speech load with it, on this page only. */
const SoloRehearsal = lazy(() => import('./solo/solo-rehearsal'));

/**
 * `/mock-tests/<id>/oral`: the test's oral task sheets, the oral timer's phases over the 20
 * minutes of preparation and the three parts (the strategy sheet's plan, on a stopwatch kept with
 * the records: a reload finds the same minute), then a yes/no checklist on the four criteria of
 * each part, kept with the results. Part 2 shows one person's sheet at a time: two people at one
 * screen switch with "Ich bin Person A / B" (kept with the run, so a reload shows the same sheet);
 * one alone sees their own and the questions a partner would ask.
 */
export function OralPage({
  lang,
  test,
  tasks,
  plan,
}: {
  lang: Lang;
  test: string;
  tasks: OralSheets;
  plan: OralTimerPlan;
}) {
  const text = modelTestMessages(lang);
  const o = text.oral;
  const hydrated = useHydrated();
  const records = useModelTestRecords();
  const run = records.oral?.test === test ? records.oral : null;
  const other = records.oral && records.oral.test !== test ? records.oral : null;
  const results = records.orals.filter((r) => r.test === test);
  const [params] = useSearchParams();
  const [chosen, setMode] = useState<OralRun['mode'] | null>(null);
  // The plan's link (`?solo`) chooses "alone" once scripts run: the prerendered page, which the
  // first render must match, is the same for every link.
  const mode = chosen ?? (hydrated && params.has(SOLO_PARAM) ? 'alone' : 'pair');
  /** The solo rehearsal is under way (the choice of mode hides meanwhile). */
  const [soloRunning, setSoloRunning] = useState(false);
  const solo = hydrated && !run && !other && mode === 'alone';
  const [role, setRole] = useState<OralRun['role']>('A');
  const [checking, setChecking] = useState(false);
  const toast = useToast();
  const saved = (stored: boolean) => {
    if (!stored) warnOnce(() => toast(text.storageFailed));
  };
  const now = useNow(run !== null && run.clock.since !== null);
  const position = run ? positionAt(plan, elapsedMs(run.clock, now)) : null;
  const phase = position && !position.finished ? plan.phases[position.index] : undefined;

  return (
    <div className="pb-12">
      <TestPageHeader
        test={test}
        lang={lang}
        text={text}
        title={`${format(text.testTitle, { id: test })}: ${o.title}`}
      >
        <p className="mt-2 max-w-3xl text-slate-700">{o.intro}</p>
      </TestPageHeader>
      <div className="mx-auto mt-4 max-w-5xl space-y-8 px-4">
        {hydrated && other && (
          <p className="rounded-xl bg-amber-50 p-4 text-slate-900 ring-1 ring-amber-200">
            {format(text.run.otherRun, { id: other.test })}{' '}
            <Link to={href.mockOral(other.test, lang)} className="font-semibold text-blue-800 underline">
              {text.run.toOtherRun}
            </Link>
          </p>
        )}
        {/* In the prerendered page too (hidden without scripts), so nothing moves when they start. */}
        {!run && !other && !soloRunning && (
          <div
            className="js-only space-y-4 rounded-xl border border-slate-200 bg-white p-4"
            data-testid="oral-start"
          >
            <RadioChips
              legend={o.modeLabel}
              name="oral-mode"
              options={[
                ['pair', o.pair],
                ['alone', o.alone],
              ]}
              value={mode}
              onChange={setMode}
            />
            {mode === 'pair' && (
              <>
                <RadioChips
                  legend={o.roleLabel}
                  name="oral-role"
                  options={[
                    ['A', o.roleA],
                    ['B', o.roleB],
                  ]}
                  value={role}
                  onChange={setRole}
                />
                <button
                  type="button"
                  className={buttonClass.primary}
                  onClick={() => {
                    setChecking(false);
                    saved(updateOral(() => ({ test, role, mode, clock: start(STOPPED, Date.now()) })));
                  }}
                >
                  {results.length > 0 ? o.again : o.start}
                </button>
              </>
            )}
          </div>
        )}
        {/* The rehearsal takes the sheets' place in space held for it: while its code loads and
            after, the history and the footer stay below the screen instead of jumping up and back. */}
        {solo && (
          <div className="min-h-[80vh]">
            <Suspense fallback={<p className="text-slate-700">…</p>}>
              <SoloRehearsal
                lang={lang}
                test={test}
                tasks={tasks}
                onRunning={setSoloRunning}
                onSave={(checks) =>
                  saved(
                    finishOral({
                      test,
                      date: new Date().toISOString(),
                      role: 'A',
                      mode: 'alone',
                      checks: Object.fromEntries(CHECK_IDS.map((id) => [id, checks[id] === true])),
                    }),
                  )
                }
              />
            </Suspense>
          </div>
        )}
        {hydrated && run && position && !checking && (
          <div className="sticky top-0 z-10 -mx-4 bg-white/95 px-4 py-2" data-testid="oral-timer">
            <div className="rounded-xl bg-slate-900 p-4 text-white">
              <p className="text-sm font-semibold tracking-wide uppercase">{o.phase}</p>
              <p className="text-xl font-bold" role="status" data-testid="oral-phase">
                {phase ? phase.title : o.over}
              </p>
              {phase && (
                <>
                  <p className="text-sm text-slate-200">
                    <RichText text={phase.activity} lang={lang} />
                  </p>
                  <p
                    className="mt-1 font-mono text-lg tabular-nums"
                    aria-hidden="true"
                    data-testid="oral-left"
                  >
                    {format(o.left, { time: clockText(position.remaining, lang, 'up') })}
                  </p>
                  <div className="mt-2 h-2 rounded bg-slate-700" aria-hidden="true">
                    <div
                      className="h-2 rounded bg-amber-400"
                      style={{ width: `${Math.min(100, (position.elapsed / totalMs(plan)) * 100)}%` }}
                    />
                  </div>
                </>
              )}
              <div className="mt-3 flex flex-wrap gap-2">
                {phase && (
                  <>
                    <button
                      type="button"
                      className="min-h-11 rounded-lg bg-white px-3 font-semibold text-slate-900"
                      onClick={() =>
                        saved(
                          updateOral((r) =>
                            r
                              ? {
                                  ...r,
                                  clock:
                                    r.clock.since === null
                                      ? start(r.clock, Date.now())
                                      : pause(r.clock, Date.now()),
                                }
                              : r,
                          ),
                        )
                      }
                    >
                      {run.clock.since === null ? o.resume : o.pause}
                    </button>
                    <button
                      type="button"
                      className="min-h-11 rounded-lg px-3 font-semibold text-white ring-1 ring-white"
                      onClick={() =>
                        saved(updateOral((r) => (r ? { ...r, clock: skip(plan, r.clock, Date.now()) } : r)))
                      }
                    >
                      {o.next}
                    </button>
                  </>
                )}
                <button
                  type="button"
                  className="min-h-11 rounded-lg px-3 font-semibold text-white underline"
                  onClick={() => setChecking(true)}
                >
                  {o.finish}
                </button>
              </div>
            </div>
          </div>
        )}
        {hydrated && run && (checking || position?.finished) ? (
          <Checklist
            text={text}
            onSave={(checks) =>
              saved(
                finishOral({
                  test,
                  date: new Date().toISOString(),
                  role: run.role,
                  mode: run.mode,
                  checks: Object.fromEntries(CHECK_IDS.map((id) => [id, checks[id] === true])),
                }),
              )
            }
          />
        ) : solo ? null : (
          <Sheets
            tasks={tasks}
            lang={lang}
            text={text}
            run={run}
            person={run?.role ?? role}
            onPerson={
              run
                ? run.mode === 'pair'
                  ? (r) => saved(updateOral((current) => (current ? { ...current, role: r } : current)))
                  : undefined
                : other
                  ? setRole
                  : undefined
            }
          />
        )}
        <div className="js-only">
          <History results={results} lang={lang} text={text} />
        </div>
      </div>
    </div>
  );
}

/** A German line of a task sheet, with its English translation on the English page. */
