import { Fragment, type MouseEvent } from 'react';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { cn } from '~/lib/cn';
import type { SearchHit } from './search-hits';

interface HitListProps {
  lang: Lang;
  /** The listbox's id (the search field controls it). */
  id: string;
  hits: readonly SearchHit[];
  /** The hit the arrow keys have chosen, or -1. */
  active: number;
  optionId: (index: number) => string;
  /** Opens a hit (a plain click or Enter); other clicks (new tab, new window) stay the browser's. */
  onFollow: (url: string) => void;
}

const sheetOf = (url: string) => url.split('#')[0];

/** A plain left click, which the app handles; any modifier asks the browser for its own behaviour. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The results as the options of a listbox. Focus stays in the search field (combobox pattern,
 * `aria-activedescendant`), and each option is a real link, so it can also open in a new tab.
 */
export function HitList({ lang, id, hits, active, optionId, onFollow }: HitListProps) {
  const text = messages(lang);
  return (
    <div role="listbox" id={id} aria-label={text.search.results} data-testid="search-results">
      {hits.map((hit, i) => (
        <a
          key={hit.url}
          id={optionId(i)}
          href={hit.url}
          role="option"
          aria-selected={i === active}
          tabIndex={-1}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onFollow(hit.url);
          }}
          className={cn(
            'block scroll-my-2 rounded-lg px-3 py-2 ring-inset',
            i === active ? 'bg-blue-50 ring-2 ring-blue-700' : 'hover:bg-slate-100',
            i > 0 && sheetOf(hits[i - 1]?.url ?? '') !== sheetOf(hit.url) && 'mt-3',
          )}
        >
          <span className="block text-xs font-semibold text-slate-700">
            {hit.sheetTitle}
            {hit.stage && ` · ${text.stage[hit.stage]}`}
          </span>
          <span className="block font-semibold text-blue-900">{hit.sectionTitle}</span>
          <span className="mt-0.5 block text-sm text-slate-700">
            {hit.excerpt.map((part, k) =>
              part.mark ? (
                <mark key={k} className="rounded-sm bg-amber-100 px-0.5 text-slate-900">
                  {part.text}
                </mark>
              ) : (
                <Fragment key={k}>{part.text}</Fragment>
              ),
            )}
          </span>
        </a>
      ))}
    </div>
  );
}
