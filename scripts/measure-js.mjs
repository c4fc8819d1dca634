// Loads a route in Chromium, as a visitor would, and adds up the JavaScript it fetched before
// any interaction, gzipped (level 9) from the bodies the server sent. Used by
// `npm run bench:size` and by the size test.
import { gzipSync } from 'node:zlib';

/** @returns {Promise<{ files: string[], gzipBytes: number }>} */
export async function measureRouteJs(page, baseUrl, path) {
  const bodies = new Map();
  const origin = new URL(baseUrl).origin;
  const onResponse = (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && url.pathname.endsWith('.js')) bodies.set(url.pathname, response.body());
  };
  page.on('response', onResponse);
  await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  page.off('response', onResponse);
  let gzipBytes = 0;
  for (const body of bodies.values()) gzipBytes += gzipSync(await body, { level: 9 }).length;
  return { files: [...bodies.keys()].sort(), gzipBytes };
}
