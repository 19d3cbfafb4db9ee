import { Copy, Download, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '~/components/ui/button';
import { useToast } from '~/components/ui/toast';
import type { Lang } from '~/i18n/locales';
import { trainerMessages } from '~/i18n/writing-trainer-messages';
import { cn } from '~/lib/cn';

const SMALL = 'text-sm';

/** Saves the text as a plain-text file (UTF-8), named after the sheet. */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.txt`;
  link.click();
  // The download has started from the click; the address is no longer needed after this task.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * What the reader can do with their text: copy it, download it, or start again, which asks first
 * (right here, with "keep my text" focused, so a stray Enter keeps everything).
 */
export function TextActions({
  lang,
  text,
  fileName,
  onRestart,
}: {
  lang: Lang;
  text: string;
  fileName: string;
  /** Absent when the text may not be started again (an exam has collected it). */
  onRestart?: () => void;
}) {
  const t = trainerMessages(lang);
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  const restart = useRef<HTMLButtonElement>(null);
  const question = useRef<HTMLDivElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) {
      keep.current?.focus();
      // Both answers in view: at the bottom of a phone's screen the second one was cut off.
      question.current?.scrollIntoView({ block: 'nearest' });
    } else if (wasAsking.current) restart.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  // Without a secure context there is no clipboard at all: that is a failure like any other.
  const copy = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(text))
      .then(
        () => toast(t.copied),
        () => toast(t.copyFailed),
      );

  if (asking)
    return (
      <div
        ref={question}
        role="group"
        aria-labelledby={questionId}
        className="rounded-lg border border-amber-300 bg-amber-50 p-3"
        data-testid="trainer-restart-question"
      >
        <p id={questionId} className="font-semibold text-slate-900">
          {t.restartQuestion}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            ref={keep}
            type="button"
            className={cn(buttonClass.secondary, SMALL)}
            onClick={() => setAsking(false)}
          >
            {t.restartCancel}
          </button>
          <button
            type="button"
            className={cn(buttonClass.primary, SMALL)}
            onClick={() => {
              wasAsking.current = false;
              setAsking(false);
              onRestart?.();
            }}
          >
            {t.restartConfirm}
          </button>
        </div>
      </div>
    );

  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={cn(buttonClass.secondary, SMALL)} onClick={() => void copy()}>
        <Copy aria-hidden="true" className="size-4" />
        {t.copy}
      </button>
      <button
        type="button"
        className={cn(buttonClass.secondary, SMALL)}
        onClick={() => download(text, fileName)}
      >
        <Download aria-hidden="true" className="size-4" />
        {t.download}
      </button>
      {onRestart && (
        <button
          ref={restart}
          type="button"
          className={cn(buttonClass.secondary, SMALL)}
          onClick={() => setAsking(true)}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {t.restart}
        </button>
      )}
    </div>
  );
}
