// The URL contract on a static host: Cloudflare's own open-source runtime (workerd, started by
// `wrangler pages dev`) serves build/client with the generated `_redirects` and `_headers`, the
// way Cloudflare Pages would. It runs offline: no login, no metrics, no update check.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { readCspTable, readSiteManifest } from '../../server/build-output.mjs';
import { pageHeaderRules, SHARED_RULE_CSP, staticNotFoundFile } from '../../server/deploy-config.mjs';
import {
  CACHE_IMMUTABLE,
  CACHE_NO_CACHE,
  CACHE_REVALIDATE,
  SERVICE_WORKER_PATH,
  STRICT_CSP,
} from '../../server/headers.mjs';
import { webManifestPath } from '../../app/site/paths';
import { freePort } from '../../scripts/free-port.mjs';
import { OFFSITE_ATTEMPTS, SAME_SITE_LOCATION, rawRequest } from './servers';
import {
  expectSecurityHeaders,
  hydrated,
  inlineScriptSources,
  LANGS,
  messages,
  test,
  type Lang,
} from './support';

// These tests watch the network: every page in a fresh context, so no warm cache answers for the server.
test.use({ freshContexts: true });

// A free port (chosen in beforeAll) lets several checkouts run this file at the same time.
let BASE = '';
// No later than the date of the workerd that wrangler bundles (it refuses newer dates).
const COMPATIBILITY_DATE = '2026-04-01';

const manifest = readSiteManifest();
const csp = readCspTable();
const rules = pageHeaderRules(manifest, csp);
const built = (file: string) => readFileSync(path.join('build/client', file), 'utf8');

/** Starts `wrangler pages dev` in a folder of its own (state, config) and its own process group. */
function startHost(home: string, port: number): ChildProcess {
  const wrangler = path.resolve('node_modules/wrangler/bin/wrangler.js');
  const args = ['pages', 'dev', path.resolve('build/client'), '--ip', '127.0.0.1', '--port', String(port)];
  args.push('--inspector-port', '0', '--compatibility-date', COMPATIBILITY_DATE, '--log-level', 'warn');
  return spawn(process.execPath, [wrangler, ...args], {
    cwd: home,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      CI: 'true', // no prompts, no interactive session
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_HIDE_BANNER: 'true', // the banner is what checks the registry for updates
      CLOUDFLARE_CF_FETCH_ENABLED: 'false', // no download of the `request.cf` sample
      XDG_CONFIG_HOME: home,
    },
  });
}

/**
 * The browser tests here are about the documents the host answers (the page of the path, its CSP):
 * the hashed scripts and styles those pages load are fulfilled from build/client, the bytes the host
 * would send (how the host serves them is checked above, request by request). Through the local
 * workerd a page's 40-odd modules came one at a time, and in a full run with both cores busy one
 * page once did not hydrate within three minutes.
 */
async function assetsFromBuild(page: Page): Promise<void> {
  await page.route(`${BASE}/assets/**`, (route) =>
    route.fulfill({ path: path.join('build/client', new URL(route.request().url()).pathname) }),
  );
}

/** Hydrated within 30 s, or a failure that names the requests the page still waits for. */
async function hydratedOrSayWhy(page: Page, open: ReadonlySet<string>): Promise<void> {
  await hydrated(page, 30_000).catch((error: unknown) => {
    throw new Error(`${String(error)}\nrequests still open: ${[...open].join(', ') || 'none'}`);
  });
}

/** The URLs the page has asked for and not yet received. */
function openRequests(page: Page): ReadonlySet<string> {
  const open = new Set<string>();
  page.on('request', (r) => open.add(r.url()));
  page.on('requestfinished', (r) => open.delete(r.url()));
  page.on('requestfailed', (r) => open.delete(r.url()));
  return open;
}

