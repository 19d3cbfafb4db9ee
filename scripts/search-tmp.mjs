// @ts-nocheck
import { chromium } from '@playwright/test';
import { findChromium, CHROMIUM_ARGS } from './find-chromium.mjs';
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
const page = await browser.newPage();
for (const [lang, queries] of [['de', ['Punkte', 'bestehen', 'wie lange', 'Prüfung Punkte', 'Bestehensgrenze']], ['en', ['points', 'how long', 'pass mark', 'pass', 'how many points']]]) {
  await page.goto(`http://localhost:4321${lang === 'de' ? '/' : '/en'}`);
  await page.waitForFunction(() => document.querySelector('[data-testid="floating-controls"] button[aria-haspopup="dialog"]') !== null);
  for (const q of queries) {
    await page.keyboard.press('Control+k');
    const field = page.getByRole('combobox');
    await field.fill(q);
    await page.getByRole('option').first().waitFor();
    await page.waitForTimeout(500);
    const hrefs = await page.getByRole('option').evaluateAll((l) => l.slice(0, 3).map((a) => a.getAttribute('href')));
    console.log(lang, JSON.stringify(q), hrefs.join('  '));
    await page.keyboard.press('Escape');
  }
}
await browser.close();
