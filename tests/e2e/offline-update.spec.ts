import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { generateServiceWorker } from '../../scripts/service-worker.mjs';
import { createHandler } from '../../server/app.mjs';
import { readSiteManifest } from '../../server/build-output.mjs';
import { href, hydrated, type Lang, LANGS, messages, offlineReady, test, toastWith } from './support';

// Each test waits for the service worker to store the whole site first: three times the usual
// limit, so a busy machine cannot fail them by time alone.
test.slow();

// A deployment of its own: a copy of the build behind a server whose files can be replaced while
// the browser keeps its service worker, as when a new version is published.
test.use({ serviceWorkers: 'allow' });
test.setTimeout(120_000);

let dir = '';
let server: Server | undefined;
let handler: RequestListener | undefined;
let origin = '';

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'b1-update-'));
  cpSync('build', dir, { recursive: true });
  handler = await createHandler(dir, { log: () => {} });
  const listening = createServer((req, res) => handler?.(req, res));
  await new Promise<void>((resolve) => listening.listen(0, 'localhost', resolve));
  server = listening;
  origin = `http://localhost:${(listening.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Publishes a changed build: both overview pages carry `data-build="2"`, and the service worker is
 * generated again as `npm run build` does. The server then serves the new files.
 */
async function publishChangedBuild(): Promise<void> {
  const client = path.join(dir, 'client');
  const manifest = readSiteManifest(dir);
  for (const lang of LANGS) {
    const file = path.join(client, manifest.pages.find((p) => p.path === href.overview(lang))!.file);
    writeFileSync(file, readFileSync(file, 'utf8').replace('<html ', '<html data-build="2" '));
    // The server prefers the precompressed copies: without them it compresses the new file itself.
    for (const suffix of ['.br', '.gz']) rmSync(file + suffix);
  }
  await generateServiceWorker({ clientDir: client, manifest });
  for (const suffix of ['.br', '.gz']) rmSync(path.join(client, `sw.js${suffix}`));
  handler = await createHandler(dir, { log: () => {} });
}

/** The update toast of a page, in the page's language. */
const updateToast = (page: Page, lang: Lang) => toastWith(page, messages(lang).offline.updateReady);

/** Marks the page's document; a reload (of any kind) loses the mark. */
const mark = (page: Page) => page.evaluate(() => document.body.setAttribute('data-kept', 'yes'));
const marked = (page: Page) => page.evaluate(() => document.body.getAttribute('data-kept'));

test('a new deployment is offered in the page language and applied only when the reader asks', async ({
  context,
}) => {
  const de = await context.newPage();
  await de.goto(`${origin}${href.overview('de')}`);
  await offlineReady(de);
  const en = await context.newPage();
  await en.goto(`${origin}${href.overview('en')}`);
  await hydrated(en);
  await mark(en);

  await publishChangedBuild();
  // The next visit finds the new version: it installs beside the old one and waits.
  await de.reload();
  await hydrated(de);
  await mark(de);
  await expect(updateToast(de, 'de')).toBeVisible({ timeout: 30_000 });
  await expect(updateToast(en, 'en')).toBeVisible();
  // Nothing has reloaded: both pages still show the old version.
  expect(await marked(de)).toBe('yes');
  expect(await marked(en)).toBe('yes');
  await expect(de.locator('html')).not.toHaveAttribute('data-build', '2');

  // "Neu laden": the new version takes over and this page reloads once, showing it.
  await updateToast(de, 'de')
    .getByRole('button', { name: messages('de').offline.updateAction })
    .click();
  // Taking over and reloading can take a while on a busy machine; a lost reload is asked again
  // after RELOAD_RETRY_MS (app/features/offline/service-worker.ts).
  await expect(de.locator('html')).toHaveAttribute('data-build', '2', { timeout: 30_000 });
  await hydrated(de);

  // The other tab is not reloaded behind the reader's back; it offers the reload in English.
  await expect(updateToast(en, 'en')).toBeVisible();
  expect(await marked(en)).toBe('yes');
  await updateToast(en, 'en')
    .getByRole('button', { name: messages('en').offline.updateAction })
    .click();
  await expect(en.locator('html')).toHaveAttribute('data-build', '2', { timeout: 30_000 });
});
