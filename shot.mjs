import { chromium } from '@playwright/test';
const [,, base, ...paths] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const spec of paths) {
  const [path, width, name, full] = spec.split('|');
  const ctx = await b.newContext({ viewport: { width: Number(width), height: Number(width) < 600 ? 740 : 900 } });
  const p = await ctx.newPage();
  p.on('pageerror', e => console.log('pageerror', path, e.message));
  await p.goto(base + path);
  await p.waitForTimeout(800);
  await p.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: full === 'full' });
  await ctx.close();
}
await b.close();
