import { buttonClass } from '~/components/ui/button';
import { Snail } from 'lucide-react';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';

/**
 * "Langsam" / "Slow" (named "Langsam vorlesen" / "Slow speech", which begins with the visible
 * word; the short face leaves the title its line on a phone) beside the summary's title: pressed, every listen control on
 * the site speaks more slowly, at once and on later visits. Only its markup is here (it costs the
 * first visit next to nothing): `listen-controls` sets its pressed state and handles presses once it
 * has loaded. It keeps its place from the first paint (in the title's row, which it does not make
 * taller) but shows only once the page has a German voice (`html[data-listen]`), so nothing moves
 * when it appears.
 */
export function ListenRateToggle({ lang }: { lang: Lang }) {
  const text = messages(lang).listen;
  return (
    <button
      type="button"
      aria-pressed="false"
      aria-label={text.slowLabel}
      data-listen-rate=""
      data-print="hide"
      className={`listen-only js-only -my-2 ${buttonClass.tool}`}
    >
      <Snail aria-hidden="true" className="size-4" />
      {text.slow}
    </button>
  );
}
