// Per-file durations of the last test runs, from the JSON the runners write (vitest.config.ts,
// vitest.built.config.ts and playwright.config.ts send theirs to test-results/). Writes a Markdown
// table per suite, slowest first, to bench-results/test-durations-<label>.md, so a change to the
// suites is measured, not estimated: `node scripts/test-durations.mjs after-split`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * @typedef {{ file: string, ms: number, tests: number }} FileTime
 * @typedef {{ name: string, startTime: number, endTime: number, assertionResults: unknown[] }} VitestFile
 * @typedef {{ startTime: number, testResults: VitestFile[] }} VitestReport
 * @typedef {{ file?: string, specs?: { tests: { results: { duration: number }[] }[] }[], suites?: PlaywrightSuite[] }} PlaywrightSuite
 * @typedef {{ suites: PlaywrightSuite[], stats?: { duration: number } }} PlaywrightReport
 */

/** @param {string} file */
const readJson = (file) => /** @type {unknown} */ (JSON.parse(readFileSync(file, 'utf8')));

const label = process.argv[2] ?? 'latest';
const root = process.cwd();

/**
 * Vitest's JSON report: one entry per file with its start and end time.
 * @param {string} file
 * @returns {FileTime[]}
 */
function vitestFiles(file) {
  const report = /** @type {VitestReport} */ (readJson(file));
  return report.testResults.map((r) => ({
    file: path.relative(root, r.name),
    ms: r.endTime - r.startTime,
    tests: r.assertionResults.length,
  }));
}

/**
 * Playwright's JSON report: suites per spec file, each test's results with their durations.
 * @param {string} file
 */
function playwrightFiles(file) {
  const report = /** @type {PlaywrightReport} */ (readJson(file));
  /** @type {Map<string, FileTime>} */
  const byFile = new Map();
  /** @param {PlaywrightSuite} suite @param {string} specFile */
  const walk = (suite, specFile) => {
    const here = suite.file ?? specFile;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) {
          const entry = byFile.get(here) ?? { file: here, ms: 0, tests: 0 };
          entry.ms += result.duration;
          entry.tests += 1;
          byFile.set(here, entry);
        }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites) walk(suite, suite.file ?? '');
  return { files: [...byFile.values()], wallMs: report.stats?.duration };
}

/**
 * @param {string} title
 * @param {FileTime[]} files
 * @param {number} [wallMs]
 */
function table(title, files, wallMs) {
  const sorted = [...files].sort((a, b) => b.ms - a.ms);
  const sum = sorted.reduce((s, f) => s + f.ms, 0);
  const tests = sorted.reduce((s, f) => s + f.tests, 0);
  const lines = [
    `## ${title}`,
    '',
    `${sorted.length} files, ${tests} tests; summed file time ${(sum / 1000).toFixed(1)} s` +
      (wallMs ? `, wall clock ${(wallMs / 1000).toFixed(1)} s` : '') +
      '.',
    '',
    '| file | tests | seconds |',
    '| --- | ---: | ---: |',
    ...sorted.map((f) => `| ${f.file} | ${f.tests} | ${(f.ms / 1000).toFixed(2)} |`),
    '',
  ];
  return lines.join('\n');
}

const parts = [
  `# Test durations: ${label}`,
  '',
  `${new Date().toISOString()} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}.`,
  '',
];
const unit = 'test-results/unit.json';
const built = 'test-results/built.json';
const e2e = 'test-results/e2e.json';
if (existsSync(unit)) {
  const stats = /** @type {VitestReport} */ (readJson(unit));
  const wall = Math.max(...stats.testResults.map((r) => r.endTime)) - stats.startTime;
  parts.push(table('Unit tests (npm run test:unit)', vitestFiles(unit), wall));
}
if (existsSync(built)) parts.push(table('Tests of the built site (npm run test:built)', vitestFiles(built)));
if (existsSync(e2e)) {
  const { files, wallMs } = playwrightFiles(e2e);
  parts.push(table('Browser tests (npm run test:e2e)', files, wallMs));
}
const out = path.join('bench-results', `test-durations-${label}.md`);
writeFileSync(out, parts.join('\n'));
console.log(`wrote ${out}`);