test.describe('static host (Cloudflare Pages runtime): statuses, redirects and headers', () => {
  // One host on one port: every test of this group runs in the same worker.
  test.describe.configure({ mode: 'serial' });
  let host: ChildProcess | undefined;
  let home = '';
  let api: APIRequestContext;
  const get = (url: string) => api.get(url, { maxRedirects: 0 });

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    home = mkdtempSync(path.join(os.tmpdir(), 'b1-wrangler-'));
    const port = await freePort();
    BASE = `http://127.0.0.1:${port}`;
    host = startHost(home, port);
    const output: string[] = [];
    host.stdout!.on('data', (chunk) => output.push(String(chunk)));
    host.stderr!.on('data', (chunk) => output.push(String(chunk)));
    try {
      await expect
        .poll(
          async () => {
            if (host!.exitCode !== null) return -1;
            return fetch(`${BASE}/`).then(
              (r) => r.status,
              () => 0,
            );
          },
          { timeout: 40_000 },
        )
        .toBe(200);
    } catch {
      throw new Error(`wrangler pages dev did not answer on ${BASE}:\n${output.join('')}`);
    }
    // A connection per request: reusing one the local runtime has just closed (its keep-alive ran
    // out between two requests) reset the next request once ("socket hang up") in a busy run.
    api = await playwrightRequest.newContext({ baseURL: BASE, extraHTTPHeaders: { connection: 'close' } });
  });

  test.afterAll(async () => {
    await api?.dispose();
    const running = host?.pid !== undefined && host.exitCode === null && host.signalCode === null;
    if (running) {
      const exited = new Promise((resolve) => host!.once('exit', resolve));
      process.kill(-host!.pid!, 'SIGTERM'); // wrangler and the workerd it started
      await exited;
    }
    rmSync(home, { recursive: true, force: true });
  });

  test('every page of the manifest answers 200 with its own HTML, language, canonical and CSP', async () => {
    test.setTimeout(120_000); // every page of both languages through the local workerd
    expect(new Set(manifest.pages.map((p) => p.lang))).toEqual(new Set(LANGS));
    for (const page of manifest.pages) {
      const res = await get(page.path);
      expect(res.status(), page.path).toBe(200);
      const html = await res.text();
      expect(html === built(page.file), `${page.path} serves ${page.file}`).toBe(true);
      expect(html, page.path).toContain(`<html lang="${page.lang}"`);
      if (page.noindex) expect(html, page.path).toContain('<meta name="robots" content="noindex"/>');
      else
        expect(html, page.path).toContain(
          `<link rel="canonical" href="${manifest.origin}${page.canonical}"/>`,
        );
      const h = res.headers();
      expect(h['content-language'], page.path).toBe(page.lang);
      // One rule per page; a model test's pages share one per language (Cloudflare reads 100
      // rules) and carry their own policy inside, which the browser enforces beside the header's.
      const rule = rules.find((r) => r.pages.includes(page.path));
      expect(h['content-security-policy'], page.path).toBe(rule?.policy);
      // A page with a rule of its own has its policy in the header; a page sharing one has it in
      // its head, where frame-ancestors cannot be set.
      const shared = rule !== undefined && rule.pages.length > 1;
      const own = shared
        ? /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html)?.[1]
        : h['content-security-policy'];
      const expected = csp[page.file]!;
      expect(own, page.path).toBe(shared ? expected.replace(/; frame-ancestors 'none'/, '') : expected);
      for (const source of inlineScriptSources(html)) expect(own, page.path).toContain(source);
      expect(h['cache-control'], page.path).toBe(CACHE_REVALIDATE);
      expectSecurityHeaders(h, page.path);
    }
  });

  test('the redirects of the manifest answer 301 to their target, query kept', async () => {
    for (const { from, to } of manifest.redirects) {
      const res = await get(from);
      expect(res.status(), from).toBe(301);
      expect(res.headers()['location'], from).toBe(to);
      expectSecurityHeaders(res.headers(), from);
    }
    const { from, to } = manifest.redirects[0]!;
    expect((await get(`${from}?ref=mail`)).headers()['location']).toBe(`${to}?ref=mail`);
  });

  test('no request is redirected to another site', async () => {
    for (const target of OFFSITE_ATTEMPTS) {
      const res = await rawRequest(BASE, target);
      const location = res.headers.location;
      if (location !== undefined) expect(String(location), target).toMatch(SAME_SITE_LOCATION);
    }
  });

  test('unknown paths answer 404 with the not-found page of their language and its CSP', async () => {
    const cases: [string, Lang][] = [
      ['/gibt-es-nicht', 'de'],
      ['/writing-architecture', 'de'],
      ['/enx', 'de'],
      ['/en/does-not-exist', 'en'],
      ['/en/nope/deeper', 'en'],
    ];
    for (const [url, lang] of cases) {
      const res = await get(url);
      expect(res.status(), url).toBe(404);
      const html = await res.text();
      expect(html, url).toContain(`<html lang="${lang}"`);
      expect(html, url).toContain(messages(lang).notFound.title);
      const file = manifest.notFound[lang];
      expect(html === built(staticNotFoundFile(file)), `${url} serves the ${lang} 404.html`).toBe(true);
      // A header rule cannot name every unknown path, so the page carries its policy itself.
      const policy = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/)?.[1];
      expect(policy, url).toBe(csp[file]!.replace(/; frame-ancestors 'none'/, ''));
      for (const source of inlineScriptSources(html)) expect(policy, url).toContain(source);
      expect(res.headers()['cache-control'], url).toBe('no-store');
      expectSecurityHeaders(res.headers(), url);
    }
  });

  test('hashed assets are immutable with the strict CSP', async () => {
    const assets = readdirSync('build/client/assets');
    expect(assets.length).toBeGreaterThan(5);
    for (const asset of assets) {
      const res = await get(`/assets/${asset}`);
      expect(res.status(), asset).toBe(200);
      expect(res.headers()['cache-control'], asset).toBe(CACHE_IMMUTABLE);
      expect(res.headers()['content-security-policy'], asset).toBe(STRICT_CSP);
      expectSecurityHeaders(res.headers(), asset);
    }
  });

  test('the service worker is revalidated on every load; the manifests have their type', async () => {
    const worker = await get(SERVICE_WORKER_PATH);
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers()['cache-control']).toBe(CACHE_NO_CACHE);
    expectSecurityHeaders(worker.headers(), SERVICE_WORKER_PATH);
    for (const lang of LANGS) {
      const res = await get(webManifestPath(lang));
      expect(res.status(), lang).toBe(200);
      expect(res.headers()['content-type'], lang).toContain('application/manifest+json');
    }
  });

  // `_redirects` on these hosts matches paths only: Cloudflare rejects the `?lang=` lines (a
  // query condition is a fourth field it does not have). So the host answers the page of the path
  // and the app, once hydrated, replaces the URL with the page of the wanted language.
  test('?lang= is no redirect on the host: the page of the path answers 200', async () => {
    for (const [url, file, lang] of [
      ['/?lang=en', 'index.html', 'de'],
      ['/reading-mastery?lang=en&ref=mail', 'reading-mastery/index.html', 'de'],
      ['/en/cheat-sheets?lang=de', 'en/cheat-sheets/index.html', 'en'],
    ] as const) {
      const res = await get(url);
      expect(res.status(), url).toBe(200);
      const html = await res.text();
      expect(html === built(file), `${url} serves ${file}`).toBe(true);
      expect(html, url).toContain(`<html lang="${lang}"`);
    }
  });

  test('in the browser the app moves ?lang=en to the English page, other parameters kept', async ({
    page,
  }) => {
    await assetsFromBuild(page);
    const open = openRequests(page);
    // The app moves the reader once it runs (its scripts start after the first paint).
    await page.goto(`${BASE}/?lang=en`);
    await hydratedOrSayWhy(page, open);
    await expect(page).toHaveURL(`${BASE}/en`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto(`${BASE}/reading-mastery?lang=en&ref=mail`);
    await hydratedOrSayWhy(page, open);
    await expect(page).toHaveURL(`${BASE}/en/reading-mastery?ref=mail`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('in the browser the not-found page runs its own scripts and no injected one', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (m.text().includes('Content Security Policy')) violations.push(m.text());
    });
    await assetsFromBuild(page);
    const open = openRequests(page);
    const response = await page.goto(`${BASE}/en/does-not-exist`);
    expect(response?.status()).toBe(404);
    await hydratedOrSayWhy(page, open);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(messages('en').notFound.title);
    expect(violations).toEqual([]);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.documentElement.dataset.injected = "yes"';
      document.head.append(script);
      return document.documentElement.dataset.injected ?? 'blocked';
    });
    expect(ran).toBe('blocked');
    await expect.poll(() => violations.length).toBe(1);
  });

  // A model test's pages carry their policy in a meta tag too (they share one header rule): their
  // hashed inline scripts run and the print stylesheet loads under it, with no violation. (The HTML
  // checker reads the pages as files, where 'self' matches nothing: scripts/check-html.mjs.)
  test('in the browser a model test page runs and loads its print stylesheet under its own policy', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (m.text().includes('Content Security Policy')) violations.push(m.text());
    });
    await assetsFromBuild(page);
    const open = openRequests(page);
    const response = await page.goto(`${BASE}/en/mock-tests/1/reading-1`);
    expect(response?.status()).toBe(200);
    // Both policies apply: the shared rule's header and the page's own.
    expect(await response?.headerValue('content-security-policy')).toBe(SHARED_RULE_CSP);
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
    await hydratedOrSayWhy(page, open);
    const print = await page.evaluate(() =>
      [...document.styleSheets]
        .filter((sheet) => sheet.media.mediaText === 'print')
        .map((sheet) => sheet.cssRules.length),
    );
    expect(print).toHaveLength(1);
    expect(print[0]).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });
});
