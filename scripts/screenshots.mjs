// npm run screenshots [-- /path …] — full-page screenshots of the served build (npm start
// or npm run serve on PORT, default 4173) at 1280 and 375 px into screenshots/.
// SCREENSHOT_TIME=2026-11-25T10:00:00Z freezes the pages' clock (e.g. to see the sale phase).
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './chromium.mjs';

const base = `http://localhost:${Number(process.env.PORT) || 4173}`;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/docs', '/contact', '/about', '/careers', '/terms', '/privacy', '/nope'];
await mkdir('screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
for (const [label, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 375, height: 740 }]]) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  if (process.env.SCREENSHOT_TIME) await page.clock.setFixedTime(new Date(process.env.SCREENSHOT_TIME));
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const file = `screenshots/${label}${path === '/' ? '-home' : path.replaceAll('/', '-')}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
