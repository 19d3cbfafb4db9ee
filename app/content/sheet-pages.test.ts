import { describe, expect, it } from 'vitest';
import { getSheetPage } from './sheet-pages.server';

// Every sheet of the catalogue is written; the coming-soon state stays for sheets added later.
describe('a catalogue entry without a written sheet', () => {
  it('gives a page with no sections, titled and described from the catalogue', () => {
    const page = getSheetPage('b1-core-grammar', 'en', {})!;
    expect(page.sections).toEqual([]);
    expect(page.summary).toBeUndefined();
    expect(page.pageTitle.main).toBe('B1 Core Grammar');
    expect(page.stats.exam).toBe('All exam parts');
  });

  it('is the written sheet once it exists', () => {
    expect(getSheetPage('b1-core-grammar', 'en')!.sections.length).toBeGreaterThan(2);
  });
});
