// The contract between React Router's prerendered output and the two build steps that rewrite it
// (scripts/bootstrap-script.mjs, scripts/hydration-data.mjs). Runs on pages exactly as the framework
// wrote them in the last build (kept by scripts/postbuild.mjs in build/framework-output/), so a
// framework upgrade that changes either shape fails here, by name, before hundreds of browser tests
// fail for reasons they cannot name. The browser side (the rewritten page still hydrates and its
// sections keep their markup) is tests/e2e/framework-output.spec.ts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOT, deferBootstrap } from './bootstrap-script.mjs';
import { trimHydrationData } from './hydration-data.mjs';

const OUTPUT = path.resolve('build/framework-output');
const CLIENT = path.resolve('build/client');
/** @param {'home' | 'sheet'} name */
const raw = (name) => readFileSync(path.join(OUTPUT, `${name}.html`), 'utf8');

/** The JSON string React Router passes to `streamController.enqueue`, parsed into its values. */
const ENQUEUE = /streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/;
/** @param {string} html */
function hydrationValues(html) {
  const literal = ENQUEUE.exec(html)?.[1];
  if (literal === undefined) return undefined;
  const text = String(JSON.parse(literal));
  /** @type {unknown} */
  const values = JSON.parse(text.split('\n')[0] ?? '');
  return Array.isArray(values) ? values : undefined;
}

describe.each(/** @type {const} */ (['home', 'sheet']))(
  "React Router's bootstrap script (%s page)",
  (name) => {
    it('has the shape scripts/bootstrap-script.mjs rewrites', () => {
      const found = BOOT.test(raw(name));
      expect(
        found,
        'a <script type="module" async> that imports the manifest, the routes and the entry',
      ).toBe(true);
    });

    it('is replaced by one that imports the same modules after the first paint', () => {
      const page = raw(name);
      const match = page.match(BOOT);
      const imported = [...(match?.[0] ?? '').matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
      expect(imported.length).toBeGreaterThanOrEqual(3); // manifest, root route, entry
      const out = deferBootstrap(page, name);
      expect(BOOT.test(out)).toBe(false);
      expect(out).not.toContain('rel="modulepreload"');
      expect(out).toContain('first-contentful-paint');
      for (const url of imported) {
        expect(out, `${url} is still imported`).toContain(`import("${url}")`);
        expect(existsSync(path.join(CLIENT, url ?? '')), `${url} exists in the build`).toBe(true);
      }
      expect(out).toContain('window.__reactRouterRouteModules=');
    });
  },
);

describe("React Router's hydration data (sheet page)", () => {
  it('is one enqueued turbo-stream string whose first line is a flat JSON array with an "html" key', () => {
    const values = hydrationValues(raw('sheet'));
    expect(values, 'streamController.enqueue("…") with a JSON array on its first line').toBeDefined();
    expect(values).toContain('html');
  });

  it('loses exactly the section markup that the page itself carries', () => {
    const page = raw('sheet');
    const sections = (page.match(/data-anchor-section/g) ?? []).length;
    const before = hydrationValues(page) ?? [];
    const { html, emptied } = trimHydrationData(page);
    expect(sections).toBeGreaterThan(0);
    // One markup string per section of the page.
    expect(emptied).toBe(sections);
    const after = hydrationValues(html) ?? [];
    expect(after).toHaveLength(before.length);
    const same = (/** @type {unknown} */ a, /** @type {unknown} */ b) =>
      JSON.stringify(a) === JSON.stringify(b);
    const removed = before.filter((value, i) => !same(value, after[i]));
    expect(removed).toHaveLength(emptied);
    expect(after.filter((value, i) => !same(value, before[i]))).toEqual(Array(emptied).fill(''));
    // What was removed is markup that the document itself carries, so the section loses nothing.
    for (const value of removed) {
      expect(typeof value === 'string' && value.startsWith('<'), 'removed value is markup').toBe(true);
      expect(page.includes(String(value)), 'removed markup is in the page').toBe(true);
    }
  });
});
