// The installable web app and its offline support: file names, icons and colours. Plain JavaScript,
// so the app, the build scripts and the server's header rules share this one definition.

/** The service worker, at the site's root so that its scope is the whole site. */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * The browser cache that holds the model tests the learner has opened (each test's pages and page
 * data), apart from the service worker's precache of the rest of the site: the page stores a test
 * there when it is opened, and the worker answers from it without a connection.
 */
export const OPENED_TESTS_CACHE = 'b1-opened-tests';

/** The web app manifest; each language has its own, in that language's folder. */
export const WEB_MANIFEST_FILE = 'manifest.webmanifest';

/** The site's blue (the favicon, the light theme's browser bar, the installed app's bar). */
export const BRAND_COLOR = '#1d4ed8';

/** The splash screen behind the icon while the installed app starts. */
export const BACKGROUND_COLOR = '#ffffff';

/**
 * The PNG icons of the manifest, drawn at build time by scripts/app-icons.mjs. "any" icons are a
 * rounded square; "maskable" ones fill the square and keep the mark inside the central safe zone
 * (a circle of 40 % of the size) that a phone's mask never cuts.
 * @type {readonly { file: string, size: number, purpose: 'any' | 'maskable' }[]}
 */
export const APP_ICONS = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/maskable-192.png', size: 192, purpose: 'maskable' },
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable' },
];

/** The home-screen icon iOS asks for (full square, opaque: iOS rounds the corners itself). */
export const APPLE_TOUCH_ICON = { file: 'apple-touch-icon.png', size: 180 };
