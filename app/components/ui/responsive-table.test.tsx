// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveTable } from './responsive-table';

const columns = [
  { key: 'phase', header: 'Phase' },
  { key: 'time', header: 'Time' },
];
const rows = [
  { phase: 'Preparation', time: '20 min' },
  { phase: 'Conversation', time: '15 min' },
];

describe('responsive table', () => {
  it('is a table with caption, column headers and cells for screen readers', () => {
    render(<ResponsiveTable caption="Oral exam" columns={columns} rows={rows} lang="en" />);
    const table = screen.getByRole('table', { name: 'Oral exam' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Phase', 'Time']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByRole('cell')[1]).toHaveTextContent('20 min');
  });

  it('repeats the header as a label in every cell for the card form, hidden from screen readers', () => {
    render(<ResponsiveTable caption="Oral exam" columns={columns} rows={rows} lang="en" />);
    const cell = screen.getAllByRole('cell')[0]!;
    const label = cell.querySelector('[aria-hidden="true"]');
    expect(label).toHaveTextContent('Phase');
    expect(label).toHaveClass('md:hidden');
  });

  it('switches to the card form below the chosen breakpoint (default md)', () => {
    const { rerender } = render(<ResponsiveTable caption="c" columns={columns} rows={rows} lang="en" />);
    expect(screen.getByRole('table')).toHaveClass('max-md:block');
    rerender(<ResponsiveTable caption="c" columns={columns} rows={rows} lang="en" breakpoint="lg" />);
    expect(screen.getByRole('table')).toHaveClass('max-lg:block');
    expect(screen.getAllByRole('row')[1]).toHaveClass('max-lg:block');
  });

  it('says "No data available" without rows or without columns', () => {
    const { rerender } = render(<ResponsiveTable caption="c" columns={columns} rows={[]} lang="en" />);
    expect(screen.getByRole('status')).toHaveTextContent('No data available');
    rerender(<ResponsiveTable caption="c" columns={[]} rows={rows} lang="de" />);
    expect(screen.getByRole('status')).toHaveTextContent('Keine Daten vorhanden');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('stays a table on a phone with breakpoint never: no card form, a focusable box named by its caption', () => {
    render(<ResponsiveTable caption="Articles" columns={columns} rows={rows} lang="en" breakpoint="never" />);
    const table = screen.getByRole('table', { name: 'Articles' });
    expect(table.className).not.toMatch(/max-\w+:block/);
    expect(table.querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
    // Smaller below sm, the usual size from sm up.
    expect(table).toHaveClass('text-sm', 'max-sm:text-[0.8125rem]');
    // If a phone is too narrow after all, the table scrolls in its box, which the keyboard reaches.
    const box = screen.getByRole('group', { name: 'Articles' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toHaveClass('overflow-x-auto');
    expect(box).toHaveAttribute('data-phone-table');
  });

  it('keeps cards below the breakpoint out of the keyboard order: only a table that stays one is focusable', () => {
    render(<ResponsiveTable caption="c" columns={columns} rows={rows} lang="en" />);
    expect(screen.getByTestId('responsive-table')).not.toHaveAttribute('tabindex');
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('is small at every width when compact, with no usual size underneath', () => {
    render(
      <ResponsiveTable caption="c" columns={columns} rows={rows} lang="en" breakpoint="never" compact />,
    );
    const table = screen.getByRole('table');
    expect(table).toHaveClass('text-[0.8125rem]');
    expect(table).not.toHaveClass('text-sm');
    expect(screen.getAllByRole('cell')[0]).not.toHaveClass('px-3');
  });
});
