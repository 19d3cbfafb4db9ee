// Starts a real nginx with the generated site configuration on a loopback port, for the browser
// tests and the server benchmark. Nothing outside a fresh temporary folder is touched.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readCspTable, readSiteManifest } from '../server/build-output.mjs';
import { nginxSiteConfig } from '../server/deploy-config.mjs';

/** The nginx binary of this machine, or undefined. */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

/**
 * Writes the configuration for `build/` and starts nginx (one worker) in the foreground on `port`.
 * @param {{ port: number }} options
 * @returns {Promise<{ stop: () => void }>} once nginx answers
 */
export async function startNginx({ port }) {
  if (!NGINX) throw new Error('nginx is not installed (Debian: apt-get install nginx-light)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'b1-nginx-'));
  const manifest = readSiteManifest();
  const csp = readCspTable();
  const root = path.resolve('build', 'client');
  // Loopback only: nothing outside this machine can reach it.
  writeFileSync(
    path.join(dir, 'site.conf'),
    nginxSiteConfig({ manifest, csp, root, port: `127.0.0.1:${port}` }),
  );
  const mime = ['/etc/nginx/mime.types'].find((p) => existsSync(p));
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log;`,
      'events { worker_connections 1024; }',
      'http {',
      mime ? `  include ${mime};` : '',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`),
      `  include ${dir}/site.conf;`,
      '}',
    ].join('\n'),
  );
  const conf = path.join(dir, 'nginx.conf');
  const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn(NGINX, ['-p', dir, '-c', conf], { stdio: 'ignore' });
  const stop = () => child.kill('SIGTERM');
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).status === 200) return { stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error(`nginx did not answer on port ${port}`);
}
