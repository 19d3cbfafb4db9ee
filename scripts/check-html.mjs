// Validates every prerendered page with the W3C Nu HTML Checker (the `vnu-jar` package, run with
// Java). All pages go to one Java process: starting the JVM per page would cost more than checking.
// Exits 1 on any HTML error; warnings are printed but do not fail.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CLIENT = path.resolve('build/client');
const JAR = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

/**
 * CSS messages about features newer than the checker's CSS grammar. Tailwind 4 emits them on
 * purpose (with fallbacks where browsers lack them), so they say nothing about our markup. Only
 * messages that start with "CSS:" are matched: an HTML error is never filtered.
 */
const UNKNOWN_CSS = [
  // `@property` registers Tailwind's custom properties; the checker knows no such at-rule.
  /^CSS: Unrecognized at-rule “@(property|layer|container|starting-style)”/,
  // Properties the checker's grammar does not have yet (e.g. `margin-trim`).
  /^CSS: “[a-z-]+”: Property “[a-z-]+” doesn't exist/,
  // Custom properties listed in `transition-property` are valid CSS the checker rejects.
  /^CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value/,
  // Newer color functions and values (oklch, color-mix, ...) the checker does not parse.
  /^CSS: .*“(oklch|oklab|color-mix|lab|lch)\(/,
];

/**
 * Warnings about the policy a page carries in a `<meta>` element (model tests' pages, not-found
 * pages): the checker reads the pages as files, whose origin matches no 'self', and does not match
 * inline scripts to their hashes. The browser tests load such pages with no violation, their print
 * stylesheet applied (tests/e2e/static-host.spec.ts); these say nothing about the markup. Warnings
 * only: an error is never filtered.
 */
const META_POLICY_SEEN_AS_FILE = [
  /^Inline script violates Content Security Policy \(meta tag\): blocked by “script-src” directive/,
  /^Resource violates Content Security Policy \(meta tag\): external stylesheet “\/assets\/[\w.-]+\.css” blocked by “style-src” directive/,
];

/**
 * Every HTML page below a folder, sorted.
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
async function htmlFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/**
 * Stops with one line saying what is wrong.
 * @param {string} line
 * @returns {never}
 */
function fail(line) {
  console.error(`check-html: ${line}`);
  process.exit(1);
}

if (spawnSync('java', ['-version'], { stdio: 'ignore' }).error)
  fail(
    'Java 17 or newer is needed and `java` is not on PATH: install it (Debian: apt-get install openjdk-17-jre-headless) and run again.',
  );
if (!existsSync(JAR)) fail('vnu-jar is missing: run npm install.');
if (!existsSync(CLIENT)) fail('no build found: run npm run build first.');

const files = await htmlFiles(CLIENT);
if (files.length === 0) fail(`no HTML pages in ${CLIENT}: run npm run build first.`);

const run = spawnSync(
  'java',
  ['-jar', JAR, '--format', 'json', '--stdout', '--skip-info-messages', '--exit-zero-always', ...files],
  { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
);
if (run.status !== 0 || !run.stdout) fail(`the checker did not run: ${run.stderr || run.error}`);

/** @typedef {{ type: string, message: string, url?: string, lastLine?: number, firstColumn?: number, lastColumn?: number }} VnuMessage */
/** @type {unknown} */
const report = JSON.parse(run.stdout);
const { messages } = /** @type {{ messages: VnuMessage[] }} */ (report);
const where = (/** @type {VnuMessage} */ m) =>
  // The pages are minified onto a few lines, so the column is what finds the spot.
  `${m.url ? path.relative(process.cwd(), fileURLToPath(m.url)) : '?'}:${m.lastLine ?? '?'}:${m.firstColumn ?? m.lastColumn ?? '?'}`;
let ignored = 0;
let metaPolicy = 0;
const errors = [];
const warnings = [];
for (const m of messages) {
  if (UNKNOWN_CSS.some((re) => re.test(m.message))) ignored += 1;
  else if (m.type === 'info' && META_POLICY_SEEN_AS_FILE.some((re) => re.test(m.message))) metaPolicy += 1;
  else if (m.type === 'info') warnings.push(m);
  else errors.push(m); // 'error' and 'non-document-error' (a page the checker could not read).
}

for (const m of warnings) console.log(`warning ${where(m)}: ${m.message}`);
for (const m of errors) console.error(`error ${where(m)}: ${m.message}`);
console.log(
  `check-html: ${files.length} pages, ${errors.length} errors, ${warnings.length} warnings` +
    ` (${ignored} CSS messages about features newer than the checker ignored, and ${metaPolicy}` +
    ` about meta-tag policies read from files)`,
);
process.exit(errors.length > 0 ? 1 : 0);
