import { Timer } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import type { OralTimerPlan } from './timer-model';
import { setOpen, useTimerSettings } from './timer-store';

// The timer's code loads when the reader opens it (or reaches for the button), or when a reload
// finds it open; the sheet itself carries only this button.
const loadPanel = () => import('./oral-timer-panel');
const OralTimerPanel = lazy(() => loadPanel().then((m) => ({ default: m.OralTimerPanel })));

/**
 * "Timer" in the sheet's title area: opens the oral exam timer, docked at the bottom of the
 * screen, or closes it (which pauses it). Prerendered, so nothing moves when scripts start; hidden
 * without scripts, as it could do nothing.
 */
export function OralTimerLauncher({ plan, lang }: { plan: OralTimerPlan; lang: Lang }) {
  const text = messages(lang).oralTimer;
  const { open } = useTimerSettings();
  const button = useRef<HTMLButtonElement>(null);
  // Focus goes into the panel only when the reader opened it, never when a reload restores it.
  const [opened, setOpened] = useState(false);
  return (
    <div className="js-only" data-print="hide">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        data-testid="oral-timer-button"
        onClick={() => {
          setOpened(!open);
          setOpen(!open);
        }}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 hover:bg-slate-50 aria-expanded:border-blue-700 aria-expanded:bg-blue-50"
      >
        <Timer aria-hidden="true" className="size-4" />
        <span>{text.button}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <OralTimerPanel
            plan={plan}
            lang={lang}
            takeFocus={opened}
            onClosed={() => button.current?.focus()}
          />
        </Suspense>
      )}
    </div>
  );
}
