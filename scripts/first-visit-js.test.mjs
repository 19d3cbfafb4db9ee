import { describe, expect, it } from 'vitest';
import { compressedSizes, firstVisitScripts, importedScripts } from './first-visit-js.mjs';

/**
 * A tiny build: the entry imports React and the root statically, the root imports the menu on
 * demand, and the menu its help (written as the minifier writes it, in backquotes).
 */
const FILES = {
  '/assets/manifest-1.js': 'window.__reactRouterManifest={}',
  '/assets/root-1.js':
    'import{a as e}from"./react-1.js";import"./shell-1.js";const m=()=>import("./menu-1.js");',
  '/assets/react-1.js': 'export const a=1;',
  '/assets/shell-1.js': 'export*from"./icons-1.js";',
  '/assets/icons-1.js': 'export const x=1;',
  '/assets/menu-1.js': 'import"./dialog-1.js";const h=()=>import(`./help-1.js`);',
  '/assets/dialog-1.js': '',
  '/assets/help-1.js': 'import{a}from"./react-1.js";',
  '/assets/entry.client-1.js': 'import { a } from "./react-1.js";',
};
/** @param {string} url */
const read = (url) => {
  const code = FILES[/** @type {keyof typeof FILES} */ (url)];
  if (code === undefined) throw new Error(`no ${url}`);
  return code;
};

describe('the scripts of a first visit', () => {
  const expected = [
    '/assets/manifest-1.js',
    '/assets/root-1.js',
    '/assets/entry.client-1.js',
    '/assets/react-1.js',
    '/assets/shell-1.js',
    '/assets/icons-1.js',
  ];

  it('follows static imports from the page as React Router writes it, not the ones loaded on demand', async () => {
    const page =
      '<p>x</p><script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-1.js");</script>';
    expect(await firstVisitScripts(page, read)).toEqual(expected);
  });

  it('finds the same scripts in the page as the build rewrites it (imports after the first paint)', async () => {
    const page =
      '<script type="module">const b1Start=()=>{Promise.all([import("/assets/manifest-1.js"),import("/assets/root-1.js")]).then(()=>import("/assets/entry.client-1.js"))}</script>';
    expect(await firstVisitScripts(page, read)).toEqual(expected);
  });

  it('reaches what the page loads on demand too, when asked: the menu, its dialog and its help', async () => {
    const first = await firstVisitScripts(
      '<script type="module">import "/assets/manifest-1.js";import "/assets/root-1.js";</script>',
      read,
    );
    expect(await importedScripts(first, read)).toEqual(first);
    const all = await importedScripts(first, read, { onDemand: true });
    expect(all.filter((url) => !first.includes(url))).toEqual([
      '/assets/menu-1.js',
      '/assets/dialog-1.js',
      '/assets/help-1.js',
    ]);
  });

  it('counts no script of a page without module scripts, and no JSON-LD or inline data', async () => {
    const page = '<script type="application/ld+json">{"a":"/assets/root-1.js"}</script>';
    expect(await firstVisitScripts(page, read)).toEqual([]);
  });
});

describe('compressed sizes', () => {
  it('are smaller than the text for repetitive code, brotli at most gzip', () => {
    const size = compressedSizes('const a = 1;'.repeat(500));
    expect(size.raw).toBe(6000);
    expect(size.gzip).toBeLessThan(200);
    expect(size.br).toBeLessThanOrEqual(size.gzip);
  });
});
