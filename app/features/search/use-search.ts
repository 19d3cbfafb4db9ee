import { useEffect, useState } from 'react';
import type { Category } from '~/content/catalogue-types';
import type { Lang } from '~/i18n/locales';
import { loadEngine, type PagefindEngine } from './pagefind';
import { asksAboutExam, EXAM_FILTER, hitsOfSheet, matchesQuery, type SearchOutcome } from './search-hits';

/** Results follow the typing after this pause, so a fast typist does not queue a search per key. */
export const SEARCH_DEBOUNCE_MS = 150;

/** Whether the index of the page's language is being loaded, can be searched, or failed to load. */
export type EngineStatus = 'loading' | 'ready' | 'failed';

/** What the search shows: the engine's state and the results of the latest finished query. */
export interface SearchState {
  status: EngineStatus;
  /**
   * The results of the latest finished query; while newer words are searched they stay on screen
   * (no flicker between keys). Null without words.
   */
  outcome: SearchOutcome | null;
  /** The outcome is not yet the one for the current words and stage. */
  pending: boolean;
  /** Loads the index again after a failure. */
  retry: () => void;
}

/**
 * Runs one query: the best `sheets` pages with their data (excerpts), in Pagefind's order; the exam
 * overview first when the query asks about the exam.
 */
async function runQuery(
  engine: PagefindEngine,
  query: string,
  stage: Category | null,
  sheets: number,
): Promise<SearchOutcome> {
  // A question about the exam (points, how long, pass mark) gets the exam overview first.
  const exam =
    !stage && asksAboutExam(query)
      ? ((await engine.search(query, { filters: EXAM_FILTER }))?.results ?? [])
      : [];
  const pinned = new Set(exam.map((result) => result.id));
  const response = await engine.search(query, stage ? { filters: { stage } } : {});
  const results = [...exam, ...(response?.results ?? []).filter((result) => !pinned.has(result.id))];
  const data = await Promise.all(results.slice(0, sheets).map((result) => result.data()));
  // Pages that matched only a stray letter of a split word are no results (the count of sheets not
  // loaded yet cannot be checked; they are counted as they are).
  const real = data.filter((page) => matchesQuery(page, query));
  return {
    query,
    stage,
    hits: real.flatMap(hitsOfSheet),
    total: results.length - (data.length - real.length),
    shown: real.length,
  };
}

/**
 * Full-text search over the sheets of the page's language, showing the best `sheets` matching
 * sheets. The index loads when the component using this hook mounts (the search was opened), never
 * before.
 */
export function useSearch(lang: Lang, query: string, stage: Category | null, sheets: number): SearchState {
  const [attempt, setAttempt] = useState(0);
  const key = `${lang}:${attempt}`;
  const [engine, setEngine] = useState<{ key: string; engine: PagefindEngine | null } | null>(null);
  const [outcome, setOutcome] = useState<SearchOutcome | null>(null);
  const current = engine?.key === key ? engine.engine : undefined;
  const words = query.trim();

  useEffect(() => {
    let live = true;
    loadEngine(lang, attempt).then(
      (loaded) => live && setEngine({ key, engine: loaded }),
      () => live && setEngine({ key, engine: null }),
    );
    return () => {
      live = false;
    };
  }, [lang, attempt, key]);

  useEffect(() => {
    if (!current || !words) return;
    let live = true;
    const timer = window.setTimeout(() => {
      runQuery(current, words, stage, sheets).then(
        (result) => live && setOutcome(result),
        // A query that cannot load its data (the connection dropped) is a failed search.
        () => live && setEngine({ key, engine: null }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [current, words, stage, sheets, key]);

  const status: EngineStatus = current === undefined ? 'loading' : current ? 'ready' : 'failed';
  const shown = status === 'ready' && words ? outcome : null;
  return {
    status,
    outcome: shown,
    pending: Boolean(words) && (shown?.query !== words || shown.stage !== stage),
    retry: () => setAttempt((n) => n + 1),
  };
}
