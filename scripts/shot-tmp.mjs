// @ts-nocheck
import { chromium } from '@playwright/test';
import { findChromium, CHROMIUM_ARGS } from './find-chromium.mjs';
const [,, path, out, width = '375', height = '667', full = '1', scheme = 'light'] = process.argv;
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) }, colorScheme: scheme });
await page.goto(`http://localhost:4321${path}`);
await page.waitForTimeout(800);
const info = await page.evaluate(() => {
  const s = document.querySelector('[data-testid="exam-oral"]');
  return s ? { oralBottom: s.getBoundingClientRect().bottom + scrollY, written: document.querySelector('[data-testid="exam-written"]').getBoundingClientRect().top + scrollY, docW: document.documentElement.scrollWidth } : null;
});
console.log(JSON.stringify(info));
await page.screenshot(full === '1' ? { path: out, fullPage: true, clip: { x: 0, y: 0, width: Number(width), height: 2000 } } : { path: out });
await browser.close();
