// A prerendered sheet carries its sections twice: as markup in the page, and as the same markup in
// React Router's hydration data (the `streamController.enqueue("…")` script at the end of the
// document), which the browser parses before hydrating. The second copy is needed only for client
// navigations, and those read the `.data` file, never the page. So the page's copy of each
// section's markup is emptied here; the section component reads its markup from the document it
// hydrates (app/features/sheet/sheet-section.tsx). Roughly halves a long sheet's HTML.

const ENQUEUE = /(streamController\.enqueue\()("(?:[^"\\]|\\.)*")(\);)/;

/**
 * The turbo-stream text of React Router with the values of every `html` key emptied: the first
 * line is a flat JSON array where objects name their keys and values by index (`{"_7": 8}`).
 * @param {string} text
 * @returns {{ text: string, emptied: number }}
 */
export function withoutSectionMarkup(text) {
  const newline = text.indexOf('\n');
  const first = newline === -1 ? text : text.slice(0, newline);
  const rest = newline === -1 ? '' : text.slice(newline);
  /** @type {unknown} */
  const parsed = JSON.parse(first);
  if (!Array.isArray(parsed)) return { text, emptied: 0 };
  /** @type {unknown[]} */
  const values = parsed;
  const key = values.indexOf('html');
  let emptied = 0;
  if (key !== -1)
    for (const value of values) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
      const at = /** @type {Record<string, unknown>} */ (value)[`_${key}`];
      if (typeof at === 'number' && at >= 0 && typeof values[at] === 'string' && values[at] !== '') {
        values[at] = '';
        emptied += 1;
      }
    }
  return { text: `${JSON.stringify(values)}${rest}`, emptied };
}

/**
 * The page with its hydration data trimmed (see above); a page without sections is returned as is.
 * @param {string} html
 * @returns {{ html: string, emptied: number }}
 */
export function trimHydrationData(html) {
  const match = ENQUEUE.exec(html);
  if (!match) return { html, emptied: 0 };
  const [call, open, literal = '""', close] = match;
  const { text, emptied } = withoutSectionMarkup(String(JSON.parse(literal)));
  if (emptied === 0) return { html, emptied };
  // As React Router writes it: a JSON string literal with `<` escaped, so no `</script>` can occur.
  const encoded = JSON.stringify(text).replace(/</g, '\\u003c');
  return { html: html.replace(call, () => `${open}${encoded}${close}`), emptied };
}
