import { buttonClass } from '~/components/ui/button';
import type { Lang } from '~/i18n/locales';
import { format } from '~/i18n/messages';
import type { ModelTestMessages } from '~/i18n/model-test-messages-en';
import { PART_GUIDELINE_MINUTES } from '~/content/model-tests/parts';
import type { PartRecord } from '~/stores/model-test-records';
import { clockText, elapsedMs, hasRun, pause, start, type Stopwatch } from '~/lib/stopwatch';
import { useStopwatchNow } from '~/lib/use-stopwatch-now';
import { cn } from '~/lib/cn';

const GUIDELINE_MS = PART_GUIDELINE_MINUTES * 60_000;
/** The clock stops redrawing after three hours: a part left open overnight costs nothing. */
const LIMIT_MS = 3 * 60 * 60_000;

/**
 * A quiet stopwatch: it starts with the first answer marked, stops at the check, and turns amber
 * past the guideline of about 20 minutes a part; no sound, no message. Pause and resume by hand.
 */
export function PartClock({
  watch,
  lang,
  text,
  change,
}: {
  watch: Stopwatch;
  lang: Lang;
  text: ModelTestMessages;
  change: (update: (part: PartRecord) => PartRecord) => void;
}) {
  const now = useStopwatchNow(watch, LIMIT_MS);
  const ms = elapsedMs(watch, now);
  const running = watch.since !== null;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="part-clock">
      <p
        className={cn(
          'rounded-lg px-3 py-2 font-mono text-lg font-bold tabular-nums',
          ms > GUIDELINE_MS ? 'bg-amber-100 text-amber-900' : 'bg-white text-slate-900 ring-1 ring-slate-200',
        )}
      >
        <span className="sr-only">{text.clock}: </span>
        <span data-testid="part-clock-time">{clockText(ms, lang, 'down')}</span>
      </p>
      <p className="text-sm text-slate-700">
        {format(text.guideline, { minutes: String(PART_GUIDELINE_MINUTES) })}
      </p>
      <button
        type="button"
        className={buttonClass.compact}
        onClick={() =>
          change((r) => ({ ...r, watch: running ? pause(r.watch, Date.now()) : start(r.watch, Date.now()) }))
        }
      >
        {running ? text.pauseClock : hasRun(watch) ? text.resumeClock : text.startClock}
      </button>
    </div>
  );
}
