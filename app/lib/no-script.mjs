/**
 * The style of a page whose scripts do not run: in a `<noscript>` in every page's head, and as a
 * plain style in the offline page, which ships without the app (scripts/offline-page.mjs). It hides
 * the controls that need scripts (`js-only`); the phone's bottom bar then spreads the items that
 * are left over its width (`bar-spread`) and shows "to the top", a plain link (`bar-top`), which
 * the app shows only after the first screen.
 */
export const NO_SCRIPT_CSS =
  '.js-only{display:none!important}.bar-spread{grid-template-columns:none;grid-auto-flow:column;grid-auto-columns:1fr}.bar-top{visibility:visible!important}';
