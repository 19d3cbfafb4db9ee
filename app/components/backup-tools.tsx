import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { buttonClass } from '~/components/ui/button';
import type { Lang } from '~/i18n/locales';
import { format, formatCount } from '~/i18n/messages';
import { progressMessages } from '~/i18n/progress-messages';
import { backupText, parseBackup, resetAll, restoreBackup, type BackupContent } from '~/stores/backup';
import { mergeBackup, NOTHING_ADDED, type MergeAdded } from '~/stores/backup-merge';
import { cn } from '~/lib/cn';
import { dayOf } from '~/lib/day';
import { downloadText } from '~/lib/download';
import { formatDate } from '~/i18n/format';
import { safeStorage } from '~/lib/storage';
import { useHydrated } from '~/lib/use-hydrated';

/** What the page says after it reloaded to show a loaded or deleted progress. */
const NOTICE_KEY = 'b1.backup-notice';
/** What a merge added, said after the reload (JSON of `MergeAdded`). */
const ADDED_KEY = 'b1.backup-added';
type Notice = 'loaded' | 'merged' | 'resetDone' | 'storeFailed' | 'foreign' | 'newer' | 'damaged';
const NOTICES: readonly Notice[] = [
  'loaded',
  'merged',
  'resetDone',
  'storeFailed',
  'foreign',
  'newer',
  'damaged',
];
const ADDED_KINDS = Object.keys(NOTHING_ADDED) as (keyof MergeAdded)[];
const ERRORS: readonly Notice[] = ['storeFailed', 'foreign', 'newer', 'damaged'];

/**
 * Every store read again from the start: the page reloads, and says after the reload what was
 * done (each tool reads its own store when it starts, so none keeps an old copy in memory).
 */
function reloadWith(notice: Notice, added?: MergeAdded) {
  try {
    window.sessionStorage.setItem(NOTICE_KEY, notice);
    if (added) window.sessionStorage.setItem(ADDED_KEY, JSON.stringify(added));
  } catch {
    // Without session storage the page reloads without the line; the progress shows the change.
  }
  window.location.reload();
}

/** The line left for this page by the reload, if any (none in the prerendered HTML). */
function leftNotice(): Notice | null {
  try {
    const notice = window.sessionStorage.getItem(NOTICE_KEY);
    return NOTICES.find((n) => n === notice) ?? null;
  } catch {
    return null;
  }
}

/** What the merge before the reload added (counts only; anything unreadable is nothing). */
function leftAdded(): MergeAdded {
  try {
    const raw: unknown = JSON.parse(window.sessionStorage.getItem(ADDED_KEY) ?? '{}');
    const counts = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    return Object.fromEntries(
      ADDED_KINDS.map((kind) => {
        const n = counts[kind];
        return [kind, typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 0];
      }),
    ) as unknown as MergeAdded;
  } catch {
    return NOTHING_ADDED;
  }
}

/** Said once: the next visit of the page shows no line. */
function forgetNotice() {
  try {
    window.sessionStorage.removeItem(NOTICE_KEY);
    window.sessionStorage.removeItem(ADDED_KEY);
  } catch {
    // Nothing was stored then.
  }
}

/**
 * The learner's whole progress as one file (prerendered without a line; the line left by a reload
 * shows once hydrated, so the prerendered HTML and the hydrating app agree): save
 * (then say where a phone puts the file), load (checked as a whole first, then added to what is here
 * or replacing it, as the learner chooses; after the reload it says what was added), delete
 * everything (after a question). Used by the progress page and the phrase drill, so there is one
 * way to back up.
 */
