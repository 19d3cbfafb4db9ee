import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { useToast } from '~/components/ui/toast';
import { RichText } from '~/components/ui/rich-text';
import type { OralTasks, Translated } from '~/content/model-tests/schema';
import { positionAt, skip, totalMs, type OralTimerPlan } from '~/lib/oral-timer-model';
import { langAttr, type Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import { modelTestMessages } from '~/i18n/model-test-messages';
import type { ModelTestMessages } from '~/i18n/model-test-messages-en';
import { cn } from '~/lib/cn';
import type { OralResult, OralRun } from '~/lib/model-test-records';
import { finishOral, updateOral } from '~/lib/model-test-store';
import { href } from '~/site/paths';
import { clockText, elapsedMs, pause, start, STOPPED } from '~/lib/stopwatch';
import { useHydrated } from '~/lib/use-hydrated';
import { formatDate } from '~/i18n/format';
import { useNow } from '../listening/exam-run';
import { TestPageHeader } from '../page-parts';
import { warnOnce } from '../storage-warning';
import { useModelTestRecords } from '~/lib/model-test-store';

type Text = ModelTestMessages;
type CheckId = keyof Text['oral']['checks'];

/** The three parts of the oral exam, with the sheet that teaches each. */
const PARTS = [
  { n: 1, sheet: 'speaking-part-1-who-system' },
  { n: 2, sheet: 'speaking-part-2-pave-system' },
  { n: 3, sheet: 'speaking-part-3-listen-system' },
] as const;
/** The four criteria the examiners mark in every part, one checklist question each. */
const CRITERIA = ['task', 'expression', 'form', 'sound'] as const;
const checkId = (part: number, criterion: (typeof CRITERIA)[number]) =>
  `part-${part}-${criterion}` as CheckId;
const CHECK_IDS: CheckId[] = PARTS.flatMap((p) => CRITERIA.map((c) => checkId(p.n, c)));

/**
 * `/mock-tests/<id>/oral`: the test's oral task sheets, the oral timer's phases over the 20
 * minutes of preparation and the three parts (the strategy sheet's plan, on a stopwatch kept with
 * the records: a reload finds the same minute), then a yes/no checklist on the four criteria of
 * each part, kept with the results. Two people at one screen see both sheets of part 2; one alone
 * sees their own and the questions a partner would ask.
 */
export function OralPage({
  lang,
  test,
  tasks,
  plan,
}: {
  lang: Lang;
  test: string;
  tasks: OralTasks;
  plan: OralTimerPlan;
}) {
  const text = modelTestMessages(lang);
  const o = text.oral;
  const hydrated = useHydrated();
  const records = useModelTestRecords();
  const run = records.oral?.test === test ? records.oral : null;
  const other = records.oral && records.oral.test !== test ? records.oral : null;
  const results = records.orals.filter((r) => r.test === test);
  const [mode, setMode] = useState<OralRun['mode']>('pair');
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
        {hydrated && !run && !other && (
          <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4" data-testid="oral-start">
            <Choice
              label={o.modeLabel}
              options={[
                ['pair', o.pair],
                ['alone', o.alone],
              ]}
              value={mode}
              onChange={setMode}
            />
            <Choice
              label={o.roleLabel}
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
        ) : (
          <Sheets tasks={tasks} lang={lang} text={text} run={run} />
        )}
        {hydrated && <History results={results} lang={lang} text={text} />}
      </div>
    </div>
  );
}

