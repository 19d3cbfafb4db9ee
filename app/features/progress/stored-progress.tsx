import { useLayoutEffect } from 'react';
import { safeStorage } from '~/lib/storage';

/**
 * What the browser holds that the progress page shows, known before the page has read its stores:
 * `sheets` when a sheet is marked learned (the sheets card's figures and its next sheet change, and
 * the next sheet's title may take another line, so everything below it waits too), `results` when
 * the drill, the writing trainer, the model tests or the activity log hold anything.
 */
export type StoredProgress = 'sheets' | 'results';

/** The storage keys the progress page reads (the route names them: the tools own their stores). */
export interface ProgressStoreKeys {
  /** The reading progress, with the sheets marked learned. */
  learned: string;
  /** Every other store the page shows. */
  results: readonly string[];
}

/**
 * Which parts of the page wait for the stores: an element marked with these tokens stays invisible
 * in its place while `<html data-stored-progress>` names one of them (app.css); the page drops the
 * mark once it shows what the stores hold. Without a stored value nothing waits: the prerendered
 * page is already the page of a learner who has done nothing yet.
 */
export type Waiting = StoredProgress | 'sheets results';

/**
 * The script's rule in TypeScript, for a page reached in the app (the inline script does not run
 * then). The same expressions as the script, so both decide alike for any stored text (a test holds
 * them to it): a reading progress whose `learned` has a length counts, anything unreadable does not.
 */
export function storedProgress(
  get: (key: string) => string | null,
  keys: ProgressStoreKeys,
): StoredProgress[] {
  const tokens: StoredProgress[] = [];
  try {
    const { learned } = JSON.parse(get(keys.learned) || '{}') as { learned: { length: number } };
    if (learned.length > 0) tokens.push('sheets');
  } catch {
    // Unreadable or without `learned`: the store reads it as nothing learned.
  }
  if (keys.results.some((key) => get(key) !== null)) tokens.push('results');
  return tokens;
}

/**
 * The inline script that marks `<html>` before the first paint (its hash is added to the page's CSP
 * by the post-build step like every inline script). Built from the keys alone, so the prerendered
 * page and the hydrating app render the same text.
 */
export function storedProgressScript(keys: ProgressStoreKeys): string {
  const learned = JSON.stringify(keys.learned);
  const results = JSON.stringify(keys.results);
  return (
    `try{var s=localStorage,t=[];` +
    `try{if(JSON.parse(s.getItem(${learned})||'{}').learned.length>0)t.push('sheets')}catch(e){}` +
    `if(${results}.some(function(k){return s.getItem(k)!==null}))t.push('results');` +
    `if(t.length)document.documentElement.dataset.storedProgress=t.join(' ')}catch(e){}`
  );
}

/** The inline script that says, before the first paint, what the page will fill in. */
export function StoredProgressScript({ keys }: { keys: ProgressStoreKeys }) {
  // eslint-disable-next-line react/no-danger -- built from the site's storage keys, no input; hashed into the CSP
  return <script dangerouslySetInnerHTML={{ __html: storedProgressScript(keys) }} />;
}

/**
 * Marks `<html>` as the script does when the page is reached in the app (React inserts the script
 * inert), before that first render is painted; the mark goes with the page.
 */
export function useStoredProgressMark(keys: ProgressStoreKeys): void {
  useLayoutEffect(() => {
    const html = document.documentElement;
    const tokens = storedProgress((key) => safeStorage.get(key), keys);
    if (tokens.length > 0) html.dataset.storedProgress = tokens.join(' ');
    else delete html.dataset.storedProgress;
    return () => {
      delete html.dataset.storedProgress;
    };
  }, [keys]);
}
