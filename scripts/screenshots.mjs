// Screenshots of pages at given widths, for looking at the site by eye.
// Usage: node scripts/screenshots.mjs http://localhost:3000 /en:375 /cheat-sheets:1280:full
// SCREENSHOT_SCHEME=dark takes them in the dark theme (the system setting), for `print` the page
// as printed on screen media. SCREENSHOT_STORAGE=file.json puts the file's keys and values into
// localStorage before each page loads (a learner's progress, say). Writes PNG files to
// ./screenshots/ (ignored by git).
/* global window */
import { mkdir, readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';

const [base, ...specs] = process.argv.slice(2);
const scheme = process.env.SCREENSHOT_SCHEME === 'dark' ? 'dark' : 'light';
const storage = process.env.SCREENSHOT_STORAGE
  ? /** @type {Record<string, string>} */ (JSON.parse(await readFile(process.env.SCREENSHOT_STORAGE, 'utf8')))
  : null;
await mkdir('screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
for (const spec of specs) {
  const [path = '', width = '375', mode = 'viewport', scrollY = '0'] = spec.split(':');
  const context = await browser.newContext({
    viewport: { width: Number(width), height: Number(width) < 600 ? 740 : 900 },
    colorScheme: scheme,
  });
  if (storage)
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, storage);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log(`pageerror on ${path}: ${e.message}`));
  await page.goto(`${base}${path}`);
  // The app's scripts start after the first paint: what the browser holds shows once they ran.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(600);
  if (scrollY !== '0') await page.evaluate((y) => window.scrollTo(0, y), Number(scrollY));
  const name = `${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${width}-${scrollY}${scheme === 'dark' ? '-dark' : ''}${storage ? '-stored' : ''}.png`;
  await page.screenshot({ path: `screenshots/${name}`, fullPage: mode === 'full' });
  console.log(`screenshots/${name}`);
  await context.close();
}
await browser.close();
