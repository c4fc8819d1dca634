import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from '/work/wt-palette/scripts/chromium.mjs';
const [path, selector, out, ...actions] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
for (const [label, viewport] of [['d', { width: 1280, height: 900 }], ['p', { width: 375, height: 740 }]]) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  await page.goto('http://localhost:4404' + path, { waitUntil: 'networkidle' });
  for (const a of actions) { await eval(a); }
  await page.waitForTimeout(1500);
  const el = selector === 'page' ? page : page.locator(selector).first();
  await el.screenshot({ path: `/tmp/palette-${out}-${label}.png`, ...(selector === 'page' ? { fullPage: true } : {}) });
  await page.close();
}
await browser.close();
