import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CATEGORIES, type Category } from '~/content/catalogue-types';
import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { SEARCH_PARAM, href } from '~/site/paths';
import { useHydrated } from '~/lib/use-hydrated';
import { SEARCH_PAGE_INPUT_ID } from '~/lib/search-shortcut';
import { SearchPanel } from './search-panel';
import { SEARCH_DEBOUNCE_MS } from './use-search';
import { useFollowHit } from './use-follow-hit';

/** The URL parameter of the stage the results are narrowed to (the finder uses the same name). */
const STAGE_PARAM = 'stage';

const stageFrom = (value: string | null): Category | null => CATEGORIES.find((c) => c === value) ?? null;

/** Room left above the search field when it is moved to the top of a phone's screen, in px. */
const ABOVE_FIELD = 8;

/**
 * On a phone the focused search field moves to the top of the visible part of the screen, so that
 * the results appear between it and the on-screen keyboard (the title and the introduction scroll
 * away while typing): when the field takes focus, and again when the keyboard shrinks the visual
 * viewport.
 */
function useFieldOnTop(id: string) {
  useEffect(() => {
    const field = document.getElementById(id);
    const viewport = window.visualViewport;
    if (!field) return;
    const phone = window.matchMedia('(width < 48rem)');
    const lift = () => {
      if (!phone.matches || document.activeElement !== field) return;
      const top = field.getBoundingClientRect().top - (viewport?.offsetTop ?? 0);
      window.scrollTo({ top: window.scrollY + top - ABOVE_FIELD, behavior: 'instant' });
    };
    field.addEventListener('focus', lift);
    viewport?.addEventListener('resize', lift);
    return () => {
      field.removeEventListener('focus', lift);
      viewport?.removeEventListener('resize', lift);
    };
  }, [id]);
}

/**
 * The search with its words and stage in the URL (`?q=…&stage=…`), so a search can be reloaded,
 * bookmarked and shared. The field starts from the URL; the URL follows the typing after the same
 * pause as the results and replaces the history entry rather than adding one per word.
 */
function PageSearch({ lang }: { lang: Lang }) {
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get(SEARCH_PARAM) ?? '';
  const stage = stageFrom(params.get(STAGE_PARAM));
  const [query, setQuery] = useState(urlQuery);
  const follow = useFollowHit();
  useFieldOnTop(SEARCH_PAGE_INPUT_ID);

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes))
            if (value) next.set(name, value);
            else next.delete(name);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  useEffect(() => {
    const words = query.trim();
    if (words === urlQuery) return;
    const timer = window.setTimeout(() => update({ [SEARCH_PARAM]: words }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query, urlQuery, update]);

  return (
    <SearchPanel
      lang={lang}
      query={query}
      onQueryChange={setQuery}
      stage={stage}
      onStageChange={(next) => update({ [STAGE_PARAM]: next })}
      onFollow={(url) => void follow(url)}
      escape="clear"
      inputId={SEARCH_PAGE_INPUT_ID}
    />
  );
}

/**
 * The search page of a language. Its prerendered HTML cannot know the words in the URL, so the
 * search starts once scripts run; without scripts the page says so and points to the overview.
 */
export function SearchPage({ lang }: { lang: Lang }) {
  const text = messages(lang).search;
  const hydrated = useHydrated();
  return (
    <div className="mx-auto flex max-w-3xl flex-col py-6 md:px-2 md:py-10">
      <h1 className="px-5 text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">{text.title}</h1>
      <p className="mt-2 mb-4 px-5 text-slate-700">{text.description}</p>
      <noscript>
        <p className="mx-5 rounded-xl bg-amber-50 p-4 text-slate-900" data-testid="search-noscript">
          {text.noScript}{' '}
          <Link to={href.overview(lang)} className="font-semibold text-blue-800 underline">
            {text.toOverview}
          </Link>
        </p>
      </noscript>
      {/* The field and chips take their place only with scripts, as everything that needs them. */}
      <div className="js-only min-h-64">{hydrated && <PageSearch key={lang} lang={lang} />}</div>
    </div>
  );
}
