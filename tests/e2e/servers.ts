import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { nginxSiteConfig } from '../../server/deploy-config.mjs';

/** The Node production server that Playwright starts for the browser tests. */
export const NODE_BASE = `http://localhost:${process.env.E2E_PORT ?? 4173}`;

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

/**
 * Runs a real nginx with the generated site configuration for the tests of the enclosing
 * `describe` (started in `beforeAll`, stopped in `afterAll`). Each spec file passes its own port.
 * @returns the base URL
 */
export function useNginx(port: number): string {
  let nginx: ChildProcess | undefined;
  // One nginx on one port: every test of this group runs in the same worker.
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    expect(NGINX, 'nginx is not installed (Debian: apt-get install nginx-light)').toBeTruthy();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'b1-nginx-'));
    const manifest = JSON.parse(readFileSync('build/site-manifest.json', 'utf8'));
    const csp = JSON.parse(readFileSync('build/csp.json', 'utf8'));
    writeFileSync(
      path.join(dir, 'site.conf'),
      nginxSiteConfig({ manifest, csp, root: path.resolve('build/client'), port }),
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
        'events { worker_connections 256; }',
        'http {',
        mime ? `  include ${mime};` : '',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`),
        `  include ${dir}/site.conf;`,
        '}',
      ].join('\n'),
    );
    const check = spawnSync(NGINX!, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], {
      encoding: 'utf8',
    });
    expect(check.status, check.stderr).toBe(0);
    nginx = spawn(NGINX!, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
    await expect
      .poll(async () => {
        try {
          return (await fetch(`http://localhost:${port}/`)).status;
        } catch {
          return 0;
        }
      })
      .toBe(200);
  });
  test.afterAll(() => {
    nginx?.kill('SIGTERM');
  });
  return `http://localhost:${port}`;
}

/** A response as the wire carried it. */
export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * Sends a request target exactly as written (no URL parsing, so `//evil.example` or `/\x` reach
 * the server unchanged) and reads the raw, still-encoded body.
 */
export function rawRequest(
  base: string,
  target: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: target, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** A `Location` that stays on the site: a path with one leading slash, no scheme or host. */
export const SAME_SITE_LOCATION = /^\/(?![/\\])/;
