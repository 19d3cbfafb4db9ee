// Runs independent steps of `npm test` at the same time (`node scripts/run-steps.mjs "tsc --noEmit"
// "npm run lint"`): each command's output is kept and printed as one block when it ends, so the
// output reads as if the steps had run one after the other; it exits 1 when any step failed, after
// every step has ended, and names the failed ones last.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/**
 * Runs one command in a shell, its standard output and error collected in the order they came.
 * @param {string} command
 * @returns {Promise<{ command: string, code: number, seconds: number, output: string }>}
 */
function run(command) {
  const started = performance.now();
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    // Colours stay on, as in a terminal, when the terminal shows them (the tools see a pipe).
    const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
    const child = spawn(command, { shell: true, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
    child.stderr.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
    const done = (/** @type {number} */ code) =>
      resolve({
        command,
        code,
        seconds: (performance.now() - started) / 1000,
        output: Buffer.concat(chunks).toString('utf8'),
      });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node scripts/run-steps.mjs "<command>" ["<command>" …]');
  process.exit(2);
}

console.log(`Running at the same time: ${commands.join(' | ')}`);
const results = await Promise.all(
  commands.map((command) =>
    run(command).then((result) => {
      const verdict = result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`;
      const output = result.output.trimEnd();
      process.stdout.write(
        `\n── ${command}: ${verdict}, ${result.seconds.toFixed(1)} s ──\n${output ? `${output}\n` : ''}`,
      );
      return result;
    }),
  ),
);
const failed = results.filter((r) => r.code !== 0);
if (failed.length) {
  console.error(`\nFailed: ${failed.map((r) => r.command).join(', ')} (output above)`);
  process.exit(1);
}
console.log(`\nAll passed: ${commands.join(' | ')}`);