export function BackupTools({ lang, headingLevel = 2 }: { lang: Lang; headingLevel?: 2 | 3 }) {
  const text = progressMessages(lang).backup;
  const input = useRef<HTMLInputElement>(null);
  const safe = useRef<HTMLButtonElement>(null);
  const [asking, setAsking] = useState<{ kind: 'load'; content: BackupContent } | { kind: 'reset' } | null>(
    null,
  );
  const hydrated = useHydrated();
  // Read on the client as it hydrates (the prerendered page had none), said once hydrated.
  const [left, setNotice] = useState<Notice | null>(leftNotice);
  const notice = hydrated ? left : null;
  const [added] = useState<MergeAdded>(leftAdded);
  const [savedAs, setSavedAs] = useState<string | null>(null);
  const Heading = `h${headingLevel}` as const;

  useEffect(forgetNotice, []);
  // The question appears; the safe answer takes the focus.
  useEffect(() => {
    if (asking) safe.current?.focus();
  }, [asking]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again
    if (!file) return;
    const content = parseBackup(await file.text());
    setSavedAs(null);
    if ('problem' in content) {
      setAsking(null);
      setNotice(content.problem);
      return;
    }
    setNotice(null);
    setAsking({ kind: 'load', content });
  };

  const confirm = () => {
    if (!asking) return;
    const stored =
      asking.kind === 'load' ? restoreBackup(asking.content, safeStorage) : resetAll(safeStorage);
    reloadWith(stored ? (asking.kind === 'load' ? 'loaded' : 'resetDone') : 'storeFailed');
  };

  /** The file added to what is here: only the stores that change are written. */
  const merge = () => {
    if (asking?.kind !== 'load') return;
    const { values, added } = mergeBackup(asking.content, (key) => safeStorage.get(key));
    const stored = restoreBackup({ values, replacesAll: false, exported: null }, safeStorage);
    reloadWith(stored ? 'merged' : 'storeFailed', added);
  };

  const save = () => {
    const name = `b1-backup-${dayOf(new Date())}.json`;
    downloadText(
      name,
      backupText((key) => safeStorage.get(key), new Date()),
      'application/json',
    );
    setAsking(null);
    setNotice(null);
    setSavedAs(name);
  };
  const addedLines = ADDED_KINDS.filter((kind) => added[kind] > 0).map((kind) =>
    formatCount(lang, text.added[kind], added[kind]),
  );

  return (
    <section
      aria-labelledby="backup-title"
      className="rounded-2xl border border-slate-200 p-5"
      data-testid="backup"
    >
      <Heading id="backup-title" className="text-xl font-bold text-slate-900">
        {text.title}
      </Heading>
      <p className="mt-1 text-slate-700">{text.note}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={buttonClass.secondary} onClick={save}>
          {text.save}
        </button>
        <button type="button" className={buttonClass.secondary} onClick={() => input.current?.click()}>
          {text.load}
        </button>
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          hidden
          onChange={(e) => void onFile(e)}
          data-testid="backup-file"
        />
        <button
          type="button"
          className={buttonClass.secondary}
          aria-expanded={asking?.kind === 'reset'}
          onClick={() => {
            setNotice(null);
            setSavedAs(null);
            setAsking({ kind: 'reset' });
          }}
        >
          {text.reset}
        </button>
      </div>
      {asking && (
        <div
          role="group"
          aria-labelledby="backup-question"
          className={cn('mt-4 rounded-xl p-4', asking.kind === 'reset' ? 'bg-rose-50' : 'bg-amber-50')}
        >
          <p id="backup-question" className="font-semibold text-slate-900">
            {asking.kind === 'reset' ? text.resetQuestion : text.loadQuestion}
          </p>
          {asking.kind === 'load' && (
            <>
              <p className="mt-1 text-slate-700">
                {asking.content.replacesAll
                  ? asking.content.exported &&
                    format(text.loadWhat, { date: formatDate(asking.content.exported, lang) })
                  : text.loadOldDrill}
              </p>
              <p className="mt-1 text-slate-700">{text.loadChoice}</p>
            </>
          )}
          <div className="mt-3 flex flex-wrap gap-3">
            {asking.kind === 'load' && (
              <button type="button" className={buttonClass.primary} onClick={merge}>
                {text.loadMerge}
              </button>
            )}
            <button
              type="button"
              className={
                asking.kind === 'reset'
                  ? cn(buttonClass.primary, 'bg-rose-700 hover:bg-rose-800')
                  : buttonClass.secondary
              }
              onClick={confirm}
            >
              {asking.kind === 'reset' ? text.resetConfirm : text.loadConfirm}
            </button>
            <button
              ref={safe}
              type="button"
              className={buttonClass.secondary}
              onClick={() => setAsking(null)}
            >
              {text.cancel}
            </button>
          </div>
        </div>
      )}
      <p
        role="status"
        className={cn(
          'mt-3',
          notice && ERRORS.includes(notice) ? 'font-semibold text-rose-800' : 'text-emerald-800',
        )}
        data-testid="backup-notice"
      >
        {savedAs
          ? format(text.saved, { file: savedAs })
          : notice === 'merged'
            ? addedLines.length > 0
              ? `${text.merged} ${addedLines.join(', ')}.`
              : text.mergedNothing
            : notice && text[notice]}
      </p>
    </section>
  );
}
