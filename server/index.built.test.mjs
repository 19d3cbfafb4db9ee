import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PINNED_NODE } from '../scripts/runtime.mjs';

// `npm start` and the browser tests start this file with the `node` of the npm scripts' PATH.
describe('the production server (server/index.mjs)', () => {
  it('starts on the pinned Node.js, says so, serves home and stops on SIGTERM', async () => {
    const child = spawn('node', [fileURLToPath(new URL('index.mjs', import.meta.url))], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      let out = '';
      const line = await /** @type {Promise<string>} */ (
        new Promise((resolve, reject) => {
          child.stdout.on('data', (chunk) => {
            out += String(chunk);
            if (out.includes('\n')) resolve(out.split('\n')[0] ?? '');
          });
          child.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
        })
      );
      expect(line).toContain(`(Node.js v${PINNED_NODE})`);
      const origin = /http:\/\/127\.0\.0\.1:\d+/.exec(line)?.[0];
      expect(origin).toBeDefined();
      const response = await fetch(`${origin}/`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<html lang="de"');
    } finally {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    }
    expect(child.exitCode).toBe(0);
  });
});
