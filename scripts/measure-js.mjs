// Loads each route in Chromium, as a visitor would, and adds up the JavaScript it fetched
// before any interaction, gzipped. Used by `npm run bench:size` and by the size test.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** @returns {Promise<{ files: string[], gzipBytes: number }>} */
export async function measureRouteJs(page, baseUrl, path, distDir) {
  const files = new Set();
  const onResponse = (response) => {
    const url = new URL(response.url());
    if (url.origin === new URL(baseUrl).origin && url.pathname.endsWith('.js')) files.add(url.pathname);
  };
  page.on('response', onResponse);
  await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  page.off('response', onResponse);
  let gzipBytes = 0;
  for (const file of files) gzipBytes += gzipSync(await readFile(join(distDir, file)), { level: 9 }).length;
  return { files: [...files].sort(), gzipBytes };
}
