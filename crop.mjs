// crop a tall screenshot into viewport-sized pieces using playwright (no PIL here)
import { chromium } from '@playwright/test';
const [,, url, width, name, ...offsets] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: Number(width), height: Number(width) < 600 ? 740 : 900 } });
const p = await ctx.newPage();
p.on('pageerror', e => console.log('pageerror', e.message));
p.on('console', m => { if (m.type() === 'error') console.log('console', m.text().slice(0, 200)); });
await p.goto(url); await p.waitForTimeout(800);
const h = await p.evaluate(() => document.documentElement.scrollHeight);
console.log('height', h);
for (const off of offsets) {
  await p.evaluate((y) => window.scrollTo(0, y), Number(off));
  await p.waitForTimeout(300);
  await p.screenshot({ path: `/tmp/shots/${name}-${off}.png` });
}
await b.close();
