// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { speakersOf, spokenText, wholeText } from './spoken-lines';

function dom(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('spoken lines', () => {
  it('reads a phrase as shown: markup and line breaks in the source do not reach the voice', () => {
    const root = dom(
      '<span data-say="">Ich <strong>hätte</strong>\n   gern <em lang="de">einen</em> Termin.</span>',
    );
    expect(spokenText(root.firstElementChild!)).toBe('Ich hätte gern einen Termin.');
  });

  it('reads a whole text line by line: the marked lines of its figure, nothing else', () => {
    const root = dom(`<figure><figcaption><span data-say-all="">Aufgabe</span></figcaption>
      <blockquote><p data-say-line="">Liebe Frau Berg,</p><ul><li data-say-line="">a) ja</li></ul></blockquote>
      <p>Lösung: a</p></figure>`);
    const lines = wholeText(root.querySelector('[data-say-all]')!);
    expect(lines.map((l) => [l.text, l.speaker])).toEqual([
      ['Liebe Frau Berg,', ''],
      ['a) ja', ''],
    ]);
  });

  it('knows the speakers of a dialogue in the order they first speak', () => {
    const root = dom(`<figure><figcaption><span data-say-all="">Beim Arzt</span></figcaption><ol>
      <li><span data-say="" data-say-line="Ärztin">Guten Tag.</span></li>
      <li><span data-say="" data-say-line="Herr Kaya">Hallo.</span></li>
      <li><span data-say="" data-say-line="Ärztin">Was fehlt Ihnen?</span></li></ol></figure>`);
    expect(speakersOf(root.querySelector('[data-say]')!)).toEqual(['Ärztin', 'Herr Kaya']);
    expect(wholeText(root.querySelector('[data-say-all]')!).map((l) => l.speaker)).toEqual([
      'Ärztin',
      'Herr Kaya',
      'Ärztin',
    ]);
  });
});
