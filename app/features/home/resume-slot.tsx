import { ArrowRight, BookmarkCheck, Footprints } from 'lucide-react';
import { Link } from 'react-router';
import { findEntry, firstSheet, pathStep } from '~/content/catalogue';
import { pick, type Lang } from '~/i18n/locales';
import { format, formatCount, messages } from '~/i18n/messages';
import { homeMessages } from '~/i18n/home-messages';
import { href } from '~/site/paths';
import { useReadingProgress } from '~/stores/reading-progress';

/**
 * "Continue where you left off" once something was read, "start here" before. Both fill the same
 * fixed-height slot, so when the saved place appears after hydration nothing on the page moves.
 */
export function ResumeSlot({ lang }: { lang: Lang }) {
  const text = messages(lang);
  const copy = homeMessages(lang).resume;
  const { last, learned } = useReadingProgress();
  const resumed = last ? findEntry(last.route) : undefined;
  const entry = resumed ?? firstSheet();
  const step = pathStep(entry.route);
  const Icon = resumed ? BookmarkCheck : Footprints;
  const details = [
    step
      ? `${text.stage[step.category]} · ${format(text.labels.step, { step: String(step.step), of: String(step.of) })}`
      : copy.startText,
    ...(learned.length ? [formatCount(lang, copy.learnedCount, learned.length)] : []),
  ].join(' · ');
  return (
    <div className="mx-auto max-w-3xl px-4" data-testid="resume">
      <Link
        to={{
          pathname: href.sheet(entry.route, lang),
          hash: resumed && last?.section ? `#${last.section}` : '',
        }}
        className="flex h-28 items-center gap-4 sm:h-24 rounded-2xl border border-blue-200 bg-white px-5 shadow-sm hover:bg-blue-50"
        data-testid="resume-link"
        data-state={resumed ? 'continue' : 'start'}
      >
        <Icon aria-hidden="true" className="size-7 shrink-0 text-blue-700" />
        {/* On a phone: label on top, details at the bottom, the title (one or two lines) between,
            so whichever sheet the saved place names, no line moves. Wider, every title fits on one
            line and the three are centred. */}
        <span className="flex h-full min-w-0 flex-1 flex-col py-3 sm:justify-center sm:py-0">
          <span className="block truncate text-sm font-semibold text-blue-800">
            {resumed ? copy.continueTitle : copy.startTitle}
          </span>
          {/* Two lines at most on a phone ("Functional Language and Communication" was cut off). */}
          <span
            className="line-clamp-2 text-base leading-snug font-bold text-slate-900 sm:text-lg"
            data-testid="resume-title"
          >
            {pick(entry.title, lang)}
          </span>
          <span className="mt-auto block truncate text-sm text-slate-700 sm:mt-0">{details}</span>
        </span>
        <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-blue-700" />
      </Link>
    </div>
  );
}
