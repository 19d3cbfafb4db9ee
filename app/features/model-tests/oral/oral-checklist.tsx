import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import type { Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import type { ModelTestMessages } from '~/i18n/model-test-messages-en';
import { cn } from '~/lib/cn';
import type { OralResult } from '~/stores/model-test-records';
import { href } from '~/site/paths';
import { formatDate } from '~/i18n/format';

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
export const CHECK_IDS: CheckId[] = PARTS.flatMap((p) => CRITERIA.map((c) => checkId(p.n, c)));

export function Checklist({
  text,
  onSave,
  solo,
}: {
  text: Text;
  onSave: (checks: Partial<Record<string, boolean>>) => void;
  /**
   * The questions she answers alone (the solo rehearsal): each with the name of the criterion it
   * stands for, an intro, and what follows the questions (the link to the partner types).
   */
  solo?: {
    intro: string;
    checks: Record<CheckId, string>;
    criterion: (c: (typeof CRITERIA)[number]) => string;
    after: ReactNode;
  };
}) {
  const o = text.oral;
  const questions = solo?.checks ?? o.checks;
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
      <p className="mt-1 text-slate-700">{solo?.intro ?? o.checkIntro}</p>
      {PARTS.map((part) => (
        <div key={part.n} className="mt-4">
          <h3 className="font-bold text-slate-900">{o[`part${part.n}`]}</h3>
          <ol className="mt-2 space-y-2">
            {CRITERIA.map((c) => {
              const id = checkId(part.n, c);
              return (
                <li key={id}>
                  <fieldset className="rounded-xl border border-slate-200 p-3">
                    <legend className="px-1 text-slate-900">{questions[id]}</legend>
                    {solo && <p className="px-1 text-sm text-slate-600">{solo.criterion(c)}</p>}
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
      {solo?.after}
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
export function History({ results, lang, text }: { results: OralResult[]; lang: Lang; text: Text }) {
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
