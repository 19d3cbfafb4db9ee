// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RenderedSummary } from './rendered-section.server';
import { SheetSummary } from './sheet-summary';

const summary: RenderedSummary = {
  method: ['**W** – who you are', '**?** – ask back'],
  phrases: [{ german: 'Ich heiße …', translation: 'My name is …' }],
  figures: [{ label: 'Length', value: 'about 3 minutes' }],
};

describe('sheet summary', () => {
  it('is a section headed "At a glance" on the English page, with figures, method and phrases', () => {
    render(<SheetSummary summary={summary} lang="en" />);
    const section = screen.getByRole('region', { name: 'At a glance' });
    expect(within(section).getByRole('term')).toHaveTextContent('Length');
    expect(within(section).getByRole('definition')).toHaveTextContent('about 3 minutes');
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toContain('W – who you are');
  });

  it('marks the German phrase on the English page and the translation on the German page', () => {
    const { unmount } = render(<SheetSummary summary={summary} lang="en" />);
    expect(screen.getByText('Ich heiße …').closest('[lang]')).toHaveAttribute('lang', 'de');
    expect(screen.getByText('My name is …').closest('[lang]')).toBeNull();
    unmount();
    render(<SheetSummary summary={summary} lang="de" />);
    expect(screen.getByRole('region', { name: 'Auf einen Blick' })).toBeInTheDocument();
    expect(screen.getByText('My name is …').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Ich heiße …').closest('[lang]')).toBeNull();
  });

  it('shows the core tables after the panel, under their own heading, from their built markup', () => {
    const tables = { html: '<table><caption>The definite article</caption></table>', count: 1 };
    render(<SheetSummary summary={{ ...summary, tables }} lang="en" />);
    const section = screen.getByRole('region', { name: 'At a glance' });
    const heading = within(section).getByRole('heading', { level: 3, name: 'The key tables' });
    expect(within(section).getByRole('table', { name: 'The definite article' })).toBeInTheDocument();
    expect(heading.compareDocumentPosition(screen.getByRole('table'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('takes the core tables from the page it hydrates when the page data carries no copy', () => {
    // A prerendered page: the markup is in the document, the hydration data has it emptied.
    const prerendered = document.createElement('div');
    prerendered.innerHTML =
      '<div data-summary-tables><table><caption>Der bestimmte Artikel</caption></table></div>';
    document.body.append(prerendered);
    const { container } = render(
      <SheetSummary summary={{ ...summary, tables: { html: '', count: 1 } }} lang="de" />,
    );
    const hydrated = within(container);
    expect(hydrated.getByRole('heading', { level: 3, name: 'Die wichtigsten Tabellen' })).toBeInTheDocument();
    expect(hydrated.getByRole('table', { name: 'Der bestimmte Artikel' })).toBeInTheDocument();
    prerendered.remove();
  });

  it('has no tables part when the sheet has no core tables', () => {
    render(<SheetSummary summary={summary} lang="en" />);
    expect(screen.queryByRole('heading', { name: 'The key tables' })).toBeNull();
  });
});
