import { cn } from '~/lib/cn';
import { buttonClass } from '~/components/ui/button';
import { Clock } from 'lucide-react';
import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { ORAL_TIMER_ANCHOR } from '~/content/practice-tools';
import type { Lang } from '~/i18n/locales';
import { format, formatCount, messages } from '~/i18n/messages';
import { formatMinutes } from '~/i18n/format';
import { storedOpen } from './timer-key';
import type { OralTimerPlan } from '../../lib/oral-timer-model';

// The timer's code (and its store) loads when the reader opens it or reaches for the button, or
// when a reload finds it open; the sheet itself carries only this card.
const loadPanel = () => import('./oral-timer-panel');
const OralTimerPanel = lazy(() => loadPanel().then((m) => ({ default: m.OralTimerPanel })));

/**
 * The card after the sheet's summary with the button that opens the oral exam timer, docked at the
 * bottom of the screen (pressed again, it takes the reader to the timer). Prerendered, so nothing
 * moves when scripts start; its label never changes; hidden without scripts, as it could do nothing.
 */
export function OralTimerLauncher({ plan, lang }: { plan: OralTimerPlan; lang: Lang }) {
  const text = messages(lang).oralTimer;
  const [open, setOpen] = useState(false);
  // How often the reader asked for the timer: each time focus goes into it (never on a restore).
  const [asked, setAsked] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (storedOpen()) startTransition(() => setOpen(true));
  }, []);
  const preparation = plan.phases.filter((p) => p.stage === 'preparation').at(-1)?.to ?? 0;
  const parts = plan.phases.filter((p) => p.stage === 'conversation').length;
  return (
    // Links to the timer (the menu, the end of the oral sheets) lead here, below the top bar. From
    // `sm` up the text starts at the top, its first line level with the button's label (not
    // centred), and the button has a fixed width (room for "Timer" with its icon) with its face at
    // the start: while a slow connection delivers the HTML in pieces, the text does not move down
    // when the taller button arrives, nor the button's icon sideways when its label does.
    <div
      id={ORAL_TIMER_ANCHOR}
      className="js-only scroll-mt-16 items-start gap-4 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 sm:flex"
      data-testid="oral-timer-card"
    >
      <p className="min-w-0 flex-1 text-sm text-slate-700 max-sm:mb-3 sm:pt-3">
        {format(formatCount(lang, { other: text.intro }, parts), {
          preparation: formatMinutes(preparation, lang, 'long'),
        })}
      </p>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        data-testid="oral-timer-button"
        onClick={() => {
          setOpen(true);
          setAsked((n) => n + 1);
        }}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className={cn(buttonClass.tool, 'sm:w-24 sm:justify-start')}
      >
        <Clock aria-hidden="true" className="size-4" />
        {text.button}
      </button>
      {open && (
        <Suspense fallback={null}>
          <OralTimerPanel
            plan={plan}
            lang={lang}
            focusRequest={asked}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
