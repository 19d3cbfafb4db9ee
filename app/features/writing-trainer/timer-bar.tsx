import { Pause, Play, Timer as TimerIcon } from 'lucide-react';
import { buttonClass } from '~/components/ui/button';
import type { Lang } from '~/i18n/locales';
import { trainerMessages } from '~/i18n/writing-trainer-messages';
import { cn } from '~/lib/cn';
import { clockText, type Stopwatch } from '~/lib/stopwatch';
import { useStopwatchNow } from '~/lib/use-stopwatch-now';
import {
  elapsedMs,
  pauseTimer,
  remainingMs,
  startTimer,
  timerPhase,
  timerSignal,
  WRITING_TIME_MS,
} from './trainer-timer';

const SIGNAL_LOOK = {
  none: '',
  reminder: 'bg-amber-50 text-amber-800',
  timeUp: 'bg-blue-50 text-blue-900',
} as const;

/**
 * The 30 minutes: the time left, start / pause / resume, and the two gentle signals (five minutes
 * left, time is up) as a visible message in a polite live region: no sound, and screen readers
 * hear each signal once, not every second of the clock. `stopped` (the self-assessment): the clock
 * stands and shows the time the letter took, with no control.
 */
export function TimerBar({
  lang,
  timer,
  stopped = false,
  onChange,
}: {
  lang: Lang;
  timer: Stopwatch;
  stopped?: boolean;
  onChange: (timer: Stopwatch) => void;
}) {
  const text = trainerMessages(lang);
  const now = useStopwatchNow(timer, WRITING_TIME_MS);
  if (stopped)
    return (
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="trainer-timer">
        <p className="flex items-center gap-2">
          <TimerIcon aria-hidden="true" className="size-5 text-slate-700" />
          <span className="text-sm text-slate-700">{text.timeUsed}</span>
          <span className="font-mono text-2xl font-bold text-slate-900" data-testid="trainer-clock">
            {clockText(elapsedMs(timer, now), lang, 'down')}
          </span>
        </p>
        <p className="text-sm text-slate-700" data-testid="trainer-clock-stopped">
          {text.clockStopped}
        </p>
      </div>
    );
  const phase = timerPhase(timer, now);
  const signal = timerSignal(timer, now);
  const action =
    phase === 'idle'
      ? { label: text.start, Icon: Play }
      : phase === 'running'
        ? { label: text.pause, Icon: Pause }
        : { label: text.resume, Icon: Play };
  const toggle = () => {
    const at = Date.now();
    onChange(timerPhase(timer, at) === 'running' ? pauseTimer(timer, at) : startTimer(timer, at));
  };
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="trainer-timer">
      <p className="flex items-center gap-2">
        <TimerIcon aria-hidden="true" className="size-5 text-slate-700 sm:hidden" />
        {/* On phones the clock and its button share one line; the icon stands for the words. */}
        <span className="text-sm text-slate-700 max-sm:sr-only">{text.timeLeft}</span>
        <span
          className={cn(
            'font-mono text-2xl font-bold',
            signal === 'none' ? 'text-slate-900' : 'text-amber-800',
          )}
          data-testid="trainer-clock"
        >
          {clockText(remainingMs(timer, now), lang, 'up')}
        </span>
        {phase === 'paused' && <span className="text-sm font-semibold text-slate-700">{text.paused}</span>}
      </p>
      {phase !== 'done' && (
        <button type="button" className={buttonClass.secondary} onClick={toggle}>
          <action.Icon aria-hidden="true" className="size-4" />
          {action.label}
        </button>
      )}
      <p
        role="status"
        className={cn(
          'rounded-md text-sm font-semibold',
          signal !== 'none' && 'px-3 py-2',
          SIGNAL_LOOK[signal],
        )}
        data-testid="trainer-signal"
      >
        {signal === 'reminder' ? text.reminder : signal === 'timeUp' ? text.timeUp : ''}
      </p>
    </div>
  );
}
