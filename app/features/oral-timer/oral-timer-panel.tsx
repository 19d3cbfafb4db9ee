import {
  ChevronDown,
  ChevronUp,
  Pause,
  Play,
  RotateCcw,
  SkipForward,
  Volume2,
  VolumeX,
  X,
} from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { RichText } from '~/components/ui/rich-text';
import { useToast } from '~/components/ui/toast';
import type { Lang } from '~/i18n/locales';
import { format, formatCount, messages } from '~/i18n/messages';
import { cn } from '~/lib/cn';
import { formatMinutes } from '~/lib/format';
import { prepareSound, soundReady } from './beep';
import { PhaseBar, TimerButton } from './timer-parts';
import { clockText, isoDuration } from './timer-format';
import { pause, skip, start, STOPPED, totalMs, type OralTimerPlan } from './timer-model';
import { setOpen, updateSettings, useTimerSettings, type TimerSettings } from './timer-store';
import { usePhaseCue, useTimerPosition } from './use-timer-clock';
import { useWakeLock } from './use-wake-lock';

// One toast per visit when the browser cannot store the timer; it still runs for the visit.
let storageWarned = false;

interface PanelProps {
  plan: OralTimerPlan;
  lang: Lang;
  /** Opened by the reader just now (not restored after a reload): focus moves into the panel. */
  takeFocus: boolean;
  /** Called after the panel closed itself, to give focus back to the button that opens it. */
  onClosed: () => void;
}

/**
 * The oral exam timer: the current phase of the sheet's plan and what to do in it, the time left,
 * Start / Pause / Reset / Next phase and the sound toggle. Docked at the bottom of the screen (above
 * the phone's bottom bar, beside the floating column on wide screens), so it stays in view while the
 * reader looks at the sheet; a spacer at the end of the page keeps the last lines reachable.
 */
