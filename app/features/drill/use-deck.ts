import { useCallback, useEffect, useState } from 'react';
import type { DrillDeck } from '~/content/drill-deck';

/** The deck's loading state. */
export type DeckState = { status: 'loading' } | { status: 'ready'; deck: DrillDeck } | { status: 'failed' };

/** One request per visit: the file's name carries its content hash, so it never changes under us. */
const requests = new Map<string, Promise<DrillDeck>>();

function isDeck(value: unknown): value is DrillDeck {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as DrillDeck).version === 1 &&
    typeof (value as DrillDeck).sheets === 'object'
  );
}

function request(url: string): Promise<DrillDeck> {
  let pending = requests.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
      .then((data) => {
        if (!isDeck(data)) throw new Error(`phrase drill: no deck at ${url}`);
        return data;
      });
    // A failed request is forgotten, so "try again" really asks again.
    pending.catch(() => requests.delete(url));
    requests.set(url, pending);
  }
  return pending;
}

/**
 * The drill's cards, fetched from the JSON file the build writes (not part of any page or of the
 * JavaScript bundle: the sheet text stays out of both). `retry` asks again after a failure.
 */
export function useDeck(url: string): { state: DeckState; retry: () => void } {
  const [state, setState] = useState<DeckState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    request(url).then(
      (deck) => live && setState({ status: 'ready', deck }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [url, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
