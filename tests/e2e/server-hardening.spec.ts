import { readFileSync, readdirSync, statSync } from 'node:fs';
import { expect } from '@playwright/test';
import fc from 'fast-check';
import { PROBE, bodyText, hostileRequest } from '../../server/hostile-input.mjs';
import { NODE_BASE, OFFSITE_ATTEMPTS, SAME_SITE_LOCATION, rawRequest, useNginx } from './servers';
import { test } from './support';

/** The largest script: compressed by every server. */
const script = readdirSync('build/client/assets')
  .filter((f) => f.endsWith('.js'))
  .sort((a, b) => statSync(`build/client/assets/${b}`).size - statSync(`build/client/assets/${a}`).size)[0]!;

/** Attacks and odd links a real visitor or crawler sends; the same checks for both servers. */
function hardening(name: string, base: () => string, { brotli }: { brotli: boolean }) {
  test.describe(`${name}: hostile and non-ASCII requests`, () => {
    test('no request is redirected to another site', async () => {
      for (const target of OFFSITE_ATTEMPTS) {
        const res = await rawRequest(base(), target);
        const location = res.headers.location;
        if (location !== undefined) expect(String(location), target).toMatch(SAME_SITE_LOCATION);
        expect([400, 404], `${target} → ${res.status} ${String(location ?? '')}`).toContain(res.status);
      }
    });

    test('redirects keep the query exactly as it was sent', async () => {
      const cases: [string, string][] = [
        ['/en?lang=de&q=caf%C3%A9', '/?q=caf%C3%A9'],
        ['/essential-grammar-foundations?x=a%20b', '/reading-mastery?x=a%20b'],
        ['/reading-mastery?lang=en&q=a+b&p=%2F&r=%26', '/en/reading-mastery?q=a+b&p=%2F&r=%26'],
        ['/cheat-sheets?a=1&lang=en&b=%C3%BC%C3%9F', '/en/cheat-sheets?a=1&b=%C3%BC%C3%9F'],
        [
          '/en/digital-toolkit?stage=oral-block,written-block',
          '/en/practice-improvement-framework?stage=oral-block,written-block',
        ],
        ['/reading-mastery/?q=%E2%82%AC', '/reading-mastery?q=%E2%82%AC'],
      ];
      for (const [from, to] of cases) {
        const res = await rawRequest(base(), from);
        expect(res.status, from).toBe(301);
        expect(res.headers.location, from).toBe(to);
      }
    });

    test('compressed responses follow Accept-Encoding, with one ETag per encoding', async () => {
      const page = '/reading-mastery';
      const identity = await rawRequest(base(), page);
      const gzip = await rawRequest(base(), page, { headers: { 'accept-encoding': 'gzip' } });
      const refused = await rawRequest(base(), page, { headers: { 'accept-encoding': 'gzip;q=0' } });
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(refused.headers['content-encoding']).toBeUndefined();
      for (const res of [identity, gzip, refused]) {
        expect(res.status).toBe(200);
        expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      }
      expect(gzip.headers.etag).toBeTruthy();
      expect(gzip.headers.etag).not.toBe(identity.headers.etag);
      const revalidated = await rawRequest(base(), page, {
        headers: { 'accept-encoding': 'gzip', 'if-none-match': String(gzip.headers.etag) },
      });
      expect(revalidated.status).toBe(304);
      expect(String(revalidated.headers.vary)).toMatch(/accept-encoding/i);
      // A gzip ETag must not validate an identity response.
      const crossed = await rawRequest(base(), page, {
        headers: { 'if-none-match': String(gzip.headers.etag) },
      });
      expect(crossed.status).toBe(200);
      if (brotli) {
        const br = await rawRequest(base(), `/assets/${script}`, {
          headers: { 'accept-encoding': 'gzip, deflate, br' },
        });
        expect(br.headers['content-encoding']).toBe('br');
        // Served from the file the build precompressed, not compressed on request.
        expect(br.body.equals(readFileSync(`build/client/assets/${script}.br`))).toBe(true);
        const noBr = await rawRequest(base(), `/assets/${script}`, {
          headers: { 'accept-encoding': 'br;q=0, gzip' },
        });
        expect(noBr.headers['content-encoding']).toBe('gzip');
      }
    });

    test('random hostile requests never fail and never leave the site (property)', async () => {
      await fc.assert(
        fc.asyncProperty(hostileRequest, async ({ method, target, acceptEncoding }) => {
          const res = await rawRequest(base(), target, {
            method,
            headers: { 'accept-encoding': acceptEncoding },
          });
          expect(res.status, `${method} ${target}`).toBeLessThan(500);
          if (res.headers.location !== undefined)
            expect(String(res.headers.location), target).toMatch(SAME_SITE_LOCATION);
          expect(bodyText(res.headers['content-encoding'], res.body), target).not.toContain(PROBE);
        }),
        { numRuns: 300 },
      );
    });

    test('precompressed copies are not served by name', async () => {
      for (const target of [`/assets/${script}.br`, `/assets/${script}.gz`, '/reading-mastery.data.gz']) {
        expect((await rawRequest(base(), target)).status, target).toBe(404);
      }
    });
  });
}

hardening('Node server', () => NODE_BASE, { brotli: true });

test.describe('nginx', () => {
  // Debian's nginx has no brotli module; the configuration says how to enable it.
  hardening('nginx', useNginx(), { brotli: false });
});
