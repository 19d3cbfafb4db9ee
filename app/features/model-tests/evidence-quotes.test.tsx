// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EvidenceQuotes } from './evidence-quotes';

describe('the deciding passages under a checked item', () => {
  it('keeps two quotations apart in the page text, each in German quotation marks', () => {
    const { container } = render(
      <EvidenceQuotes
        label="Im Text"
        quotes={['direkt am Fluss entlang', 'Autos dürfen dort nicht fahren']}
        lang="de"
      />,
    );
    expect(container.textContent).toBe(
      'Im Text: „direkt am Fluss entlang“, „Autos dürfen dort nicht fahren“',
    );
  });

  it('marks the German quotations as German on the English page', () => {
    const { container } = render(
      <EvidenceQuotes label="In the text" quotes={['nur vormittags']} lang="en" />,
    );
    expect(container.textContent).toBe('In the text: „nur vormittags“');
    expect(container.querySelector('[data-evidence-quote]')?.getAttribute('lang')).toBe('de');
  });

  it('shows nothing for an item without a passage', () => {
    const { container } = render(<EvidenceQuotes label="Im Text" quotes={[]} lang="de" />);
    expect(container.textContent).toBe('');
  });
});
