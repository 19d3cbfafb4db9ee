// Serves the finished build with the production server for the benchmarks, and waits until it
// answers.
import { spawn } from 'node:child_process';

/**
 * Starts `server/index.mjs` on `host:port`; resolves once `/` answers 200.
 * @param {{ port: number, host?: string }} options
 * @returns {Promise<{ origin: string, pid: number | undefined, stop: () => void }>}
 */
export async function serveBuild({ port, host = 'localhost' }) {
  const child = spawn('node', ['server/index.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: host },
    stdio: 'ignore',
  });
  const origin = `http://${host}:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, pid: child.pid, stop: () => child.kill() };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill();
  throw new Error(`the Node server did not start on ${origin}`);
}
