import { Snail } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useToast } from '~/components/ui/toast';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { isSlow, setSlow, subscribeRate } from './listen-rate';

let storageReported = false;

/**
 * "Langsam" / "Slow" beside the summary's title: pressed, every listen control on the site speaks
 * more slowly, at once and on later visits. It keeps its place from the first paint (in the
 * title's row, which it does not make taller) but shows only once the page has a German voice
 * (`html[data-listen]`, set by listen-controls), so nothing moves when it appears. Its name says
 * what it does ("Langsam vorlesen") and begins with the visible word.
 */
export function ListenRateToggle({ lang }: { lang: Lang }) {
  const text = messages(lang);
  const slow = useSyncExternalStore(subscribeRate, isSlow, () => false);
  const toast = useToast();
  const toggle = () => {
    // Storage failure is said once a visit; the choice holds until the page is closed.
    if (!setSlow(!slow) && !storageReported) {
      storageReported = true;
      toast(text.language.toastStorage);
    }
  };
  return (
    <button
      type="button"
      aria-pressed={slow}
      aria-label={text.listen.slowLabel}
      onClick={toggle}
      data-print="hide"
      data-testid="listen-rate"
      className="listen-only js-only -my-2 inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 hover:bg-slate-50 aria-pressed:border-blue-700 aria-pressed:bg-blue-700 aria-pressed:text-white"
    >
      <Snail aria-hidden="true" className="size-4" />
      <span>{text.listen.slow}</span>
    </button>
  );
}
