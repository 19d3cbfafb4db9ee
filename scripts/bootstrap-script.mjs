// React Router's bootstrap script, rewritten so that reading never waits for scripts. A contract
// with the framework's output: `scripts/framework-output.built.test.mjs` checks it on a page as
// React Router wrote it, so an upgrade that changes the script fails there by name.

/**
 * The bootstrap script as React Router 8 writes it into a prerendered page: the manifest, one
 * `import * as` per route module (two per route when it splits a route's client loader into a chunk
 * of its own, joined by a `const`), the route modules on `window`, then the client entry.
 */
export const BOOT =
  /<script type="module" async="">import "(\/assets\/manifest-[^"]+\.js)";\s*((?:import \* as [\w$]+ from "\/assets\/[^"]+\.js";\s*)+)((?:const [\w$]+ = \{[^}]*\};\s*)*)window\.__reactRouterRouteModules = (\{[^}]*\});\s*import\("(\/assets\/entry\.client-[^"]+\.js)"\);<\/script>/;

/**
 * React Router's bootstrap imports every module during parsing, which competes with the first
 * paint on a slow phone. Here the same imports start only after the first contentful paint (or
 * after 3 s where paint timing is not available), and the modulepreload hints that would fetch
 * them even earlier are dropped.
 * @param {string} html a page as React Router prerendered it
 * @param {string} file its name, for the error
 * @returns {string}
 */
export function deferBootstrap(html, file) {
  const match = html.match(BOOT);
  if (!match)
    throw new Error(
      `postbuild: React Router's bootstrap script in ${file} has an unknown shape (scripts/bootstrap-script.mjs expects the one of React Router 8)`,
    );
  // Every group of BOOT takes part in a match, so none is undefined.
  const [tag, manifestUrl, routeImports = '', joins = '', modules, entryUrl] = match;
  const routes = [...routeImports.matchAll(/import \* as ([\w$]+) from "([^"]+)";/g)];
  const boot = [
    `let b1Started=false;const b1Start=()=>{if(b1Started)return;b1Started=true;`,
    `Promise.all([import("${manifestUrl}"),${routes.map(([, , url]) => `import("${url}")`).join(',')}])`,
    `.then(([,${routes.map(([, name]) => name).join(',')}])=>{${joins.trim()}window.__reactRouterRouteModules=${modules};return import("${entryUrl}")});};`,
    `try{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(b1Start,0)}}).observe({type:"paint",buffered:true})}catch{b1Start()}`,
    `setTimeout(b1Start,3000);`,
  ].join('');
  return html
    .replace(tag, () => `<script type="module">${boot}</script>`)
    .replace(/<link rel="modulepreload" href="[^"]+"\/>/g, '');
}
