import { useRef, useState, type ChangeEvent } from 'react';
import { buttonClass } from '~/components/ui/button';
import type { Lang } from '~/i18n/locales';
import { drillMessages } from '~/i18n/drill-messages';
import { formatCount } from '~/i18n/messages';
import { cn } from '~/lib/cn';
import { readModelTestRecords, replaceModelTestRecords } from '~/lib/model-test-store';
import { exportProgress, parseProgressFile } from './progress-file';
import { readDrillProgress, replaceProgress, resetProgress } from './progress-store';
import { dayOf } from '~/lib/day';

/** Saves a text as a file through the browser's download (nothing leaves the device). */
function download(name: string, body: string) {
  const url = URL.createObjectURL(new Blob([body], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Revoked later: the download reads the blob after this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The learner's progress as a file (save, load) and the way back to a fresh start. Loading checks
 * the whole file first: a file that is not the drill's, or is damaged, changes nothing and says so.
 */
export function ProgressTools({ lang, onStored }: { lang: Lang; onStored: (stored: boolean) => void }) {
  const text = drillMessages(lang);
  const input = useRef<HTMLInputElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<{ error: boolean; text: string } | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again
    if (!file) return;
    const result = parseProgressFile(await file.text());
    if ('problem' in result) {
      setNotice({ error: true, text: result.problem === 'foreign' ? text.foreignFile : text.damagedFile });
      return;
    }
    const stored = replaceProgress(result.progress);
    onStored(result.mockTests ? replaceModelTestRecords(result.mockTests) && stored : stored);
    setNotice({ error: false, text: formatCount(lang, text.loaded, Object.keys(result.progress).length) });
  };

  const reset = () => {
    onStored(resetProgress());
    setConfirming(false);
    setNotice({ error: false, text: text.resetDone });
  };

  return (
    <section
      aria-labelledby="drill-progress-title"
      className="rounded-2xl border border-slate-200 p-5"
      data-testid="drill-progress"
    >
      <h2 id="drill-progress-title" className="text-xl font-bold text-slate-900">
        {text.progress}
      </h2>
      <p className="mt-1 text-slate-700">{text.progressNote}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() =>
            download(
              `b1-phrase-drill-${dayOf(new Date())}.json`,
              exportProgress(readDrillProgress(), new Date(), readModelTestRecords()),
            )
          }
        >
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
          data-testid="drill-import"
        />
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
          {text.reset}
        </button>
      </div>
      {confirming && (
        <div role="group" aria-labelledby="drill-reset-question" className="mt-4 rounded-xl bg-rose-50 p-4">
          <p id="drill-reset-question" className="font-semibold text-rose-900">
            {text.resetQuestion}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              className={cn(buttonClass.primary, 'bg-rose-700 hover:bg-rose-800')}
              onClick={reset}
            >
              {text.resetConfirm}
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
      <p
        role="status"
        className={cn('mt-3', notice?.error ? 'font-semibold text-rose-800' : 'text-emerald-800')}
        data-testid="drill-notice"
      >
        {notice?.text}
      </p>
    </section>
  );
}
