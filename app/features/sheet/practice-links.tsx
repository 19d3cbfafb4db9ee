import { ClipboardList, Clock, FileCheck, Mic, PenLine, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { TRAINER_TRIGGER } from '~/lib/writing-trainer-trigger';
import type { PracticeLink } from './practice-links.server';

const ICONS: Record<PracticeLink['kind'], LucideIcon> = {
  'writing-trainer': PenLine,
  'written-exam': ClipboardList,
  'mock-part': FileCheck,
  'oral-timer': Clock,
  'oral-exam': Mic,
};

/** The trainer opens in place and the oral timer's card shows only with scripts. */
const needsScripts = (link: PracticeLink) => link.to === null || link.kind === 'oral-timer';

const CARD =
  'flex min-h-11 w-full items-center gap-3 rounded-xl border border-blue-200 bg-blue-50 p-4 text-left font-semibold text-blue-900 hover:border-blue-300 hover:bg-blue-100';

/**
 * The end of a sheet leads to its practice: the phrase drill (`drill`, when the sheet has
 * phrases), then the tools of `practiceLinks`. The writing trainer of a writing sheet opens in
 * place (the launcher listens for its button); the oral timer's card needs scripts, so do the
 * links to it. Nothing when the sheet has no practice.
 */
export function PracticeLinks({
  links,
  lang,
  drill,
}: {
  links: readonly PracticeLink[];
  lang: Lang;
  drill?: ReactNode;
}) {
  if (links.length === 0 && !drill) return null;
  const text = messages(lang).practice;
  // Without scripts the block shows only if something in it works without them.
  const withoutScripts = links.some((link) => !needsScripts(link));
  return (
    <nav
      aria-labelledby="practice-tools-title"
      className={withoutScripts ? 'space-y-3' : 'js-only space-y-3'}
      data-print="hide"
      data-testid="practice-links"
    >
      <h2 id="practice-tools-title" className="text-xl font-bold text-slate-900">
        {text.title}
      </h2>
      {drill}
      {links.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {links.map((link) => {
            const Icon = ICONS[link.kind];
            const face = (
              <>
                <Icon aria-hidden="true" className="size-5 shrink-0 text-blue-700" />
                {link.label}
              </>
            );
            return (
              <li
                key={`${link.kind}-${link.to ?? ''}`}
                className={needsScripts(link) ? 'js-only flex' : 'flex'}
              >
                {link.to === null ? (
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    className={`${CARD} cursor-pointer`}
                    {...{ [TRAINER_TRIGGER]: '' }}
                  >
                    {face}
                  </button>
                ) : (
                  <Link to={link.to} className={CARD} data-kind={link.kind}>
                    {face}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
