// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComingSoon } from './sheet-states';

// No catalogue sheet shows this block today (all 25 are written); it stays for sheets added later.
describe('the coming-soon block', () => {
  it('speaks the page language and gives the other language below, marked with its lang', () => {
    render(<ComingSoon lang="en" />);
    const block = screen.getByTestId('coming-soon');
    expect(block).toHaveTextContent('This Cheat Sheet is Currently in Development');
    expect(screen.getByText('Dieser Spickzettel ist gerade in Arbeit').closest('[lang]')).toHaveAttribute(
      'lang',
      'de',
    );
  });

  it('is headed in German on a German page', () => {
    render(<ComingSoon lang="de" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Dieser Spickzettel ist gerade in Arbeit',
    );
  });
});
