import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { cn } from '~/lib/cn';
import { href } from '~/site/paths';
import { setLearned, useReadingProgress } from '~/stores/reading-progress';
import { useHydrated } from '~/lib/use-hydrated';
import type { PathLink, SheetPath } from './sheet-path.server';

/** The end of a sheet leads on: "learned" and the previous and next sheet of the learning path. */
export function SheetEnd({ route, lang, path }: { route: string; lang: Lang; path?: SheetPath }) {
  const text = messages(lang).sheet;
  return (
    <div className="space-y-4" data-print="hide">
      <LearnedToggle route={route} lang={lang} />
      {path && (path.previous || path.next) && (
        <nav aria-label={text.learningPath} className="grid gap-3 sm:grid-cols-2" data-testid="path-nav">
          {path.previous && (
            <PathCard link={path.previous} lang={lang} label={text.previousSheet} rel="prev" />
          )}
          {path.next && <PathCard link={path.next} lang={lang} label={text.nextSheet} rel="next" />}
        </nav>
      )}
    </div>
  );
}

function PathCard({
  link,
  lang,
  label,
  rel,
}: {
  link: PathLink;
  lang: Lang;
  label: string;
  rel: 'prev' | 'next';
}) {
  const Arrow = rel === 'prev' ? ArrowLeft : ArrowRight;
  return (
    <Link
      to={href.sheet(link.route, lang)}
      rel={rel}
      data-testid={`path-${rel}`}
      className={cn(
        'flex min-h-11 items-center gap-3 rounded-xl border border-slate-200 p-4 hover:border-blue-300 hover:bg-blue-50',
        rel === 'next' && 'flex-row-reverse text-right sm:col-start-2',
      )}
    >
      <Arrow aria-hidden="true" className="size-5 shrink-0 text-blue-700" />
      <span>
        <span className="block text-sm text-slate-600">{label}</span>
        <span className="block font-semibold text-blue-900">{link.title}</span>
      </span>
    </Link>
  );
}

/**
 * A toggle stored in this browser (`aria-pressed`). It needs scripts, so until they run it keeps
 * its place empty: nothing moves when it appears.
 */
function LearnedToggle({ route, lang }: { route: string; lang: Lang }) {
  const text = messages(lang).sheet;
  const hydrated = useHydrated();
  const learned = useReadingProgress().learned.includes(route);
  return (
    <div className="flex min-h-11 flex-wrap items-center gap-x-4 gap-y-2">
      {hydrated && (
        <>
          <button
            type="button"
            aria-pressed={learned}
            aria-describedby="learned-hint"
            data-testid="learned-toggle"
            onClick={() => setLearned(route, !learned)}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-emerald-700 px-5 font-semibold text-emerald-900 hover:bg-emerald-50 aria-pressed:bg-emerald-700 aria-pressed:text-white"
          >
            <Check aria-hidden="true" className={cn('size-5', !learned && 'opacity-30')} />
            {text.learned}
          </button>
          <p id="learned-hint" className="text-sm text-slate-600">
            {text.learnedHint}
          </p>
        </>
      )}
    </div>
  );
}
