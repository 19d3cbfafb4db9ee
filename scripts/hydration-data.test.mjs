import { describe, expect, it } from 'vitest';
import { trimHydrationData, withoutSectionMarkup } from './hydration-data.mjs';

/** @param {unknown[]} values */
const stream = (values) => `${JSON.stringify(values)}\n`;
/** @param {string} text */
const parsed = (text) => {
  /** @type {unknown} */
  const value = JSON.parse(text.trim());
  /** @type {unknown[]} */
  const values = Array.isArray(value) ? value : [];
  return values;
};

describe('the hydration data of a prerendered sheet', () => {
  it('keeps everything but the sections markup, index for index', () => {
    const values = [
      { _1: 2 },
      'sections',
      [3, 7],
      { _4: 5, _6: 10 },
      'id',
      'a',
      'html',
      { _4: 8, _6: 9 },
      'b',
      '<p>B</p>',
      '<p>A &amp; </script></p>',
    ];
    const { text, emptied } = withoutSectionMarkup(stream(values));
    expect(emptied).toBe(2);
    const out = parsed(text);
    expect(out).toHaveLength(values.length);
    expect(out[9]).toBe('');
    expect(out[10]).toBe('');
    expect(out.filter((v, i) => JSON.stringify(v) !== JSON.stringify(values[i]))).toEqual(['', '']);
    expect(text.endsWith('\n')).toBe(true);
  });

  it('rewrites the script in a page and leaves pages without sections alone', () => {
    const data = stream([{ _1: 2 }, 'html', '<h2>Hallo</h2>']);
    /** @param {string} d */
    const page = (d) =>
      `<main><h2>Hallo</h2></main><script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(d).replace(/</g, '\\u003c')});</script>`;
    const { html, emptied } = trimHydrationData(page(data));
    expect(emptied).toBe(1);
    expect(html).toContain('<main><h2>Hallo</h2></main>');
    expect(html).not.toContain('\\u003ch2>');
    const literal = /enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(html)?.[1] ?? '';
    expect(parsed(String(JSON.parse(literal)))).toEqual([{ _1: 2 }, 'html', '']);
    const home = page(stream([{ _1: 2 }, 'title', 'Start']));
    expect(trimHydrationData(home)).toEqual({ html: home, emptied: 0 });
    expect(trimHydrationData('<p>no data</p>').emptied).toBe(0);
  });
});
