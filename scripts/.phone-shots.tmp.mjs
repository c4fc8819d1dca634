import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './chromium.mjs';
const base = 'http://localhost:4407';
const slugs = process.argv.slice(2);
const widths = (process.env.W || '375').split(',').map(Number);
const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 740 }, deviceScaleFactor: 1 });
  for (const slug of slugs) {
    await page.goto(`${base}/tools/${slug}`, { waitUntil: 'networkidle' });
    const fig = page.locator('main figure').first();
    await page.mouse.wheel(0, 300); await page.waitForTimeout(300); await page.evaluate(() => window.scrollTo(0, 0)); await fig.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1200);
    await fig.screenshot({ path: `/tmp/phone-shots/${slug}-${width}.png` });
    console.log(slug, width);
  }
  await page.close();
}
await browser.close();
