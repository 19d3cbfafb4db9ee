/** The style of a page whose scripts do not run: a `<noscript>` in every page's head. */
export const NO_SCRIPT_CSS = '.js-only{display:none!important}';

/**
 * The offline page ships without the app (scripts/offline-page.mjs): its own style hides the
 * controls that need scripts, the phone's bottom bar spreads the items left over its width
 * (`bar-spread`) and shows "to the top", a plain link (`bar-top`), which the app shows only after
 * the first screen. Not in every page's `<noscript>`: its bytes would come before the first
 * section on every page (docs/decisions/0022).
 */
export const STATIC_PAGE_CSS = `${NO_SCRIPT_CSS}.bar-spread{grid:none/auto-flow 1fr}.bar-top{visibility:visible!important}`;
