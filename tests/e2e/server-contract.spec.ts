import { readdirSync } from 'node:fs';
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { NODE_BASE, useNginx } from './servers';
import { webManifestPath } from '../../app/site/paths';
import { APP_ICONS } from '../../app/lib/web-app.mjs';
import { webManifest } from '../../app/site/web-manifest';
import { CACHE_NO_CACHE, SERVICE_WORKER_PATH, STRICT_CSP } from '../../server/headers.mjs';
import { expectSecurityHeaders, inlineScriptSources, LANGS, test } from './support';

const script = readdirSync('build/client/assets').find((f) => f.endsWith('.js'))!;

/** The HTTP contract: the same checks run against the Node server and the generated nginx config. */
function contract(name: string, base: () => string) {
  test.describe(`${name}: statuses, redirects and headers`, () => {
    let api: APIRequestContext;

    test.beforeAll(async () => {
      api = await playwrightRequest.newContext({
        baseURL: base(),
        extraHTTPHeaders: { 'accept-encoding': 'gzip' },
      });
    });

    test.afterAll(async () => api.dispose());

    const get = (url: string) => api.get(url, { maxRedirects: 0 });

    test('pages answer 200 with security headers, a strict CSP and revalidation', async () => {
      for (const [url, lang] of [
        ['/', 'de'],
        ['/en/reading-mastery', 'en'],
        ['/part-1-contact-phase', 'de'],
        // The search pages, with their words and stage in the query.
        ['/search?q=Pr%C3%BCfung', 'de'],
        ['/en/search?q=letter&stage=written-block', 'en'],
      ] as const) {
        const res = await get(url);
        expect(res.status(), url).toBe(200);
        const h = res.headers();
        expect(h['content-type']).toContain('text/html');
        expect(h['content-language']).toBe(lang);
        expect(h['content-encoding']).toBe('gzip');
        expect(h['cache-control']).toContain('must-revalidate');
        const csp = h['content-security-policy']!;
        // WebAssembly for the search engine, never JavaScript eval (docs/decisions/0012).
        expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-[^']+'/);
        expect(csp).not.toMatch(/'unsafe-eval'/);
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        for (const d of ["frame-ancestors 'none'", "base-uri 'none'", "object-src 'none'"])
          expect(csp).toContain(d);
        expectSecurityHeaders(h, url);
      }
    });

    test('the page CSP names the hash of every inline script of the page', async () => {
      for (const url of ['/en/cheat-sheets', '/reading-mastery', '/nope']) {
        const res = await get(url);
        const html = await res.text();
        const csp = res.headers()['content-security-policy']!;
        const sources = inlineScriptSources(html);
        expect(sources.length, url).toBeGreaterThan(2);
        for (const source of sources) expect(csp, url).toContain(source);
      }
    });

    test('hashed assets are immutable, other files revalidate', async () => {
      const asset = await get(`/assets/${script}`);
      expect(asset.status()).toBe(200);
      expect(asset.headers()['cache-control']).toContain('immutable');
      expect(asset.headers()['x-content-type-options']).toBe('nosniff');
      const data = await get('/en/reading-mastery.data');
      expect(data.status()).toBe(200);
      expect(data.headers()['cache-control']).toContain('must-revalidate');
      expect((await get('/robots.txt')).status()).toBe(200);
      expect((await get('/sitemap.xml')).status()).toBe(200);
    });

    test('the service worker is revalidated on every load; the manifests have their type', async () => {
      const worker = await get(SERVICE_WORKER_PATH);
      expect(worker.status()).toBe(200);
      expect(worker.headers()['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(worker.headers()['cache-control']).toBe(CACHE_NO_CACHE);
      expect(worker.headers()['content-security-policy']).toBe(STRICT_CSP);
      expectSecurityHeaders(worker.headers(), SERVICE_WORKER_PATH);
      for (const lang of LANGS) {
        const res = await get(webManifestPath(lang));
        expect(res.status(), lang).toBe(200);
        expect(res.headers()['content-type'], lang).toContain('application/manifest+json');
        expect((await res.json()) as unknown, lang).toEqual(webManifest(lang));
      }
      const icon = await get(`/${APP_ICONS[0]!.file}`);
      expect(icon.headers()['content-type']).toBe('image/png');
    });

    test('pages allow their own worker and manifest, and nothing more', async () => {
      const csp = (await get('/')).headers()['content-security-policy']!;
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain("manifest-src 'self'");
      for (const directive of csp.split('; ').filter((d) => /^(worker|manifest)-src /.test(d)))
        expect(directive).toMatch(/^\w+-src 'self'$/);
    });

    test('the search index is served, revalidated, with the strict CSP of a file', async () => {
      const entry = await get('/pagefind/pagefind-entry.json');
      expect(entry.status()).toBe(200);
      expect(Object.keys(((await entry.json()) as { languages: object }).languages).sort()).toEqual([
        'de',
        'en',
      ]);
      for (const file of [
        '/pagefind/pagefind.js',
        '/pagefind/wasm.de.pagefind',
        '/pagefind/wasm.en.pagefind',
      ]) {
        const res = await get(file);
        expect(res.status(), file).toBe(200);
        expect(res.headers()['cache-control'], file).toContain('must-revalidate');
        expect(res.headers()['content-security-policy'], file).not.toContain('wasm-unsafe-eval');
      }
      // Pagefind's own search interfaces are not part of the site.
      expect((await get('/pagefind/pagefind-ui.js')).status()).toBe(404);
    });

    test('old paths, trailing slashes and ?lang answer 301', async () => {
      const cases: [string, string][] = [
        ['/essential-grammar-foundations', '/reading-mastery'],
        ['/en/digital-toolkit', '/en/practice-improvement-framework'],
        ['/reading-mastery?lang=en&x=1', '/en/reading-mastery?x=1'],
        ['/en/cheat-sheets?lang=de', '/cheat-sheets'],
        ['/?lang=en', '/en'],
        ['/reading-mastery/', '/reading-mastery'],
        ['/search?q=Brief&lang=en', '/en/search?q=Brief'],
      ];
      for (const [from, to] of cases) {
        const res = await get(from);
        expect(res.status(), from).toBe(301);
        expect(res.headers()['location'], from).toBe(to);
      }
    });

    test('unknown paths answer 404 with the not-found page of their language', async () => {
      const de = await get('/writing-architecture');
      expect(de.status()).toBe(404);
      expect(await de.text()).toContain('Hoppla! Seite nicht gefunden');
      expect(de.headers()['x-content-type-options']).toBe('nosniff');
      const en = await get('/en/listening-mastery');
      expect(en.status()).toBe(404);
      expect(await en.text()).toContain('Oops! Page not found');
      expect(en.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      expect((await get('/_headers')).status()).toBe(404);
      expect((await get('/reading-mastery/index.html')).status()).toBe(404);
      for (const copy of ['/404.html', '/en/404.html']) expect((await get(copy)).status(), copy).toBe(404);
    });

    test('odd input gets a clean 400 or 404 and is never reflected', async () => {
      for (const url of [
        '/?lang=%3Cscript%3Ealert(1)%3C/script%3E',
        '/%E0%A4%A',
        '/../etc/passwd',
        '/a/%2e%2e/%2e%2e/etc/passwd',
        `/${'x'.repeat(3000)}`,
      ]) {
        const res = await get(url);
        expect([400, 404], url).toContain(res.status());
        const body = await res.text();
        expect(body).not.toContain('<script>alert');
        expect(body).not.toContain('etc/passwd');
      }
      expect((await get('/?lang=<script>')).status()).toBe(400);
    });
  });
}

contract('Node server', () => NODE_BASE);

test.describe('nginx', () => {
  contract('nginx', useNginx());
});
