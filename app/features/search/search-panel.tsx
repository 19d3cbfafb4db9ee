import { linkClass } from '~/components/ui/button';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import type { Category } from '~/content/catalogue-types';
import type { Lang } from '~/i18n/locales';
import { format, formatCount, messages } from '~/i18n/messages';
import { cn } from '~/lib/cn';
import { HitList } from './hit-list';
import { FIRST_SHEETS, type SearchOutcome } from './search-hits';
import { StageChips } from './stage-chips';
import { useSearch, type EngineStatus } from './use-search';

interface SearchPanelProps {
  lang: Lang;
  query: string;
  onQueryChange: (query: string) => void;
  stage: Category | null;
  onStageChange: (stage: Category | null) => void;
  /** Opens a hit. */
  onFollow: (url: string) => void;
  /** Enter without a chosen hit (the dialog then opens the search page). */
  onSubmit?: () => void;
  /** On the search page Escape clears the words; in the dialog it closes the dialog. */
  escape: 'clear' | 'close';
  inputId?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Below the results (the dialog's link to the search page). */
  footer?: ReactNode;
  /** The dialog's close button shares the field's row on a phone: the field leaves it room. */
  besideClose?: boolean;
}

/** The sentence the status line says: loading, failed, how many sheets matched, or none. */
function statusText(lang: Lang, status: EngineStatus, outcome: SearchOutcome | null): string {
  const text = messages(lang).search;
  if (status === 'loading') return text.loading;
  if (status === 'failed') return text.failed;
  if (!outcome) return '';
  if (outcome.total === 0) return `${format(text.noResults, { query: outcome.query })} ${text.noResultsHint}`;
  if (outcome.shown < outcome.total)
    return formatCount(lang, text.foundTop, outcome.total, { shown: outcome.shown });
  return formatCount(lang, text.found, outcome.total);
}

/**
 * The search: a field (combobox), the stage chips, a status line read out by screen readers, and
 * the results (listbox). Used by the dialog and by the search page. Arrow keys choose a result,
 * Enter opens it; the field keeps focus all the while. On a phone the on-screen keyboard leaves
 * little height: the field's label is for screen readers only (the field shows its icon and an
 * example), the chips take one row that scrolls sideways, and the results follow at once; the
 * whole panel scrolls rather than the results alone, so no part is squeezed.
 */
export function SearchPanel({
  lang,
  query,
  onQueryChange,
  stage,
  onStageChange,
  onFollow,
  onSubmit,
  escape,
  inputId,
  inputRef,
  footer,
  besideClose = false,
}: SearchPanelProps) {
  const text = messages(lang).search;
  // "Show the rest" holds for the words and stage it was asked for; new words start with the best.
  const asked = `${stage ?? ''}:${query.trim()}`;
  const [allFor, setAllFor] = useState<string | null>(null);
  const { status, outcome, retry } = useSearch(
    lang,
    query,
    stage,
    allFor === asked ? Infinity : FIRST_SHEETS,
  );
  const hits = outcome?.hits ?? [];
  const ids = useId();
  // After "show the rest": the first new hit is chosen once it is there, the field keeps focus.
  const firstNew = useRef<{ asked: string; index: number } | null>(null);
  const listId = `${ids}-results`;
  const optionId = (i: number) => `${ids}-hit-${i}`;
  const fieldId = inputId ?? `${ids}-input`;
  // The chosen hit belongs to the outcome it was chosen in; new results start unchosen.
  const [chosen, setChosen] = useState<{ outcome: SearchOutcome | null; index: number }>({
    outcome: null,
    index: -1,
  });
  const active = chosen.outcome === outcome ? chosen.index : -1;

  useEffect(() => {
    if (active >= 0) document.getElementById(`${ids}-hit-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, ids]);

  useEffect(() => {
    const wanted = firstNew.current;
    if (!wanted || !outcome || `${outcome.stage ?? ''}:${outcome.query}` !== wanted.asked) return;
    if (outcome.hits.length <= wanted.index) return;
    firstNew.current = null;
    setChosen({ outcome, index: wanted.index });
  }, [outcome]);

  const showRest = () => {
    firstNew.current = { asked, index: hits.length };
    setAllFor(asked);
    document.getElementById(fieldId)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (hits.length === 0) return;
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      const index = down ? (active + 1) % hits.length : active <= 0 ? hits.length - 1 : active - 1;
      setChosen({ outcome, index });
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      const hit = hits[active];
      if (hit) onFollow(hit.url);
      else if (onSubmit && query.trim()) onSubmit();
      else return;
      event.preventDefault();
    } else if (event.key === 'Escape' && escape === 'clear' && query) {
      event.preventDefault();
      onQueryChange('');
    }
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col max-md:overflow-y-auto">
      <div className="space-y-3 px-5 pb-3 max-md:space-y-2 max-md:pt-2 max-md:pb-1">
        <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-700 max-md:sr-only">
          {text.inputLabel}
        </label>
        <div className={cn('relative', besideClose && 'max-md:mr-12')}>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            ref={inputRef}
            id={fieldId}
            type="text"
            inputMode="search"
            enterKeyHint="search"
            role="combobox"
            aria-expanded={hits.length > 0}
            aria-controls={hits.length > 0 ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            aria-describedby={`${ids}-keys`}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            placeholder={text.placeholder}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            onKeyDown={onKeyDown}
            data-testid="search-input"
            className="min-h-12 w-full rounded-xl border border-slate-300 bg-white py-2 pr-3 pl-11 text-base text-slate-900 placeholder:text-slate-500 focus:border-blue-700 focus:ring-2 focus:ring-blue-700 focus:outline-none"
          />
        </div>
        <StageChips lang={lang} stage={stage} onChange={onStageChange} />
        <div className="flex min-h-6 flex-wrap items-center gap-x-3 gap-y-1">
          <p role="status" className="text-sm text-slate-700" data-testid="search-status">
            {statusText(lang, status, outcome)}
          </p>
          {status === 'failed' && (
            <button type="button" onClick={retry} className={linkClass.small}>
              {text.retry}
            </button>
          )}
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-3 max-md:flex-none max-md:overflow-visible">
        {hits.length > 0 && (
          <HitList
            lang={lang}
            id={listId}
            hits={hits}
            active={active}
            optionId={optionId}
            onFollow={onFollow}
          />
        )}
        {outcome && outcome.shown < outcome.total && (
          <button
            type="button"
            onClick={showRest}
            className={`mx-3 mt-3 cursor-pointer rounded-lg hover:bg-slate-100 ${linkClass.small}`}
          >
            {formatCount(lang, text.showRest, outcome.total - outcome.shown)}
          </button>
        )}
      </div>
      {footer}
      <p
        id={`${ids}-keys`}
        className="hidden border-t border-slate-200 px-5 py-2 text-xs text-slate-600 md:block"
      >
        {text.keys} {escape === 'close' ? text.keysClose : text.keysClear}
      </p>
    </div>
  );
}
