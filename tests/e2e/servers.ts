import { createServer, request } from 'node:http';
import { test } from './support';
import { freePort } from '../../scripts/free-port.mjs';
import { startNginx } from '../../scripts/local-nginx.mjs';

/** The Node production server that Playwright starts for the browser tests (port: playwright.config.ts). */
export const NODE_BASE = `http://localhost:${process.env.E2E_PORT}`;

/**
 * Runs a real nginx with the generated site configuration for the tests of the enclosing
 * `describe` (started in `beforeAll` on a free port, stopped in `afterAll`).
 * @returns the base URL, known once nginx runs
 */
export function useNginx(): () => string {
  let nginx: { stop: () => void } | undefined;
  let base = '';
  // One nginx on one port: every test of this group runs in the same worker.
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    const port = await freePort();
    nginx = await startNginx({ port });
    base = `http://127.0.0.1:${port}`;
  });

  test.afterAll(() => nginx?.stop());

  return () => {
    if (!base) throw new Error('nginx is not running (useNginx starts it in beforeAll)');
    return base;
  };
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

/** Request targets that try to turn a redirect into one to another site. */
export const OFFSITE_ATTEMPTS = [
  '//evil.example?lang=de',
  '//evil.example?lang=en',
  '//evil.example/',
  '///evil.example/',
  '/%2Fevil.example?lang=de',
  '/%2fevil.example/',
  '/%2F%2Fevil.example',
  '/en//evil.example?lang=de',
  '/en///evil.example?lang=en',
  '/en/%2F/evil.example?lang=de',
  '/\\evil.example?lang=de',
  '/%5Cevil.example?lang=de',
  '/en/%5C%5Cevil.example?lang=de',
  '/\\/evil.example/',
  '//evil.example/reading-mastery/',
  '/essential-grammar-foundations//evil.example',
  // Decoded control characters must never reach a Location (header injection).
  '/%0d%0aLocation:%20https://evil.example/',
  '/%0b/',
];

/**
 * A server in front of the Node server that delivers one page's HTML in pieces, as a slow
 * connection does: the bytes up to each cut, then a pause in which the browser paints what it has.
 * Every other request is passed through unchanged.
 * @param cuts where to pause: indices into the page's HTML, in order
 * @returns the base URL and a stop function
 */
export async function startPiecemealServer(
  path: string,
  cuts: (html: string) => number[],
  pauseMs: number,
): Promise<{ base: string; stop: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const headers = { ...req.headers };
    delete headers.host;
    const upstream = request(
      `${NODE_BASE}${req.url}`,
      { method: req.method, headers: { ...headers, 'accept-encoding': 'identity' } },
      (up) => {
        if (req.url !== path) {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        up.on('data', (c: Buffer) => chunks.push(c));
        up.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const sent = { ...up.headers };
          delete sent['content-length'];
          res.writeHead(up.statusCode ?? 502, sent);
          const ends = [...cuts(html), html.length];
          const send = (i: number) => {
            res.write(html.slice(i === 0 ? 0 : ends[i - 1], ends[i]));
            if (i + 1 < ends.length) setTimeout(() => send(i + 1), pauseMs);
            else res.end();
          };
          send(0);
        });
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, 'localhost', done));
  return {
    base: `http://localhost:${port}`,
    stop: () => new Promise((done) => server.close(() => done())),
  };
}
