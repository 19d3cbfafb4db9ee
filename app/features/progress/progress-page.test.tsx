// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressMessages } from '~/i18n/progress-messages';
import type { ProgressSources } from './progress-page';

// Hydration is driven by hand here (Testing Library's render does not hydrate).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SOURCES: ProgressSources = {
  drillCards: (): Record<string, { box: number; due: string }> =>
    localStorage.getItem('drill') ? { '0123456789ab': { box: 3, due: '2999-01-01' } } : {},
  deckSize: 120,
  writing: () => [],
  keys: {},
  storeKeys: { learned: 'b1.progress.v1', results: ['b1.mock-tests.v1', 'drill'] },
};

/** Reading part 2 of test 1 at 40 %: her weak part. */
const RECORDS = {
  version: 1,
  parts: {},
  attempts: [
    {
      test: '1',
      part: 'reading-2',
      date: '2026-11-26T09:00:00.000Z',
      right: 2,
      count: 5,
      points: 10,
      max: 25,
    },
  ],
  run: null,
  runs: [],
  oral: null,
  orals: [],
};

/**
 * The page, its modules loaded afresh: the stores keep what they read for the visit, as in a
 * browser, so each test is a new visit to the page.
 */
async function freshPage() {
  vi.resetModules();
  const { ProgressPage } = await import('./progress-page');
  return (lang: 'de' | 'en' = 'de') => (
    <MemoryRouter>
      <ProgressPage lang={lang} sources={SOURCES} />
    </MemoryRouter>
  );
}

/**
 * The page as prerendered (at build time: nothing stored), then hydrated in a browser that holds
 * what `stored` puts into its storage.
 */
async function prerenderAndHydrate(stored: () => void = () => {}) {
  const page = await freshPage();
  const container = document.createElement('div');
  container.innerHTML = renderToString(page());
  document.body.append(container);
  stored();
  const prerendered = container.textContent;
  const recoverable = vi.fn();
  // Hydrating, then the effects and the render of what the stores hold.
  await act(() => {
    hydrateRoot(container, page(), { onRecoverableError: recoverable });
    return Promise.resolve();
  });
  return { container, prerendered, recoverable };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.storedProgress;
});

describe('my progress as prerendered and hydrated', () => {
  it('is prerendered with every card under its heading, in the state of a learner who has done nothing yet', async () => {
    const page = await freshPage();
    const container = document.createElement('div');
    container.innerHTML = renderToString(page('en'));
    const text = progressMessages('en');
    const headings = [...container.querySelectorAll('section > h2')].map((h) => h.textContent);
    expect(headings).toEqual([
      `${text.sheets.title}: 0 of 25`,
      text.standing.title,
      text.weak.title,
      text.tests.title,
      text.drill.title,
      text.writing.title,
      text.backup.title,
    ]);
    for (const section of container.querySelectorAll('section'))
      expect(container.querySelector(`#${section.getAttribute('aria-labelledby')}`)?.closest('section')).toBe(
        section,
      );
    expect(container.querySelector('[data-testid="standing-note"]')?.textContent).toContain(
      text.standing.note,
    );
    for (const empty of [text.weak.empty, text.tests.none, text.writing.none, '120 cards not seen yet'])
      expect(container.textContent).toContain(empty);
    // The figures and the cards below them are marked to wait where a browser holds progress.
    expect(container.querySelector('#progress-sheets span')?.getAttribute('data-progress-waiting')).toBe(
      'sheets',
    );
    expect(
      container.querySelector('[data-testid="progress-standing"]')?.getAttribute('data-progress-waiting'),
    ).toBe('sheets');
    expect(
      container
        .querySelector('[data-testid="progress-drill"]')
        ?.parentElement?.getAttribute('data-progress-waiting'),
    ).toBe('sheets results');
  });

  it('without stored progress, hydrating changes nothing a learner reads, and nothing waits any more', async () => {
    const { container, prerendered, recoverable } = await prerenderAndHydrate();
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe(prerendered);
    expect(container.querySelector('[data-progress-waiting]')).toBeNull();
    expect(document.documentElement.dataset.storedProgress).toBeUndefined();
  });

  it('with stored progress, hydrating fills in her figures where the empty ones waited', async () => {
    const { container, recoverable } = await prerenderAndHydrate(() => {
      localStorage.setItem(
        'b1.progress.v1',
        JSON.stringify({ learned: ['reading-mastery', 'functional-language'] }),
      );
      localStorage.setItem('b1.mock-tests.v1', JSON.stringify(RECORDS));
      localStorage.setItem('drill', '1');
      // The line the backup tools left before a reload (a file loaded): said once hydrated.
      sessionStorage.setItem('b1.backup-notice', 'loaded');
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('#progress-sheets')?.textContent).toContain('2 von 25');
    expect(container.querySelector('[data-testid="progress-weak"]')?.textContent).toContain(
      'Leseverstehen, Teil 2: 40 %',
    );
    expect(container.querySelector('[data-testid="progress-drill"]')?.textContent).toContain(
      '1 Redemittel sitzt',
    );
    expect(container.querySelector('[data-testid="backup-notice"]')?.textContent).toBe(
      progressMessages('de').backup.loaded,
    );
    expect(container.querySelector('[data-progress-waiting]')).toBeNull();
    // The page marked <html> as its inline script does, for the moment before it had read the stores.
    expect(document.documentElement.dataset.storedProgress).toBe('sheets results');
  });
});
