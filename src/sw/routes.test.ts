import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE, cacheName, isHashedAsset, navigationCacheKey, versionOf } from './routes';

const pages = new Set(['/', '/about', '/tools/golden-ratio', NOT_FOUND_PAGE]);

describe('the cached page for a navigation', () => {
  it('is the route itself, with or without a trailing slash or index.html', () => {
    expect(navigationCacheKey('/', pages)).toBe('/');
    expect(navigationCacheKey('/index.html', pages)).toBe('/');
    expect(navigationCacheKey('/tools/golden-ratio', pages)).toBe('/tools/golden-ratio');
    expect(navigationCacheKey('/tools/golden-ratio/', pages)).toBe('/tools/golden-ratio');
    expect(navigationCacheKey('/tools/golden-ratio//', pages)).toBe('/tools/golden-ratio');
    expect(navigationCacheKey('/tools/golden-ratio/index.html', pages)).toBe('/tools/golden-ratio');
    expect(navigationCacheKey('/about/', pages)).toBe('/about');
  });

  it('reads percent-encoded paths as the server does', () => {
    expect(navigationCacheKey('/tools/golden%2Dratio', pages)).toBe('/tools/golden-ratio');
    expect(navigationCacheKey('/%E0%A4%A', pages)).toBe(NOT_FOUND_PAGE);
  });

  it('is the not-found page for any other path', () => {
    expect(navigationCacheKey('/tools/no-such-tool', pages)).toBe(NOT_FOUND_PAGE);
    expect(navigationCacheKey('/tools', pages)).toBe(NOT_FOUND_PAGE);
    expect(navigationCacheKey('/About', pages)).toBe(NOT_FOUND_PAGE);
    expect(navigationCacheKey('/sitemap.xml', pages)).toBe(NOT_FOUND_PAGE);
    expect(navigationCacheKey(NOT_FOUND_PAGE, pages)).toBe(NOT_FOUND_PAGE);
  });
});

describe('cache names and assets', () => {
  it('names a cache by its version and reads the version back, ignoring other caches', () => {
    expect(cacheName('0123abcd')).toBe('promptarc-0123abcd');
    expect(versionOf(cacheName('0123abcd'))).toBe('0123abcd');
    expect(versionOf('someone-else')).toBeNull();
  });

  it('treats only the build output under /assets/ as content-hashed', () => {
    expect(isHashedAsset('/assets/tool-d4e5f6.js')).toBe(true);
    expect(isHashedAsset('/favicon.svg')).toBe(false);
    expect(isHashedAsset('/images/testimonials/amara-okafor.svg')).toBe(false);
  });
});
