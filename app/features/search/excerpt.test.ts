import { describe, expect, it } from 'vitest';
import { excerptParts } from './excerpt';

describe('search excerpts', () => {
  it('marks the matched words and keeps the text around them', () => {
    expect(excerptParts('Die <mark>Prüfung</mark> hat vier <mark>Teile</mark>.')).toEqual([
      { text: 'Die ', mark: false },
      { text: 'Prüfung', mark: true },
      { text: ' hat vier ', mark: false },
      { text: 'Teile', mark: true },
      { text: '.', mark: false },
    ]);
  });

  it('shows escaped characters as the characters they stand for', () => {
    expect(excerptParts('A &lt;b&gt; &amp; &quot;x&quot; &#39;y&#x27; <mark>&#228;</mark>')).toEqual([
      { text: 'A <b> & "x" \'y\' ', mark: false },
      { text: 'ä', mark: true },
    ]);
  });

  it('never turns other markup into text or elements', () => {
    expect(excerptParts('<b>bold</b> <mark>word</mark><img src=x>')).toEqual([
      { text: 'bold ', mark: false },
      { text: 'word', mark: true },
    ]);
  });

  it('gives nothing for an empty excerpt', () => {
    expect(excerptParts('')).toEqual([]);
  });
});
