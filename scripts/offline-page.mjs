// The offline page is what the service worker shows for an address it has not stored. It is served
// at that address, where the app's router would match another route (the not-found page) and
// replace it on hydration; so it ships without the app. Links are plain and answered by the worker.

import { NO_SCRIPT_CSS, STATIC_PAGE_CSS } from '../app/lib/no-script.mjs';

const NOSCRIPT_STYLE = `<noscript><style>${NO_SCRIPT_CSS}</style></noscript>`;

/** React Router's bootstrap module, as `react-router build` writes it (before postbuild defers it). */
const BOOTSTRAP = /<script type="module" async="">[\s\S]*?<\/script>/g;
/** React Router's hydration data: the context and the stream that fills it. */
const ROUTER_CONTEXT = /<script>window\.__reactRouterContext[\s\S]*?<\/script>/g;

/**
 * The offline page without the app's scripts, and with the controls that need them hidden, as
 * when scripts are off. React's own inline scripts stay: they put streamed parts of the page in place.
 * @param {string} html the prerendered page
 * @param {string} file for the error message
 */
export function staticOfflinePage(html, file) {
  const boots = html.match(BOOTSTRAP)?.length ?? 0;
  const contexts = html.match(ROUTER_CONTEXT)?.length ?? 0;
  if (boots !== 1 || contexts === 0 || !html.includes(NOSCRIPT_STYLE))
    throw new Error(`postbuild: ${file} does not have the shape of a prerendered page`);
  return html
    .replace(BOOTSTRAP, '')
    .replace(ROUTER_CONTEXT, '')
    .replace(/<link rel="modulepreload" href="[^"]+"\/>/g, '')
    .replace(NOSCRIPT_STYLE, () => `<style>${STATIC_PAGE_CSS}</style>`);
}
