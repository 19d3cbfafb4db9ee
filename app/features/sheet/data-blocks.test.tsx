// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TimelineBlock } from '~/content/sheet-view';
import { Timeline } from './data-blocks';

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
