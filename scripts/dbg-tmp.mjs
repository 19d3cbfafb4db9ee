// @ts-nocheck
import { chromium } from '@playwright/test';
import { findChromium, CHROMIUM_ARGS } from './find-chromium.mjs';
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
const ctx = await browser.newContext({ javaScriptEnabled: false });
const page = await ctx.newPage();
const r = await page.goto('http://localhost:4321/en/progress');
console.log(r.status(), page.url());
console.log((await page.locator('main').innerText()).slice(0, 400));
await browser.close();
