import { Timer } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useToast } from '~/components/ui/toast';
import type { Lang } from '~/i18n/locales';
import { format, formatCount, messages } from '~/i18n/messages';
import { formatMinutes } from '~/lib/format';
import type { OralTimerPlan } from './timer-model';
import { noteFailure, setOpen, takeWarning, useTimerSettings } from './timer-store';

// The timer's code loads when the reader opens it (or reaches for the button), or when a reload
// finds it open; the sheet itself carries only this card.
const loadPanel = () => import('./oral-timer-panel');
const OralTimerPanel = lazy(() => loadPanel().then((m) => ({ default: m.OralTimerPanel })));

/**
 * The card after the sheet's summary with the button that opens the oral exam timer (docked at the
 * bottom of the screen) or closes it, which pauses it. The label never changes, so nothing moves
 * when a reload finds the timer open. Prerendered, so nothing moves when scripts start; hidden
 * without scripts, as it could do nothing.
 */
export function OralTimerLauncher({ plan, lang }: { plan: OralTimerPlan; lang: Lang }) {
  const text = messages(lang).oralTimer;
  const { open } = useTimerSettings();
  const toast = useToast();
  const button = useRef<HTMLButtonElement>(null);
  // Focus goes into the panel only when the reader opened it, never when a reload restores it.
  const [opened, setOpened] = useState(false);
  const preparation = plan.phases.filter((p) => p.stage === 'preparation').at(-1)?.to ?? 0;
  const parts = plan.phases.filter((p) => p.stage === 'conversation').length;
  return (
    <div
      className="js-only flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3"
      data-testid="oral-timer-card"
    >
      <p className="min-w-0 flex-1 basis-56 text-sm text-slate-700">
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
          setOpened(!open);
          noteFailure(setOpen(!open));
          // Opening: the panel tells it, where it does not cover the timer.
          if (open && takeWarning()) toast(messages(lang).language.toastStorage);
        }}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className="inline-flex min-h-11 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-100 aria-expanded:border-blue-700 aria-expanded:bg-blue-50 aria-expanded:text-blue-900"
      >
        <Timer aria-hidden="true" className="size-4" />
        {text.button}
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
