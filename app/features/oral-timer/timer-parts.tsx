import type { LucideIcon } from 'lucide-react';
import { buttonClass } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import type { OralTimerPlan } from './timer-model';

interface TimerButtonProps {
  label: string;
  Icon: LucideIcon;
  onClick: () => void;
  /** The one filled button (Start / Pause). */
  primary?: boolean;
  /** Only the icon shows; the label is the button's name for screen readers. */
  hideLabel?: boolean;
  pressed?: boolean;
  expanded?: boolean;
  disabled?: boolean;
}

/** A button of the timer: icon and label, at least 44 px in both directions. */
export function TimerButton({
  label,
  Icon,
  onClick,
  primary = false,
  hideLabel = false,
  pressed,
  expanded,
  disabled,
}: TimerButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-label={hideLabel ? label : undefined}
      title={hideLabel ? label : undefined}
      disabled={disabled}
      className={cn(
        primary ? buttonClass.primary : buttonClass.secondary,
        // The site's buttons are wide (px-5); the timer needs three in a row on a phone.
        'min-w-11 cursor-pointer px-3! text-sm disabled:cursor-default disabled:opacity-50',
        'aria-pressed:bg-blue-700 aria-pressed:text-white',
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {!hideLabel && <span>{label}</span>}
    </button>
  );
}

/**
 * The whole run as one bar, a segment per phase (preparation blue, conversation green), filled up
 * to the moment reached. Decorative: the phase and the time left are text beside it.
 */
export function PhaseBar({ plan, elapsed }: { plan: OralTimerPlan; elapsed: number }) {
  const minutes = elapsed / 60_000;
  return (
    <div aria-hidden="true" className="mt-2 flex gap-0.5" data-testid="timer-bar">
      {plan.phases.map((p) => {
        const share = Math.min(1, Math.max(0, (minutes - p.from) / (p.to - p.from)));
        return (
          <div
            key={`${p.stage}-${p.from}`}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
            style={{ flexGrow: p.to - p.from, flexBasis: 0 }}
          >
            <div
              className={cn('h-full', p.stage === 'preparation' ? 'bg-blue-700' : 'bg-emerald-700')}
              style={{ width: `${share * 100}%` }}
            />
          </div>
        );
      })}
    </div>
  );
}
