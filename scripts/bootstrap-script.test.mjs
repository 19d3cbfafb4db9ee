import { describe, expect, it } from 'vitest';
import { deferBootstrap } from './bootstrap-script.mjs';

// The shapes React Router 8 writes (the real output is checked by framework-output.built.test.mjs).
/**
 * @param {string} imports
 * @param {string} joins
 * @param {string} modules
 */
const boot = (imports, joins, modules) =>
  `<head><link rel="modulepreload" href="/assets/root-a.js"/></head><body><script type="module" async="">import "/assets/manifest-1.js";\n${imports}\n${joins}\n  window.__reactRouterRouteModules = ${modules};\n\nimport("/assets/entry.client-e.js");</script></body>`;

describe('the deferred bootstrap', () => {
  it('imports the same modules after the first paint, one chunk per route', () => {
    const out = deferBootstrap(
      boot(
        'import * as route0 from "/assets/root-a.js";\nimport * as route1 from "/assets/sheet-b.js";',
        '',
        '{"root":route0,"de:sheet":route1}',
      ),
      'sheet.html',
    );
    expect(out).not.toContain('async=""');
    expect(out).not.toContain('modulepreload');
    expect(out).toContain(
      'Promise.all([import("/assets/manifest-1.js"),import("/assets/root-a.js"),import("/assets/sheet-b.js")])',
    );
    expect(out).toContain(
      '.then(([,route0,route1])=>{window.__reactRouterRouteModules={"root":route0,"de:sheet":route1};return import("/assets/entry.client-e.js")})',
    );
    expect(out).toContain('first-contentful-paint');
  });

  it('keeps the join of a route split into its client loader and the rest', () => {
    const out = deferBootstrap(
      boot(
        'import * as route0 from "/assets/root-a.js";\nimport * as route1_clientLoader from "/assets/t-client-loader-c.js";\nimport * as route1_main from "/assets/t-main-d.js";',
        'const route1 = {...route1_clientLoader,...route1_main};',
        '{"root":route0,"de:test":route1}',
      ),
      'test.html',
    );
    expect(out).toContain(
      '.then(([,route0,route1_clientLoader,route1_main])=>{const route1 = {...route1_clientLoader,...route1_main};window.__reactRouterRouteModules=',
    );
  });

  it('stops the build, naming the page, when the script has another shape', () => {
    expect(() =>
      deferBootstrap('<script type="module">import "/assets/manifest-1.js";</script>', 'a/index.html'),
    ).toThrow(/bootstrap script in a\/index\.html has an unknown shape/);
  });
});
