// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Summary } from '~/content/sheet-view';
import { SheetSummary } from './sheet-summary';

const summary: Summary = {
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
});
