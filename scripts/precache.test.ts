import { describe, expect, it } from 'vitest';
import { isPrecached, precacheManifest } from './precache.mjs';

const routes = ['/', '/about', '/tools/golden-ratio'];
const built = [
  { path: 'index.html', hash: 'h-index' },
  { path: 'index.html.br', hash: 'h-index-br' },
  { path: 'index.html.gz', hash: 'h-index-gz' },
  { path: 'about/index.html', hash: 'h-about' },
  { path: 'tools/golden-ratio/index.html', hash: 'h-golden' },
  { path: '404.html', hash: 'h-404' },
  { path: 'assets/main-a1b2c3.js', hash: 'h-main' },
  { path: 'assets/main-a1b2c3.js.br', hash: 'h-main-br' },
  { path: 'assets/tool-d4e5f6.css', hash: 'h-css' },
  { path: 'assets/inter-0a1b2c.woff2', hash: 'h-font' },
  { path: 'favicon.svg', hash: 'h-favicon' },
  { path: 'images/testimonials/amara-okafor.svg', hash: 'h-amara' },
  { path: 'site.webmanifest', hash: 'h-manifest' },
  { path: '.vite/manifest.json', hash: 'h-vite' },
  { path: 'sitemap.xml', hash: 'h-sitemap' },
  { path: 'robots.txt', hash: 'h-robots' },
  { path: '_headers', hash: 'h-headers' },
  { path: 'sw.js', hash: 'h-sw' },
  { path: 'samples/promptarc-sample.pdf', hash: 'h-pdf' },
];

describe('the precache manifest', () => {
  it('lists every route and the not-found page by URL, and every asset the pages load', () => {
    const manifest = precacheManifest(built, routes);
    expect(manifest.pages).toEqual(['/', '/404.html', '/about', '/tools/golden-ratio']);
    expect(manifest.files).toEqual([
      '/assets/inter-0a1b2c.woff2',
      '/assets/main-a1b2c3.js',
      '/assets/tool-d4e5f6.css',
      '/favicon.svg',
      '/images/testimonials/amara-okafor.svg',
      '/site.webmanifest',
    ]);
  });

  it('leaves out compressed twins, build metadata, crawler and host files, the worker itself and PDFs', () => {
    for (const path of ['index.html.br', 'assets/a.js.gz', 'assets/a.js.map', '.vite/manifest.json', 'sitemap.xml', 'robots.txt', '_headers', 'sw.js', 'sample.pdf']) {
      expect(isPrecached(path), path).toBe(false);
    }
    expect(isPrecached('assets/a.js')).toBe(true);
  });

  it('has a version that changes when any precached file changes, and only then', () => {
    const { version } = precacheManifest(built, routes);
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(precacheManifest([...built].reverse(), routes).version).toBe(version);
    const edited = (path: string) => built.map((file) => (file.path === path ? { ...file, hash: 'changed' } : file));
    expect(precacheManifest(edited('about/index.html'), routes).version).not.toBe(version);
    expect(precacheManifest(edited('favicon.svg'), routes).version).not.toBe(version);
    expect(precacheManifest(edited('sitemap.xml'), routes).version).toBe(version);
    const renamed = built.map((file) => (file.path === 'assets/main-a1b2c3.js' ? { ...file, path: 'assets/main-ffffff.js' } : file));
    expect(precacheManifest(renamed, routes).version).not.toBe(version);
  });

  it('refuses a route without its prerendered page, and a page that is no route', () => {
    expect(() => precacheManifest(built, [...routes, '/careers'])).toThrow(/\/careers has no prerendered careers\/index\.html/);
    expect(() => precacheManifest(built.filter((file) => file.path !== '404.html'), routes)).toThrow(/404\.html/);
    expect(() => precacheManifest([...built, { path: 'old/index.html', hash: 'x' }], routes)).toThrow(/old\/index\.html is no route/);
  });
});