function Choice<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: [V, string][];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset>
      <legend className="font-semibold text-slate-900">{label}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map(([v, name]) => (
          <label
            key={v}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 ring-1 ring-slate-300 has-[:checked]:bg-blue-50 has-[:checked]:ring-blue-700"
          >
            <input
              type="radio"
              checked={value === v}
              onChange={() => onChange(v)}
              className="size-5 accent-blue-700"
            />
            {name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A German line of a task sheet, with its English translation on the English page. */
function Line({ line, lang, as: Tag = 'p' }: { line: Translated; lang: Lang; as?: 'p' | 'li' }) {
  return (
    <Tag>
      <span lang={langAttr('de', lang)}>{line.german}</span>
      {lang !== 'de' && <span className="block text-sm text-slate-600">{line.translation}</span>}
    </Tag>
  );
}

/** The task sheets as they are handed out: part 1's cues, part 2's text(s), part 3's task. */
function Sheets({
  tasks,
  lang,
  text,
  run,
}: {
  tasks: OralTasks;
  lang: Lang;
  text: Text;
  run: OralRun | null;
}) {
  const o = text.oral;
  const both = !run || run.mode === 'pair';
  const texts = (['A', 'B'] as const).filter((r) => both || r === run?.role);
  const box = 'rounded-xl border border-slate-200 bg-white p-4';
  return (
    <section aria-labelledby="oral-sheets" className="space-y-4">
      <h2 id="oral-sheets" className="text-xl font-bold text-slate-900">
        {o.sheets}
      </h2>
      <div className={box}>
        <h3 className="font-bold text-slate-900">{o.part1}</h3>
        <p className="text-sm text-slate-700">{o.part1Task}</p>
        <ul className="mt-2 grid gap-1 sm:grid-cols-2">
          {tasks.part1.cues.map((cue) => (
            <Line key={cue.german} line={cue} lang={lang} as="li" />
          ))}
        </ul>
      </div>
      <div className={box}>
        <h3 className="font-bold text-slate-900">{o.part2}</h3>
        <p className="text-sm text-slate-700">{o.part2Task}</p>
        <div className="mt-2 font-semibold">
          <Line line={tasks.part2.topic} lang={lang} />
        </div>
        <div className={cn('mt-3 grid gap-4', texts.length > 1 && 'md:grid-cols-2')}>
          {texts.map((r) => {
            const sheet = r === 'A' ? tasks.part2.a : tasks.part2.b;
            return (
              <div key={r} className="rounded-lg bg-slate-50 p-3" data-testid={`oral-sheet-${r}`}>
                <p className="text-sm font-bold tracking-wide text-slate-600 uppercase">
                  {format(o.sheet, { role: r })}
                </p>
                <p className="font-semibold" lang={langAttr('de', lang)}>
                  {sheet.name}
                </p>
                <blockquote className="mt-1">
                  <Line line={sheet.text} lang={lang} />
                </blockquote>
              </div>
            );
          })}
        </div>
        {run?.mode === 'alone' && <p className="mt-3 text-sm text-slate-700">{o.aloneHint}</p>}
      </div>
      <div className={box}>
        <h3 className="font-bold text-slate-900">{o.part3}</h3>
        <p className="text-sm text-slate-700">{o.part3Task}</p>
        <div className="mt-2">
          <Line line={tasks.part3.situation} lang={lang} />
        </div>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          {tasks.part3.points.map((p) => (
            <Line key={p.german} line={p} lang={lang} as="li" />
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Twelve yes/no questions, four per part (one per criterion); saved only when all are answered. */
function Checklist({
  text,
  onSave,
}: {
  text: Text;
  onSave: (checks: Partial<Record<string, boolean>>) => void;
}) {
  const o = text.oral;
  const [answers, setAnswers] = useState<Partial<Record<CheckId, boolean>>>({});
  const [tried, setTried] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const open = CHECK_IDS.filter((id) => answers[id] === undefined).length;
  return (
    <section aria-labelledby="oral-check" data-testid="oral-checklist">
      <h2
        id="oral-check"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 outline-none"
      >
        {o.checkTitle}
      </h2>
      <p className="mt-1 text-slate-700">{o.checkIntro}</p>
      {PARTS.map((part) => (
        <div key={part.n} className="mt-4">
          <h3 className="font-bold text-slate-900">{o[`part${part.n}`]}</h3>
          <ol className="mt-2 space-y-2">
            {CRITERIA.map((c) => {
              const id = checkId(part.n, c);
              return (
                <li key={id}>
                  <fieldset className="rounded-xl border border-slate-200 p-3">
                    <legend className="px-1 text-slate-900">{o.checks[id]}</legend>
                    <div className="mt-1 flex gap-2">
                      {([true, false] as const).map((v) => (
                        <label
                          key={String(v)}
                          className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 ring-1 ring-slate-300 has-[:checked]:bg-blue-50 has-[:checked]:ring-blue-700"
                        >
                          <input
                            type="radio"
                            name={id}
                            checked={answers[id] === v}
                            onChange={() => setAnswers((a) => ({ ...a, [id]: v }))}
                            className="size-5 accent-blue-700"
                          />
                          {v ? o.yes : o.no}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ol>
        </div>
      ))}
      {tried && open > 0 && (
        <p className="mt-3 font-semibold text-red-800" role="alert">
          {format(o.unanswered, { count: String(open) })}
        </p>
      )}
      <button
        type="button"
        className={cn(buttonClass.primary, 'mt-4')}
        onClick={() => {
          setTried(true);
          if (open === 0) onSave(answers);
        }}
      >
        {o.save}
      </button>
    </section>
  );
}

/** Every saved checklist of this test: yes per part, and the sheet to practise a weak part with. */
function History({ results, lang, text }: { results: OralResult[]; lang: Lang; text: Text }) {
  const o = text.oral;
  return (
    <section aria-labelledby="oral-history" data-testid="oral-history">
      <h2 id="oral-history" className="text-xl font-bold text-slate-900">
        {o.historyTitle}
      </h2>
      {results.length === 0 ? (
        <p className="mt-2 text-slate-700">{o.historyEmpty}</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {[...results].reverse().map((result) => {
            const yes = (n: number) => CRITERIA.filter((c) => result.checks[checkId(n, c)]).length;
            const weakest = PARTS.reduce((a, b) => (yes(b.n) < yes(a.n) ? b : a));
            return (
              <li key={result.date} className="rounded-xl border border-slate-200 p-3">
                <p className="font-semibold text-slate-900">
                  {formatDate(result.date, lang)} · {format(o.sheet, { role: result.role })} ·{' '}
                  {result.mode === 'pair' ? o.pair : o.alone}
                </p>
                <ul className="text-slate-800">
                  {PARTS.map((p) => (
                    <li key={p.n}>{format(o.partScore, { part: o[`part${p.n}`], yes: String(yes(p.n)) })}</li>
                  ))}
                </ul>
                {yes(weakest.n) < 4 && (
                  <p className="mt-1 text-sm">
                    {o.weakHint}{' '}
                    <Link
                      to={href.sheet(weakest.sheet, lang)}
                      className="font-semibold text-blue-800 underline"
                    >
                      {o[`part${weakest.n}`]}
                    </Link>
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
