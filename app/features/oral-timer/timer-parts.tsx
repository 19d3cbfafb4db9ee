import type { LucideIcon } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '~/lib/cn';
import type { OralTimerPlan } from '../../lib/oral-timer-model';

interface TimerButtonProps {
  label: string;
  Icon: LucideIcon;
  onClick: () => void;
  /** The one filled button (Start / Pause). */
  primary?: boolean;
  /** Only the icon shows; the label is the button's name for screen readers. */
  hideLabel?: boolean;
  /** The label shows from this width up (icon only below; the label stays the button's name). */
  labelFrom?: 'sm';
  pressed?: boolean;
  expanded?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** A button of the timer: icon and label, at least 44 px in both directions. */
export function TimerButton({
  label,
  Icon,
  onClick,
  primary = false,
  hideLabel = false,
  labelFrom,
  pressed,
  expanded,
  buttonRef,
}: TimerButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      onClick={onClick}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-label={hideLabel ? label : undefined}
      title={hideLabel ? label : undefined}
      className={cn(
        // The look of the sheet's other round controls (print, sections), so no new CSS is needed.
        'inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-full border px-3 text-sm font-semibold whitespace-nowrap',
        primary
          ? 'border-transparent bg-blue-700 text-white hover:bg-blue-800'
          : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50 aria-pressed:bg-emerald-700 aria-pressed:text-white',
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {!hideLabel && <span className={cn(labelFrom === 'sm' && 'max-sm:sr-only')}>{label}</span>}
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
            className="h-2.5 overflow-hidden rounded-full bg-slate-200"
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

/**
 * The panel's place: docked at the bottom of the screen (above the phone's bottom bar, beside the
 * floating column on wide screens), so it stays in view while the reader looks at the sheet. It is
 * fixed, so its appearing moves nothing; a spacer as tall as the panel at the end of the page keeps
 * the last lines reachable.
 */
export function DockedPanel({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const panel = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return createPortal(
    <>
      <div aria-hidden="true" style={{ height: height + 16 }} data-print="hide" />
      <section
        ref={panel}
        aria-labelledby={labelledBy}
        data-testid="oral-timer"
        data-print="hide"
        className={cn(
          'fixed right-3 left-3 z-30 rounded-2xl border border-slate-200 bg-white p-3 text-slate-900 shadow-lg',
          // Where the site's toasts appear: above the phone's bottom bar, beside the floating column.
          'bottom-[calc(4.75rem+env(safe-area-inset-bottom))] sm:left-auto sm:w-96 md:right-28 md:bottom-5',
        )}
      >
        {children}
      </section>
    </>,
    document.body,
  );
}
