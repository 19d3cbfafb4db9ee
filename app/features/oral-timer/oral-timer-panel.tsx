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
import { useEffect, useId, useRef } from 'react';
import { RichText } from '~/components/ui/rich-text';
import { useToast } from '~/components/ui/toast';
import type { Lang } from '~/i18n/locales';
import { format, messages } from '~/i18n/messages';
import { oralTimerMessages } from '~/i18n/oral-timer-messages';
import { cn } from '~/lib/cn';
import { clockText, hasRun, pause, start, STOPPED } from '~/lib/stopwatch';
import { prepareSound, soundReady } from './beep';
import { isoDuration, phaseAnnouncement, stageText } from './timer-format';
import { isRunning, skip, totalMs, type OralTimerPlan } from '../../lib/oral-timer-model';
import { DockedPanel, PhaseBar, TimerButton } from './timer-parts';
import {
  noteFailure,
  setOpen,
  takeWarning,
  updateSettings,
  useTimerSettings,
  type TimerSettings,
} from './timer-store';
import { usePhaseCue, useRecordFinishedRun, useTimerPosition } from './use-timer-clock';
import { useWakeLock } from './use-wake-lock';

// Digits of equal width, so the time does not jiggle as it counts. A style attribute with the font
// feature: the utility class would add its rules to the stylesheet every page inlines (and its
// name, written anywhere in the source, makes Tailwind generate them).
const DIGITS = { fontFeatureSettings: '"tnum"' } as const;

interface PanelProps {
  plan: OralTimerPlan;
  lang: Lang;
  /** Counts the reader's requests for the timer: each moves focus into it (0: restored, no focus). */
  focusRequest: number;
  /** Called when the reader closes the panel (the timer is paused and stored closed by then). */
  onClose: () => void;
}

/**
 * The oral exam timer: the current phase of the sheet's plan and what to do in it, the time left,
 * Start / Pause / Reset / Next phase and the sound toggle; "less" folds it to one line. It keeps the
 * screen on while it runs and cues each new phase (live region; a beep when the sound is on).
 */
export function OralTimerPanel({ plan, lang, focusRequest, onClose }: PanelProps) {
  const text = oralTimerMessages(lang);
  const toast = useToast();
  const { clock, sound, compact } = useTimerSettings();
  const position = useTimerPosition(plan, clock);
  useRecordFinishedRun(position.finished);
  const running = isRunning(clock, position);
  const phase = plan.phases[position.index];
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const cue = usePhaseCue(position.index, sound, (index) => phaseAnnouncement(plan, index, lang));
  useWakeLock(running);

  const update = (change: (s: TimerSettings) => Partial<TimerSettings>) =>
    noteFailure(updateSettings(change));
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
  const close = () => {
    noteFailure(setOpen(false));
    onClose();
  };

  // Stored open, so that a reload brings the timer back.
  useEffect(() => noteFailure(setOpen(true)), []);

  // Storage that failed (here or when the timer was opened) is told once, away from the panel.
  useEffect(() => {
    if (takeWarning())
      toast(messages(lang).language.toastStorage, { avoid: heading.current?.closest('section') });
  });

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
    // Opened by the reader: straight to Start (or to the panel's name when the run is over).
    if (focusRequest > 0) (primaryRef.current ?? heading.current)?.focus();
  }, [focusRequest]);

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
        buttonRef={primaryRef}
      />
    );
  const next = plan.phases[position.index + 1];
  const phaseTitle = phase?.title ?? text.finished;
  const timeLeft = (
    <p
      className={cn('shrink-0 leading-tight font-extrabold', compact ? 'text-xl' : 'text-3xl')}
      style={DIGITS}
    >
      <span className="sr-only">{text.left}: </span>
      <time dateTime={isoDuration(position.remaining)} data-testid="timer-left">
        {clockText(position.remaining, lang, 'up')}
      </time>
    </p>
  );

  // The first row keeps its buttons in the same places in both sizes, so the focused one stays.
  return (
    <DockedPanel labelledBy={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className="sr-only">
        {text.title}
      </h2>
      <div className="flex items-center gap-1.5">
        {compact ? (
          // The phase above its time: beside the three buttons a phone has room for about 100 px
          // of text, too little for "Teil 2: Über ein Thema sprechen" next to the time.
          <div className="min-w-0 flex-1">
            <p className="text-xs leading-tight font-bold" data-testid="timer-phase">
              {phaseTitle}
            </p>
            {timeLeft}
          </div>
        ) : (
          <p className="min-w-0 flex-1 text-xs font-semibold text-blue-800" data-testid="timer-stage">
            {phase ? stageText(plan, position.index, lang) : text.title}
          </p>
        )}
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
        <TimerButton label={text.close} Icon={X} onClick={close} hideLabel />
      </div>
      {!compact && (
        <>
          <div className="mt-1 flex items-start justify-between gap-3">
            <p className="min-w-0 text-lg leading-snug font-bold" data-testid="timer-phase">
              {phaseTitle}
            </p>
            {timeLeft}
          </div>
          <PhaseBar plan={plan} elapsed={position.elapsed} />
          <div className="mt-1 flex flex-wrap justify-between gap-x-3 text-xs text-slate-600">
            <p className="min-w-0" data-testid="timer-next">
              {next && format(text.next, { phase: next.title })}
            </p>
            <p className="shrink-0" style={DIGITS} data-testid="timer-total">
              {format(text.total, {
                elapsed: clockText(position.elapsed, lang, 'down'),
                total: clockText(totalMs(plan), lang, 'down'),
              })}
            </p>
          </div>
          {phase && (
            <p className="mt-2 text-sm text-slate-700" data-testid="timer-activity">
              <RichText text={phase.activity} lang={lang} />
            </p>
          )}
          <div className="mt-2 flex flex-wrap items-center gap-2">
            {primaryButton(false)}
            {hasRun(clock) && (
              <TimerButton
                label={text.reset}
                Icon={RotateCcw}
                onClick={() => update(() => ({ clock: STOPPED }))}
                labelFrom="sm"
              />
            )}
            {!position.finished && (
              <TimerButton label={text.skip} Icon={SkipForward} onClick={onSkip} labelFrom="sm" />
            )}
          </div>
          <p className="mt-1 text-xs text-slate-600 max-md:hidden">{text.guideline}</p>
        </>
      )}
      <p role="status" className="sr-only" data-testid="timer-announcement">
        {cue.announcement}
      </p>
    </DockedPanel>
  );
}
