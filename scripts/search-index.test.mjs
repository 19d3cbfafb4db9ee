import { describe, expect, it } from 'vitest';
import { separateWords } from './search-index.mjs';

/** The text a reader would see: tags out, whitespace collapsed (roughly what Pagefind keeps). */
/** @param {string} html */
const text = (html) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('separateWords (the copy of a page that the search index reads)', () => {
  it('keeps the words of neighbouring elements apart', () => {
    expect(text(separateWords('<h2>Kasus</h2><p>maskulin</p><ul><li>eins</li><li>zwei</li></ul>'))).toBe(
      'Kasus maskulin eins zwei',
    );
  });

  it('marks where a table cell ends, so an excerpt does not run one cell into the next', () => {
    const table =
      '<table><caption>Typische Fehler</caption><tr><th>Falsch</th><th>Richtig</th></tr>' +
      '<tr><td>wie viel kostet der Kurs?</td><td>wie viel der Kurs kostet?</td></tr></table>';
    expect(text(separateWords(table))).toBe(
      'Typische Fehler Falsch · Richtig · wie viel kostet der Kurs? · wie viel der Kurs kostet? ·',
    );
  });

  it('leaves inline markup and attributes alone', () => {
    const html = '<p>Das ist <strong>wichtig</strong>, <a href="/x">hier</a>.</p>';
    expect(separateWords(html)).toBe(`${html} `);
  });
});
