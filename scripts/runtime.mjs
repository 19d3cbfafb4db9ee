// The Node.js the project builds, tests and serves on: the registry's `node` package, pinned as a
// dev dependency, whose binary npm puts first on the PATH of every npm script
// (docs/decisions/0035-node-lts-from-the-registry.md).
import { readFileSync } from 'node:fs';

/** @type {unknown} */
const parsed = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const pkg = /** @type {{ devDependencies: Record<string, string> }} */ (parsed);

/** The exact Node.js version of the `node` dev dependency, for example `26.10.0`. */
export const PINNED_NODE = pkg.devDependencies.node ?? '';

/**
 * Why this process is on the wrong Node.js, or null when it runs on the pinned one.
 * @param {string} [version] a version without the `v`, as `process.versions.node` gives it
 * @returns {string | null}
 */
export function runtimeProblem(version = process.versions.node) {
  if (version === PINNED_NODE) return null;
  return `This runs on Node.js ${version}, but the project is built, tested and served on ${PINNED_NODE} (the \`node\` dev dependency). Run \`npm install\`, then use the npm scripts (npm test, npm start): they put node_modules/.bin/node first on the PATH.`;
}
