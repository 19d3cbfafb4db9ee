import { createServer, request } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRECOMPRESSED, createHandler, listFiles } from './app.mjs';
import { readSiteManifest } from './build-output.mjs';
import { PROBE, bodyText, hostileRequest } from './hostile-input.mjs';
import { createResolver, isSameSite } from './resolve.mjs';

/** What the resolver's answer means on the wire, for a GET or HEAD. */
const STATUS = { page: 200, file: 200, redirect: 301, 'not-found': 404, 'bad-request': 400 };

/** @type {import('node:http').Server} */
let server;
/** @type {number} */
let port;
/** @type {string[]} */
const logged = [];
const manifest = readSiteManifest();

beforeAll(async () => {
  const handle = await createHandler('build', { log: (line) => logged.push(line) });
  server = createServer(handle);
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
});
afterAll(() => new Promise((done) => server.close(done)));

/**
 * Sends one request and reads the whole answer.
 * @param {import('./hostile-input.mjs').HostileRequest} input
 * @returns {Promise<{ res: import('node:http').IncomingMessage, body: Buffer }>}
 */
function send({ method, target, acceptEncoding, ifNoneMatch }) {
  /** @type {Record<string, string>} */
  const headers = { 'accept-encoding': acceptEncoding };
  if (ifNoneMatch !== undefined) headers['if-none-match'] = ifNoneMatch;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: target, method, headers }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (/** @type {Buffer} */ c) => chunks.push(c));
      res.on('end', () => resolve({ res, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the running server under hostile requests (property)', () => {
  it('never fails, never leaves the site, never reflects input, and agrees with the resolver', async () => {
    const files = (await listFiles('build/client')).filter((f) => !PRECOMPRESSED.test(f));
    const resolve = createResolver(manifest, new Set(files));
    await fc.assert(
      fc.asyncProperty(hostileRequest, async (input) => {
        const { res, body } = await send(input);
        const where = `${input.method} ${input.target}`;
        expect(res.statusCode, where).toBeLessThan(500);
        if (res.headers.location !== undefined)
          expect(isSameSite(res.headers.location), `${where} → ${res.headers.location}`).toBe(true);
        expect(bodyText(res.headers['content-encoding'], body), where).not.toContain(PROBE);

        if (/[^\x21-\x7e]/.test(input.target)) {
          // Node's HTTP parser refuses raw non-ASCII bytes before any handler runs.
          expect(res.statusCode, where).toBe(400);
          return;
        }
        if (input.method !== 'GET' && input.method !== 'HEAD') {
          expect(res.statusCode, where).toBe(405);
          return;
        }
        const expected = resolve(input.target);
        const status = STATUS[expected.type];
        const revalidated = status === 200 && input.ifNoneMatch === '*';
        expect(res.statusCode, where).toBe(revalidated ? 304 : status);
        if (expected.type === 'redirect') expect(res.headers.location, where).toBe(expected.location);
      }),
      { numRuns: 400 },
    );
    // Unknown paths are logged JSON-escaped: no raw control characters reach the log.
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point
    for (const line of logged) expect(line).not.toMatch(/[\u0000-\u001f]/);
  });
});
