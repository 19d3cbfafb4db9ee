import type { Lang } from '~/i18n/locales';

/**
 * Where the build writes Pagefind's browser script (scripts/search-index.mjs). It is loaded with a
 * dynamic import of a URL only known at run time, so Vite leaves it out of the bundle.
 */
const PAGEFIND_URL = '/pagefind/pagefind.js';

/** A matching section of a page, as Pagefind returns it. */
export interface PagefindSubResult {
  title: string;
  url: string;
  /** Plain text with the matched words in `<mark>`; other characters are HTML-escaped. */
  excerpt: string;
  weighted_locations: { balanced_score: number }[];
}

/** The stored data of a matching page. */
export interface PagefindData {
  url: string;
  excerpt: string;
  /** The page's indexed text; `locations` are positions of its whitespace-separated words. */
  content: string;
  /** Where the query's words matched. */
  locations: number[];
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
  sub_results: PagefindSubResult[];
}

/** One matching page; its data is loaded on request. */
interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindData>;
}

/** The part of Pagefind's browser API (its `createInstance`) that the site uses. */
export interface PagefindEngine {
  search: (
    term: string,
    options?: { filters?: Record<string, string> },
  ) => Promise<{ results: PagefindResult[] } | null>;
  filters: () => Promise<Record<string, Record<string, number>>>;
}

interface PagefindModule {
  createInstance: (options: { basePath: string; noWorker: boolean; excerptLength: number }) => PagefindEngine;
}

/** One engine per language: Pagefind picks the index by the page's `<html lang>` when created. */
const engines = new Map<Lang, Promise<PagefindEngine>>();

/**
 * The search engine of a language, loaded on first use: Pagefind's script, its entry file, the
 * language's WebAssembly module and filter index. Later calls share the same engine; a failed load
 * is forgotten so that the next call tries again. `attempt` counts the reader's retries: a browser
 * may remember a failed module import by its URL, so a retry asks for the script by another one.
 */
export function loadEngine(lang: Lang, attempt = 0): Promise<PagefindEngine> {
  const known = engines.get(lang);
  if (known) return known;
  const loading = (async () => {
    const url = attempt ? `${PAGEFIND_URL}?attempt=${attempt}` : PAGEFIND_URL;
    const module = (await import(/* @vite-ignore */ url)) as PagefindModule;
    // The main thread, not Pagefind's worker: a query takes a few milliseconds on this index, and a
    // worker would need a CSP of its own on every host (docs/decisions/0012-search.md).
    const engine = module.createInstance({ basePath: '/pagefind/', noWorker: true, excerptLength: 22 });
    // Loads the index now, so that a failure shows as a failed load rather than as no results.
    await engine.filters();
    return engine;
  })();
  engines.set(lang, loading);
  loading.catch(() => engines.delete(lang));
  return loading;
}
