import { Pause, Play, Timer as TimerIcon } from 'lucide-react';
import { buttonClass } from '~/components/ui/button';
import type { Lang } from '~/i18n/locales';
import { trainerMessages } from '~/i18n/writing-trainer-messages';
import { cn } from '~/lib/cn';
import { clockText, type Stopwatch } from '~/lib/stopwatch';
import { useStopwatchNow } from '~/lib/use-stopwatch-now';
import {
  elapsedMs,
  examSignal,
  pauseTimer,
  remainingMs,
  startTimer,
  timerPhase,
  timerSignal,
  WRITING_TIME_MS,
  type ExamClock,
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
  exam,
  stopped = false,
  onChange,
}: {
  lang: Lang;
  timer: Stopwatch;
  /** The clock of the exam that hosts the trainer: shown instead of the trainer's own. */
  exam?: ExamClock;
  stopped?: boolean;
  onChange: (timer: Stopwatch) => void;
}) {
  if (exam) return <ExamTimer lang={lang} exam={exam} />;
  return <OwnTimer lang={lang} timer={timer} stopped={stopped} onChange={onChange} />;
}

const EXAM_LOOK = {
  none: '',
  reminder: SIGNAL_LOOK.reminder,
  collected: SIGNAL_LOOK.timeUp,
  handedIn: SIGNAL_LOOK.timeUp,
} as const;

/**
 * The exam's clock in the trainer: the time left of the exam's 30 minutes, with no control (the
 * exam's time cannot be paused), the five-minute reminder, and at the end what happened to the
 * letter. Read from the exam's stored moments, redrawn with the same hook as the trainer's own.
 */
function ExamTimer({ lang, exam }: { lang: Lang; exam: ExamClock }) {
  const text = trainerMessages(lang);
  const now = useStopwatchNow(exam.watch, WRITING_TIME_MS);
  const signal = examSignal(exam, now);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="trainer-timer">
      <p className="flex items-center gap-2">
        <TimerIcon aria-hidden="true" className="size-5 text-slate-700 sm:hidden" />
        <span className="text-sm text-slate-700 max-sm:sr-only">{text.examTimeLeft}</span>
        <span
          className={cn(
            'font-mono text-2xl font-bold',
            signal === 'reminder' ? 'text-amber-800' : 'text-slate-900',
          )}
          data-testid="trainer-clock"
        >
          {clockText(remainingMs(exam.watch, now), lang, 'up')}
        </span>
      </p>
      {signal === 'none' && <p className="text-sm text-slate-700">{text.examClockNote}</p>}
      <p
        role="status"
        className={cn(
          'rounded-md text-sm font-semibold',
          signal !== 'none' && 'px-3 py-2',
          EXAM_LOOK[signal],
        )}
        data-testid="trainer-signal"
      >
        {signal === 'none' ? '' : text.exam[signal]}
      </p>
    </div>
  );
}

/** The trainer's own 30 minutes (see `TimerBar`). */
function OwnTimer({
  lang,
  timer,
  stopped,
  onChange,
}: {
  lang: Lang;
  timer: Stopwatch;
  stopped: boolean;
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
