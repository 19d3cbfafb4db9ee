import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PINNED_NODE, runtimeProblem } from './runtime.mjs';

/** @param {string} file */
const read = (file) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

describe('the Node.js the project runs on', () => {
  it('is a pinned release of an even (LTS) line, 24 or newer', () => {
    const [major = 0] = PINNED_NODE.split('.').map(Number);
    expect(PINNED_NODE).toMatch(/^\d+\.\d+\.\d+$/);
    expect(major % 2).toBe(0);
    expect(major).toBeGreaterThanOrEqual(24);
  });

  it('is the one the npm scripts run (this test runs through one)', () => {
    expect(process.versions.node).toBe(PINNED_NODE);
    expect(runtimeProblem()).toBeNull();
  });

  it('is named the same in .nvmrc, .node-version and package.json engines', () => {
    expect(read('.nvmrc').trim()).toBe(PINNED_NODE);
    expect(read('.node-version').trim()).toBe(PINNED_NODE);
    /** @type {unknown} */
    const parsed = JSON.parse(read('package.json'));
    const pkg = /** @type {{ engines: { node: string } }} */ (parsed);
    expect(pkg.engines.node).toBe(`>=${PINNED_NODE}`);
  });

  it('says what to do when a script runs on another Node.js', () => {
    const problem = runtimeProblem('20.20.2');
    expect(problem).toContain('20.20.2');
    expect(problem).toContain(PINNED_NODE);
    expect(problem).toContain('npm install');
  });
});
