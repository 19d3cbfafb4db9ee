// @vitest-environment jsdom
import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { modelTestMessages } from '~/i18n/model-test-messages';
import { modelTestPrint } from '~/site/model-test-pages.server';
import { ExamReview } from './run-review';

const parts = modelTestPrint('1', 'de');
const text = modelTestMessages('de');
/** Every item of reading 2 right, item 6 wrong, the rest blank. */
const reading2 = parts.find((p) => p.slug === 'reading-2')!;
const wrongLetter = reading2.items[0]!.options.find((o) => o.letter !== reading2.items[0]!.key)!.letter;
const answers = {
  ...Object.fromEntries(reading2.items.map((i) => [String(i.n), i.key])),
  6: wrongLetter,
};

describe('the review after a whole written exam', () => {
  it('checks every part of the answer sheet with the part page’s explanations', () => {
    const { container } = render(
      <ExamReview parts={parts} answers={answers} listeningSkipped={false} lang="de" text={text} />,
    );
    const folds = container.querySelectorAll('details');
    expect(folds).toHaveLength(8);
    const part = container.querySelector<HTMLElement>('[data-review-part="reading-2"]')!;
    expect(part.querySelector('summary')!.textContent).toContain('4 von 5 richtig: 20 von 25 Punkten');
    const item6 = within(part).getAllByRole('listitem')[0]!;
    expect(item6.textContent).toContain(`Ihre Lösung: ${wrongLetter}`);
    expect(item6.textContent).toContain(`Richtige Lösung: ${reading2.items[0]!.key}`);
    expect(item6.querySelector('[data-evidence-quote]')).not.toBeNull();
    // No answer can be changed in the review.
    expect([...part.querySelectorAll('input')].every((input) => input.disabled)).toBe(true);
    expect(container.querySelectorAll('[data-review="right"]')).toHaveLength(4);
  });

  it('says the listening block was skipped instead of marking its items wrong', () => {
    const { container } = render(
      <ExamReview parts={parts} answers={answers} listeningSkipped lang="de" text={text} />,
    );
    expect(container.querySelectorAll('details')).toHaveLength(5);
    expect(container.textContent).toContain('übersprungen');
  });
});
