import { useCallback, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { useToast } from '~/components/ui/toast';
import { PART_TEXT } from '~/content/model-tests/part-text';
import { MODEL_TEST_PARTS, findPart, isListening } from '~/content/model-tests/parts';
import type { PartView } from '~/content/model-tests/part-view';
import { pick, type Lang } from '~/i18n/locales';
import { format, pluralForm } from '~/i18n/messages';
import { modelTestMessages } from '~/i18n/model-test-messages';
import { cn } from '~/lib/cn';
import { href } from '~/site/paths';
import { STOPPED, pause, start } from '~/lib/stopwatch';
import { useHydrated } from '~/lib/use-hydrated';
import { AnswerSheet, type ItemMode } from './answer-sheet';
import { formatPoints } from '~/i18n/format';
import { ListeningPanel } from './listening/listening-panel';
import { Confirm, TestPageHeader, ViewToggle } from './page-parts';
import { PartClock } from './part-clock';
import { PartMaterial } from './part-material';
import { PrintedSheet } from './printed-sheet';
import { scorePart } from './scoring';
import { usePartRecord } from './use-part-record';
import { useTabPlaces } from './use-tab-places';
import type { Attempt } from '~/stores/model-test-records';

/** The latest attempt at one part (the first try of a retry), if there is one. */
function latestAttempt(attempts: readonly Attempt[], test: string, part: string): Attempt | undefined {
  return attempts
    .filter((a) => a.test === test && a.part === part)
    .sort((a, b) => a.date.localeCompare(b.date))
    .at(-1);
}

/**
 * One part of a model test: the material as the booklet prints it beside the answer sheet (on a
 * phone one tap switches between them), a quiet stopwatch against the guideline of about 20
 * minutes, the check with every item explained, "try the wrong ones again" and a fresh start.
 * Every answer is kept in this browser as it is marked.
 */
export function PartPage({ part, lang }: { part: PartView; lang: Lang }) {
  const text = modelTestMessages(lang);
  const hydrated = useHydrated();
  const toast = useToast();
  const onStorageFailed = useCallback(() => toast(text.storageFailed), [toast, text.storageFailed]);
  const { record, change, attempt, attempts } = usePartRecord(part.test, part.slug, onStorageFailed);
  const { view, switchTo, bar, content } = useTabPlaces();
  const [confirm, setConfirm] = useState<'blank' | 'reset' | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const entry = findPart(part.slug)!;
  // A listening part: the recording is its clock, and its statements are on the answer sheet.
  const listening = isListening(entry);
  const keys = useMemo(() => Object.fromEntries(part.items.map((i) => [i.n, i.key])), [part.items]);
  const score = scorePart(entry, keys, record.answers);
  const retrying = record.retry !== null;
  // A retry does not count as an attempt: the part's latest attempt is the first try's result.
  const first = retrying ? latestAttempt(attempts, part.test, part.slug) : undefined;
  const resultLine = (r: { right: number; count: number; points: number; max: number }) =>
    format(text.result, {
      right: String(r.right),
      count: String(r.count),
      points: formatPoints(r.points, lang),
      max: formatPoints(r.max, lang),
    });

  const modeOf = (n: number): ItemMode => {
    if (record.checked) return 'review';
    if (retrying && !record.retry!.includes(n)) return 'kept';
    return 'open';
  };
  const open = part.items.filter((i) => modeOf(i.n) === 'open');
  const blanks = open.filter((i) => record.answers[i.n] === undefined).length;
  // Passages are shown for what is checked: all after a check, none while a retry is open.
  const shownQuotes = (n: number) =>
    record.checked ? (part.items.find((i) => i.n === n)?.evidence ?? []) : [];
  const quotes = record.checked ? part.items.flatMap((i) => i.evidence) : [];

  const onAnswer = (n: number, letter: string) =>
    change((r) => ({ ...r, answers: { ...r.answers, [n]: letter }, watch: start(r.watch, Date.now()) }));

  const check = () => {
    setConfirm(null);
    if (!retrying) attempt({ right: score.right, count: score.count, points: score.points, max: score.max });
    change((r) => ({
      ...r,
      checked: true,
      watch: pause(r.watch, Date.now()),
      // Checking ends an exam run still playing: the answer sheet is collected.
      ...(r.exam && !r.exam.over ? { exam: { ...r.exam, over: true } } : {}),
    }));
    requestAnimationFrame(() => resultRef.current?.focus());
  };
  const retryWrong = () =>
    change((r) => ({
      ...r,
      checked: false,
      retry: score.wrong,
      answers: Object.fromEntries(
        Object.entries(r.answers).filter(([n]) => !score.wrong.includes(Number(n))),
      ),
    }));
  const reset = () => {
    setConfirm(null);
    change(() => ({ answers: {}, checked: false, retry: null, watch: STOPPED, updated: 0 }));
  };

  const next = MODEL_TEST_PARTS[MODEL_TEST_PARTS.findIndex((p) => p.slug === part.slug) + 1];
  const filled = (n: number) => {
    const letter = record.answers[n];
    if (!letter) return undefined;
    if (part.material.kind === 'gap-box') return part.material.box.find(([l]) => l === letter)?.[1];
    return part.items.find((i) => i.n === n)?.options.find((o) => o.letter === letter)?.text;
  };

  return (
    <div className="pb-12">
      <TestPageHeader test={part.test} lang={lang} text={text} title={part.name}>
        <p className="mt-2 max-w-3xl text-slate-700">
          <span className="font-semibold">{text.task}: </span>
          {part.instructions}
        </p>
        {/* In the prerendered page too (hidden without scripts), so nothing moves when they start. */}
        <div className="js-only mt-3 flex flex-wrap items-center gap-3" data-print="hide">
          {!listening && <PartClock watch={record.watch} lang={lang} text={text} change={change} />}
          <button type="button" className={buttonClass.secondary} onClick={() => window.print()}>
            {text.print}
          </button>
        </div>
        <noscript>
          <p
            className="mt-3 rounded-lg bg-amber-50 p-3 text-slate-900 ring-1 ring-amber-200"
            data-testid="part-noscript"
          >
            {text.noScript}
          </p>
        </noscript>
      </TestPageHeader>

      {!listening && (
        <div
          ref={bar}
          className="js-only sticky top-0 z-10 border-b border-slate-200 bg-white/95 px-4 py-2 lg:hidden"
          data-print="hide"
        >
          <ViewToggle view={view} text={text} onChange={switchTo} />
        </div>
      )}

      <div
        ref={content}
        className="mx-auto mt-4 grid max-w-5xl gap-6 px-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
      >
        <div
          className={cn(hydrated && !listening && view !== 'text' && 'max-lg:hidden')}
          data-testid="part-material"
        >
          {listening ? (
            <ListeningPanel
              part={part}
              lang={lang}
              text={text}
              record={record}
              change={change}
              hydrated={hydrated}
            />
          ) : (
            <PartMaterial
              material={part.material}
              lang={lang}
              text={text}
              quotes={quotes}
              quotesOf={shownQuotes}
              filled={filled}
            />
          )}
        </div>
        <section
          aria-labelledby="answer-sheet-title"
          className={cn(
            'print:hidden lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto',
            hydrated && !listening && view !== 'answers' && 'max-lg:hidden',
          )}
          data-testid="answer-sheet"
        >
          <h2 id="answer-sheet-title" className="mb-3 text-xl font-bold text-slate-900">
            {text.answerSheet}
          </h2>
          <div ref={resultRef} tabIndex={-1} className="outline-none" role="status">
            {record.checked && (
              <div className="mb-4 rounded-xl bg-slate-900 p-4 text-white" data-testid="part-result">
                <p className="text-sm font-semibold tracking-wide uppercase">
                  {retrying ? text.retryResultTitle : text.resultTitle}
                </p>
                <p className="text-lg font-bold">{resultLine(score)}</p>
                {first && (
                  <p className="mt-1 text-sm text-slate-200" data-testid="part-first-result">
                    {format(text.firstResult, { result: resultLine(first) })}
                  </p>
                )}
              </div>
            )}
            {/* While the wrong ones are tried again, the first result stays in view. */}
            {!record.checked && first && (
              <p
                className="mb-3 rounded-xl bg-slate-100 p-3 font-semibold text-slate-900"
                data-testid="part-first-result"
              >
                {format(text.firstResult, { result: resultLine(first) })}
              </p>
            )}
          </div>
          {retrying && !record.checked && <p className="mb-3 text-slate-700">{text.retrying}</p>}
          <AnswerSheet
            part={part}
            lang={lang}
            text={text}
            answers={record.answers}
            modeOf={modeOf}
            disabled={!hydrated}
            onAnswer={onAnswer}
          />
          <div className="js-only mt-4 space-y-3">
            {confirm === 'blank' && (
              <Confirm
                question={format(pluralForm(lang, text.unanswered, blanks), { count: String(blanks) })}
                yes={text.checkAnyway}
                no={text.keepAnswering}
                onYes={check}
                onNo={() => setConfirm(null)}
              />
            )}
            {confirm === 'reset' && (
              <Confirm
                question={text.resetConfirm}
                yes={text.resetYes}
                no={text.resetNo}
                onYes={reset}
                onNo={() => setConfirm(null)}
              />
            )}
            <div className="flex flex-wrap gap-2">
              {!record.checked && (
                <button
                  type="button"
                  className={buttonClass.primary}
                  onClick={() => (blanks > 0 ? setConfirm('blank') : check())}
                >
                  {retrying ? text.checkAgain : text.check}
                </button>
              )}
              {record.checked && score.wrong.length > 0 && (
                <button type="button" className={buttonClass.primary} onClick={retryWrong}>
                  {text.retryWrong}
                </button>
              )}
              {(record.checked || Object.keys(record.answers).length > 0) && (
                <button type="button" className={buttonClass.secondary} onClick={() => setConfirm('reset')}>
                  {text.reset}
                </button>
              )}
            </div>
            {record.checked && next && (
              <p>
                <Link
                  to={href.mockPart(part.test, next.slug, lang)}
                  className="font-semibold text-blue-800 underline underline-offset-2"
                >
                  {format(text.nextPart, { name: pick(PART_TEXT[next.slug].name, lang) })}
                </Link>
              </p>
            )}
          </div>
        </section>
      </div>
      <PrintedSheet part={part} lang={lang} text={text} />
    </div>
  );
}
