import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';

/**
 * "Langsam vorlesen" / "Slow speech" beside the summary's title: pressed, every listen control on
 * the site speaks more slowly, at once and on later visits. Only its markup is here (it costs the
 * first visit next to nothing): `listen-controls` sets its pressed state and handles presses once it
 * has loaded. It keeps its place from the first paint (in the title's row, which it does not make
 * taller) but shows only once the page has a German voice (`html[data-listen]`), so nothing moves
 * when it appears.
 */
export function ListenRateToggle({ lang }: { lang: Lang }) {
  return (
    <button
      type="button"
      aria-pressed="false"
      data-listen-rate=""
      data-print="hide"
      className="listen-only js-only -my-2 inline-flex min-h-11 shrink-0 cursor-pointer items-center rounded-full border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 hover:bg-slate-50 aria-pressed:border-blue-700 aria-pressed:bg-blue-700 aria-pressed:text-white"
    >
      {messages(lang).listen.slow}
    </button>
  );
}
