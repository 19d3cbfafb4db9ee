import { useId } from 'react';
import { useLanguage } from '~/i18n/language-context';
import { messages } from '~/i18n/messages';

/**
 * The visible way to turn global mode off (and on again). It is in the prerendered HTML so that
 * nothing shifts when scripts start, and hidden (`js-only`) when scripts are off. It is on the sheet
 * page and in the menu at the same time, so its hint's id comes from `useId`.
 */
export function GlobalModeSwitch() {
  const { pageLang, state, setGlobalMode } = useLanguage();
  const text = messages(pageLang).language;
  const hintId = useId();
  return (
    <div className="js-only flex items-start gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={state.globalMode}
        aria-describedby={hintId}
        data-testid="global-mode-switch"
        onClick={() => setGlobalMode(!state.globalMode)}
        className="mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-300 p-0.5 transition-colors aria-checked:bg-blue-700 motion-reduce:transition-none"
      >
        <span className="sr-only">{text.globalMode}</span>
        <span
          aria-hidden="true"
          className="size-6 rounded-full bg-white shadow transition-transform motion-reduce:transition-none"
          style={{ transform: state.globalMode ? 'translateX(1.25rem)' : 'none' }}
        />
      </button>
      <div className="text-sm">
        <p className="font-semibold text-slate-900" aria-hidden="true">
          {text.globalMode}
        </p>
        <p id={hintId} className="text-slate-600">
          {text.globalModeHint}
        </p>
      </div>
    </div>
  );
}
