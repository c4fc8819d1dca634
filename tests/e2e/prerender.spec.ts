import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { tools } from '../../src/tools/registry';
import { settings } from './support/site';

const pages: { path: string; h1: string; type: string }[] = [
  { path: '/', h1: 'AI Prompts for Design &amp; Architecture', type: 'Product' },
  { path: '/terms', h1: 'Terms of Service', type: 'WebPage' },
  { path: '/privacy', h1: 'Privacy Policy', type: 'WebPage' },
  { path: '/contact', h1: '', type: 'WebPage' },
  { path: '/docs', h1: 'Free tools for architects and interior designers', type: 'WebPage' },
  { path: '/about', h1: '', type: 'WebPage' },
  { path: '/careers', h1: '', type: 'WebPage' },
  ...tools.map((tool) => ({ path: `/tools/${tool.slug}`, h1: tool.name, type: 'SoftwareApplication' })),
];

const attr = (html: string, pattern: RegExp): string | undefined => pattern.exec(html)?.[1];

/** Fetches a PNG from the site and reads its size from the IHDR chunk. */
async function pngSize(request: APIRequestContext, path: string): Promise<{ width: number; height: number }> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const body = await response.body();
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

test.describe('Prerendered HTML (as the server sends it, before any script runs)', () => {
  for (const { path, h1, type } of pages) {
    test(`${path} holds its head, structured data and content`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const title = attr(html, /<title>([^<]+)<\/title>/);
      expect(title).toMatch(/PromptArc/);
      expect(attr(html, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(40);
      expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${settings.siteUrl}${path}`);
      expect(attr(html, /<meta property="og:title" content="([^"]+)"/)).toBe(title);
      expect(attr(html, /<meta property="og:url" content="([^"]+)"/)).toBe(`${settings.siteUrl}${path}`);
      expect(html).toMatch(/<meta property="og:description" content="[^"]+"/);
      // The social preview image: a 1200 × 630 PNG the build drew for this route, served by the site.
      const image = attr(html, /<meta property="og:image" content="([^"]+)"/) ?? '';
      expect(image).toMatch(new RegExp(`^${settings.siteUrl}/og/[a-z0-9-]+\\.png$`));
      expect(attr(html, /<meta name="twitter:image" content="([^"]+)"/)).toBe(image);
      expect(attr(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe('summary_large_image');
      expect(attr(html, /<meta property="og:image:alt" content="([^"]+)"/)?.length).toBeGreaterThan(20);
      expect(await pngSize(request, image.slice(settings.siteUrl.length))).toEqual({ width: 1200, height: 630 });
      const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)];
      expect(scripts).toHaveLength(1);
      const data = JSON.parse(scripts[0]?.[1] ?? '{}');
      expect(data['@context']).toBe('https://schema.org');
      expect(data['@type']).toBe(type);
      const main = attr(html, /<main[^>]*>([\s\S]*)<\/main>/) ?? '';
      expect(main.match(/<h1[\s>]/g)).toHaveLength(1);
      if (h1) expect(main).toContain(`>${h1}</h1>`);
      expect(html).toMatch(/<footer/);
    });
  }

  test("an embedded tool's page: the tool alone, not indexed, its canonical the tool's page, framable", async ({ request }) => {
    const response = await request.get('/embed/tools/golden-ratio');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(attr(html, /<title>([^<]+)<\/title>/)).toBe('Golden Ratio — PromptArc');
    expect(html).toContain('<meta name="robots" content="noindex" data-head>');
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${settings.siteUrl}/tools/golden-ratio`);
    const main = attr(html, /<main[^>]*>([\s\S]*)<\/main>/) ?? '';
    expect(main).toContain('>Golden Ratio</h1>');
    expect(main).toContain('>Open in PromptArc</a>');
    expect(html).not.toMatch(/<header|<footer/);
    expect(response.headers()['content-security-policy']).toMatch(/frame-ancestors \*$/);
    expect(response.headers()['x-frame-options']).toBeUndefined();
  });

  test('the landing page offers the price it shows', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const data = JSON.parse(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/.exec(html)?.[1] ?? '{}');
    const price = Number(data.offers.price);
    expect([9, 18]).toContain(price);
    expect(html).toContain(`Buy now — $${price}`);
  });

  test('the not-found page has its own social image, and /favicon.ico is a real icon', async ({ request }) => {
    const html = await (await request.get('/no-such-page')).text();
    const image = attr(html, /<meta property="og:image" content="([^"]+)"/) ?? '';
    expect(await pngSize(request, image.slice(settings.siteUrl.length))).toEqual({ width: 1200, height: 630 });
    const icon = await request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/x-icon');
    const body = await icon.body();
    // ICONDIR: reserved 0, type 1 (icon), then the number of images (16, 32 and 48 px).
    expect([body.readUInt16LE(0), body.readUInt16LE(2), body.readUInt16LE(4)]).toEqual([0, 1, 3]);
  });

  test('unknown paths get the not-found page with status 404', async ({ request }) => {
    for (const path of ['/nope', '/tools/not-a-tool', '/about/extra']) {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain('Oops! Page not found');
    }
  });
});

test.describe('Server', () => {
  test('sends the security headers', async ({ request }) => {
    for (const path of ['/', '/tools/golden-ratio', '/nope', '/embed/tools/nope']) {
      const headers = (await request.get(path)).headers();
      const csp = headers['content-security-policy'] ?? '';
      const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(scriptSrc).not.toContain('unsafe-eval');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBeTruthy();
      expect(headers['permissions-policy']).toBeTruthy();
    }
  });

  test('compresses what it sends', async ({ request }) => {
    const html = await request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(html.headers()['content-encoding']).toBe('br');
    const gz = await request.get('/docs', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers()['content-encoding']).toBe('gzip');
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(await html.text())?.[1] ?? '';
    const js = await request.get(script, { headers: { 'Accept-Encoding': 'br' } });
    expect(js.headers()['content-encoding']).toBe('br');
    expect(js.headers()['cache-control']).toContain('immutable');
  });

  test('writes the headers file for static hosts, with HSTS, and never serves it', async ({ request }) => {
    const text = await readFile(new URL('../../dist/_headers', import.meta.url), 'utf8');
    expect(text).toContain('Content-Security-Policy:');
    expect(text).toContain("frame-ancestors 'none'");
    expect(text).toContain('X-Content-Type-Options: nosniff');
    expect(text).toContain('Strict-Transport-Security: max-age=63072000; includeSubDomains');
    const served = await request.get('/_headers');
    expect(served.status()).toBe(404);
    expect(await served.text()).toContain('Oops! Page not found');
  });

  test('sends HSTS only where the site runs behind HTTPS', async ({ request }) => {
    const plain = await request.get('/');
    expect(plain.headers()['strict-transport-security']).toBeUndefined();
    const proxied = await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(proxied.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  test('serves a sitemap of every route and a robots.txt pointing to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const { path } of pages) expect(sitemap).toContain(`<loc>${settings.siteUrl}${path}</loc>`);
    expect(sitemap.match(/<loc>/g)).toHaveLength(pages.length);
    expect(sitemap).not.toContain('/embed/');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${settings.siteUrl}/sitemap.xml`);
  });
});
