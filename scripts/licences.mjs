/**
 * Which licences the site's dependencies may have (decision 0037). The code is MIT and the content
 * CC BY-SA 4.0 (LICENSE, LICENSE-CONTENT); a dependency fits when its licence lets us ship it under
 * those, or, for a tool that never ships, lets us use it unmodified. Read from package-lock.json,
 * which lists every package any machine installs (also the optional ones of other platforms), with
 * the `license` field of each package's own package.json. `scripts/licences.test.mjs` runs the
 * check in `npm test`: a package outside these lists fails with its name and licence.
 */
import { readFileSync } from 'node:fs';

/**
 * Permissive licences: a package under one of them may be anywhere, also in the JavaScript the
 * site sends or in the server. Each asks at most for its notice to be kept.
 */
const PERMISSIVE = new Set([
  'MIT',
  'MIT-0',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  '0BSD',
  'BlueOak-1.0.0',
  'CC0-1.0',
  'Unlicense',
  'Zlib',
  // The Python Software Foundation's licence (argparse, a port of Python's module): permissive.
  'Python-2.0',
]);

/**
 * Licences fit for tools only (dev dependencies, never part of what is served): MPL-2.0 is copyleft
 * per file (changes to its files would have to be shared; we use axe-core and lightningcss as they
 * are); CC-BY-4.0 asks for attribution where the work is passed on (caniuse-lite's browser data,
 * read by the build, not shipped).
 */
const TOOLS_ONLY = new Set(['MPL-2.0', 'CC-BY-4.0']);

const SHARP_LIBVIPS =
  'libvips (LGPL-3.0-or-later) as a prebuilt library of sharp, which wrangler’s local runtime (miniflare) ' +
  'installs for image resizing; a dev tool only, never shipped, used unmodified and linked dynamically, ' +
  'as the LGPL allows';

/** Packages allowed by name although their licence is in neither list, each with its reason. */
export const EXCEPTIONS = new Map(
  [
    '@img/sharp-libvips-darwin-arm64',
    '@img/sharp-libvips-darwin-x64',
    '@img/sharp-libvips-linux-arm',
    '@img/sharp-libvips-linux-arm64',
    '@img/sharp-libvips-linux-ppc64',
    '@img/sharp-libvips-linux-riscv64',
    '@img/sharp-libvips-linux-s390x',
    '@img/sharp-libvips-linux-x64',
    '@img/sharp-libvips-linuxmusl-arm64',
    '@img/sharp-libvips-linuxmusl-x64',
    '@img/sharp-wasm32',
    '@img/sharp-win32-arm64',
    '@img/sharp-win32-ia32',
    '@img/sharp-win32-x64',
  ].map((name) => [name, SHARP_LIBVIPS]),
);

/**
 * Whether an SPDX expression is satisfied when each licence id is judged by `fits`: `A OR B` needs
 * one of them, `A AND B` both, `A WITH exception` is judged as A (an exception only adds
 * permissions), `A+` as A; parentheses group. Anything that is not such an expression fails.
 * @param {string} expression
 * @param {(id: string) => boolean} fits
 * @returns {boolean}
 */
export function satisfies(expression, fits) {
  const tokens = expression.match(/[()]|[^\s()]+/g) ?? [];
  let at = 0;
  /** @returns {boolean} */
  const primary = () => {
    const token = tokens[at++];
    if (token === '(') {
      const value = or();
      if (tokens[at++] !== ')') throw new Error('unbalanced parentheses');
      return value;
    }
    if (token === undefined || token === ')' || /^(AND|OR|WITH)$/i.test(token)) throw new Error('no licence');
    if (/^WITH$/i.test(tokens[at] ?? '')) at += 2;
    return fits(token.replace(/\+$/, ''));
  };
  /** @returns {boolean} */
  const and = () => {
    let value = primary();
    while (/^AND$/i.test(tokens[at] ?? '')) {
      at++;
      value = primary() && value;
    }
    return value;
  };
  /** @returns {boolean} */
  const or = () => {
    let value = and();
    while (/^OR$/i.test(tokens[at] ?? '')) {
      at++;
      value = and() || value;
    }
    return value;
  };
  try {
    const value = or();
    return at === tokens.length && value;
  } catch {
    return false;
  }
}

/**
 * @typedef {{ license?: unknown, dev?: boolean, link?: boolean, [field: string]: unknown }} LockEntry
 * @typedef {{ name: string, licence: string, dev: boolean }} InstalledPackage
 */

/** The licence text of a lock entry: the SPDX string, or the old `{ type }` form. */
const licenceOf = (/** @type {unknown} */ license) =>
  typeof license === 'string'
    ? license
    : typeof license === 'object' && license !== null && 'type' in license && typeof license.type === 'string'
      ? license.type
      : '';

/**
 * Every package of a lockfile (v2/v3 `packages`), by name, with its licence and whether only the
 * dev dependencies need it. The project itself and links to folders are left out.
 * @param {{ packages: Record<string, LockEntry> }} lock
 * @returns {InstalledPackage[]}
 */
export function lockedPackages(lock) {
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path !== '' && !entry.link)
    .map(([path, entry]) => ({
      name: path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length),
      licence: licenceOf(entry.license),
      dev: entry.dev === true,
    }));
}

/**
 * The packages whose licence does not fit: a package that may ship needs a permissive licence, a
 * dev-only one a permissive or tools-only licence; a named exception passes.
 * @param {InstalledPackage[]} packages
 * @returns {string[]} one line per package: `name: licence (what it needed)`
 */
export function unfitLicences(packages) {
  /** @type {Set<string>} */
  const problems = new Set();
  for (const { name, licence, dev } of packages) {
    if (EXCEPTIONS.has(name)) continue;
    const fits = (/** @type {string} */ id) => PERMISSIVE.has(id) || (dev && TOOLS_ONLY.has(id));
    if (!satisfies(licence, fits))
      problems.add(
        `${name}: ${licence || '(no licence)'} (${dev ? 'a tool needs a permissive or tools-only licence' : 'may ship: needs a permissive licence'})`,
      );
  }
  return [...problems];
}

/** The packages of this project's package-lock.json. */
export function projectPackages() {
  /** @type {unknown} */
  const parsed = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
  return lockedPackages(/** @type {{ packages: Record<string, LockEntry> }} */ (parsed));
}