export function OralTimerPanel({ plan, lang, takeFocus, onClosed }: PanelProps) {
  const text = messages(lang).oralTimer;
  const toast = useToast();
  const settings = useTimerSettings();
  const { clock, sound, compact } = settings;
  const position = useTimerPosition(plan, clock);
  const running = clock.since !== null && !position.finished;
  const phase = plan.phases[position.index];
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);
  useWakeLock(running);

  const stageLabel = (index: number) => {
    const p = plan.phases[index];
    if (!p) return '';
    const ofStage = plan.phases.filter((q) => q.stage === p.stage);
    const step = ofStage.indexOf(p) + 1;
    return `${text.stage[p.stage]} · ${formatCount(lang, { other: text.step }, ofStage.length, { step })}`;
  };
  const cue = usePhaseCue(position.index, sound, (index) => {
    const next = plan.phases[index];
    if (!next) return text.finished;
    return format(text.announce, {
      phase: `${text.stage[next.stage]}: ${next.title}`,
      minutes: formatMinutes(next.to - next.from, lang, 'long'),
    });
  });

  const update = (change: (s: TimerSettings) => Partial<TimerSettings>) => {
    if (updateSettings(change) || storageWarned) return;
    storageWarned = true;
    toast(messages(lang).language.toastStorage);
  };
  const onPrimary = () => {
    if (sound) prepareSound();
    const now = Date.now();
    update((s) => ({ clock: running ? pause(s.clock, now) : start(s.clock, now) }));
  };
  const onSkip = () => {
    cue.byReader();
    const now = Date.now();
    update((s) => ({ clock: skip(plan, s.clock, now) }));
  };
  const onSound = () => {
    if (!sound) prepareSound();
    update((s) => ({ sound: !s.sound }));
  };
  const onClose = () => {
    if (!setOpen(false) && !storageWarned) {
      storageWarned = true;
      toast(messages(lang).language.toastStorage);
    }
    onClosed();
  };

  // A restored timer with the sound on may beep only once the reader has done something here.
  useEffect(() => {
    if (!sound || soundReady()) return;
    const wake = () => prepareSound();
    document.addEventListener('pointerdown', wake, { once: true });
    document.addEventListener('keydown', wake, { once: true });
    return () => {
      document.removeEventListener('pointerdown', wake);
      document.removeEventListener('keydown', wake);
    };
  }, [sound]);

  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);

  // The spacer at the end of the page is as tall as the panel, whatever its content and width.
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const primary = running
    ? { label: text.pause, Icon: Pause }
    : { label: clock.banked > 0 ? text.resume : text.start, Icon: Play };
  const primaryButton = (iconOnly: boolean) =>
    !position.finished && (
      <TimerButton
        label={primary.label}
        Icon={primary.Icon}
        onClick={onPrimary}
        primary
        hideLabel={iconOnly}
      />
    );
  const next = plan.phases[position.index + 1];
  const phaseTitle = phase?.title ?? text.finished;
  const timeLeft = (
    <p className="shrink-0 text-3xl leading-none font-extrabold text-slate-900 tabular-nums max-md:text-2xl">
      <span className="sr-only">{text.left}: </span>
      <time dateTime={isoDuration(position.remaining)} data-testid="timer-left">
        {clockText(position.remaining, lang, 'up')}
      </time>
    </p>
  );

  // The first row keeps its buttons in the same places in both sizes, so the focused one stays.
  return createPortal(
    <>
      <div aria-hidden="true" style={{ height: height + 16 }} data-print="hide" />
      <section
        ref={panel}
        aria-labelledby={titleId}
        data-testid="oral-timer"
        data-print="hide"
        className={cn(
          'fixed inset-x-2 bottom-[calc(3.5rem+max(0.25rem,env(safe-area-inset-bottom)))] z-30 rounded-2xl border border-slate-200 bg-white p-3 text-slate-900 shadow-lg',
          'md:inset-x-auto md:right-[6.5rem] md:bottom-5 md:w-96',
        )}
      >
        <div className="flex items-center gap-1.5">
          <h2
            id={titleId}
            ref={heading}
            tabIndex={-1}
            className={cn(
              'min-w-0 flex-1 text-sm font-bold text-slate-700 outline-none',
              compact && 'sr-only',
            )}
          >
            {text.title}
          </h2>
          {compact && (
            <p className="min-w-0 flex-1 truncate font-bold" data-testid="timer-phase">
              {phaseTitle}
            </p>
          )}
          {compact && timeLeft}
          {compact && primaryButton(true)}
          {!compact && (
            <TimerButton
              label={text.sound}
              Icon={sound ? Volume2 : VolumeX}
              pressed={sound}
              onClick={onSound}
              hideLabel
            />
          )}
          <TimerButton
            label={compact ? text.more : text.less}
            Icon={compact ? ChevronUp : ChevronDown}
            expanded={!compact}
            onClick={() => update((s) => ({ compact: !s.compact }))}
            hideLabel
          />
          <TimerButton label={text.close} Icon={X} onClick={onClose} hideLabel />
        </div>
        {!compact && (
          <>
            <div className="mt-1 flex items-end justify-between gap-3">
              <div className="min-w-0">
                {phase && (
                  <p className="text-xs font-semibold text-blue-800" data-testid="timer-stage">
                    {stageLabel(position.index)}
                  </p>
                )}
                <p className="text-lg leading-snug font-bold" data-testid="timer-phase">
                  {phaseTitle}
                </p>
              </div>
              {timeLeft}
            </div>
            <PhaseBar plan={plan} elapsed={position.elapsed} />
            {phase && (
              <p className="mt-2 text-sm text-slate-700" data-testid="timer-activity">
                <RichText text={phase.activity} lang={lang} />
              </p>
            )}
            {next && (
              <p className="mt-1 text-xs text-slate-600">{format(text.next, { phase: next.title })}</p>
            )}
            <div className="mt-2 flex flex-wrap items-center gap-2">
              {primaryButton(false)}
              <TimerButton
                label={text.reset}
                Icon={RotateCcw}
                onClick={() => update(() => ({ clock: STOPPED }))}
                disabled={clock.banked === 0 && clock.since === null}
              />
              {!position.finished && <TimerButton label={text.skip} Icon={SkipForward} onClick={onSkip} />}
            </div>
            <p className="mt-2 text-xs text-slate-600">
              <span className="tabular-nums" data-testid="timer-total">
                {format(text.total, {
                  elapsed: clockText(position.elapsed, lang, 'down'),
                  total: clockText(totalMs(plan), lang, 'down'),
                })}
              </span>
              {' · '}
              {text.guideline}
            </p>
          </>
        )}
        <p role="status" className="sr-only" data-testid="timer-announcement">
          {cue.announcement}
        </p>
      </section>
    </>,
    document.body,
  );
}
