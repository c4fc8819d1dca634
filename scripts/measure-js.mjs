// Loads a route in Chromium, as a visitor would, and adds up the JavaScript it fetched before
// any interaction, gzipped (level 9). The files are read again from the server once the page is
// ready (the browser may already have dropped a body it no longer needs, and asking it for one
// then fails). Used by `npm run bench:size` and by the size test.
import { gzipSync } from 'node:zlib';

/** @returns {Promise<{ files: string[], gzipBytes: number }>} */
export async function measureRouteJs(page, baseUrl, path) {
  const files = new Set();
  const origin = new URL(baseUrl).origin;
  const onResponse = (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && url.pathname.endsWith('.js')) files.add(url.pathname);
  };
  page.on('response', onResponse);
  await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  page.off('response', onResponse);
  let gzipBytes = 0;
  for (const file of files) {
    const response = await fetch(new URL(file, origin), { headers: { 'accept-encoding': 'identity' } });
    if (!response.ok) throw new Error(`${file}: ${response.status}`);
    gzipBytes += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  }
  return { files: [...files].sort(), gzipBytes };
}
