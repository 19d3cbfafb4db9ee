// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TableBlock, TimelineBlock } from '~/content/sheet-view';
import { ContentTable, Timeline } from './data-blocks';

const block: TimelineBlock = {
  type: 'timeline',
  caption: 'Teil 2',
  headers: { phase: 'Phase', activity: 'Was?', duration: 'Dauer', goal: 'Ziel' },
  segments: [
    { phase: 'Präsentation', activity: 'vorstellen', from: 0, to: 2, goal: 'frei sprechen' },
    { phase: 'Gespräch', activity: 'fragen', from: 2, to: 3, goal: 'reagieren' },
  ],
};

/** The duration cells, without the header label that the card form repeats in each cell. */
function durations(): string[] {
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      (within(row).getAllByRole('cell')[2]!.textContent ?? '').replace(block.headers.duration, ''),
    );
}

describe('timeline', () => {
  it('spells out each duration with the right plural in German', () => {
    render(<Timeline block={block} lang="de" />);
    expect(durations()).toEqual(['0–2 Minuten (2 Minuten)', '2–3 Minuten (1 Minute)']);
  });

  it('spells out each duration with the right plural in English', () => {
    render(<Timeline block={block} lang="en" />);
    expect(durations()).toEqual(['0–2 minutes (2 minutes)', '2–3 minutes (1 minute)']);
  });

  it('labels the bar and its ends with the short unit', () => {
    render(<Timeline block={block} lang="de" />);
    const graphic = screen.getByTestId('timeline-graphic');
    expect(graphic).toHaveTextContent('2 Min.');
    expect(graphic).toHaveTextContent('1 Min.');
    expect(graphic).toHaveTextContent('3 Min.');
  });
});

const GENDERS = [
  { key: 'case', header: 'Kasus' },
  { key: 'masc', header: 'maskulin' },
  { key: 'fem', header: 'feminin' },
  { key: 'neut', header: 'neutral' },
  { key: 'plural', header: 'Plural' },
];

/** The indefinite article, as the grammar sheet has it. */
const articles: TableBlock = {
  type: 'table',
  caption: 'Unbestimmter Artikel',
  columns: GENDERS,
  rows: [
    { case: 'Nominativ', masc: 'ein', fem: 'eine', neut: 'ein', plural: '–' },
    { case: 'Genitiv', masc: 'eines · keines … -s', fem: 'einer', neut: 'eines … -s', plural: '–' },
  ],
  germanColumns: ['masc', 'fem', 'neut', 'plural'],
};

/** Connectors with whole example sentences (four German columns: no phrase list). */
const sentences: TableBlock = {
  type: 'table',
  caption: 'Konnektoren',
  columns: [
    { key: 'word', header: 'Konnektor' },
    { key: 'example', header: 'Beispiel' },
    { key: 'other', header: 'Noch ein Beispiel' },
  ],
  rows: [
    {
      word: 'obwohl',
      example: 'Ich gehe heute trotzdem spazieren, obwohl es draußen sehr kalt und nass ist.',
      other: 'Obwohl ich müde war, habe ich am Abend noch eine Stunde für die Prüfung gelernt.',
    },
  ],
  germanColumns: ['word', 'example', 'other'],
};

describe('content table', () => {
  it('stays a table on a phone when its cells are short, becomes cards below md when they are sentences', () => {
    const { unmount } = render(<ContentTable block={articles} lang="de" />);
    expect(screen.getByTestId('responsive-table')).toHaveAttribute('data-breakpoint', 'never');
    unmount();
    render(<ContentTable block={sentences} lang="de" />);
    expect(screen.getByTestId('responsive-table')).toHaveAttribute('data-breakpoint', 'md');
  });

  it('follows the stacking the author chose for a table', () => {
    render(<ContentTable block={{ ...sentences, stack: 'never' }} lang="de" />);
    expect(screen.getByTestId('responsive-table')).toHaveAttribute('data-breakpoint', 'never');
  });

  it('starts no line with a middle dot and never splits an ending after its hyphen', () => {
    render(<ContentTable block={articles} lang="de" />);
    const cell = screen.getByRole('cell', { name: /^eines.*keines/ });
    expect(cell.textContent).toBe('eines\u00a0· keines … -s');
    expect(within(cell).getByText('-s')).toHaveClass('whitespace-nowrap');
  });

  it('marks German cells for listening, except in the compact copy of the summary', () => {
    const { container, unmount } = render(<ContentTable block={articles} lang="de" />);
    expect(container.querySelectorAll('[data-say]')).toHaveLength(8);
    unmount();
    const compact = render(<ContentTable block={articles} lang="de" compact />);
    expect(compact.container.querySelectorAll('[data-say]')).toHaveLength(0);
    expect(screen.getByRole('table')).toHaveClass('text-[0.8125rem]');
  });

  it('folds a table marked for phones behind its caption and row count, open on paper; never the compact copy', () => {
    const { container, unmount } = render(<ContentTable block={{ ...sentences, fold: 'phone' }} lang="en" />);
    const fold = screen.getByTestId('fold-on-phone');
    expect(fold.tagName).toBe('DETAILS');
    expect(fold).not.toHaveAttribute('open');
    expect(fold).toHaveAttribute('data-print', 'open');
    expect(container.querySelector('summary')).toHaveTextContent('Konnektoren · 1 row');
    // The table is inside the fold and keeps its caption for screen readers.
    expect(within(fold).getByRole('table', { name: 'Konnektoren' })).toBeInTheDocument();
    unmount();
    render(<ContentTable block={{ ...sentences, fold: 'phone' }} lang="de" compact />);
    expect(screen.queryByTestId('fold-on-phone')).toBeNull();
  });
});
