import { describe, expect, it } from 'vitest';
import { allRoutePaths, isEmbedPath, prerenderPaths, resolveRoute } from './routes';

describe('The embedded tools’ routes', () => {
  it('are prerendered beside the site’s routes, one per tool, but are none of its routes (sitemap, precache)', () => {
    const embeds = prerenderPaths().filter((path) => !allRoutePaths().includes(path));
    expect(embeds).toHaveLength(20);
    expect(embeds.every((path) => /^\/embed\/tools\/[a-z-]+$/.test(path))).toBe(true);
    expect(allRoutePaths().some(isEmbedPath)).toBe(false);
  });

  it('resolve to the tool alone; an unknown slug is not found', () => {
    expect(resolveRoute('/embed/tools/structural-load')).toMatchObject({ kind: 'embed', tool: { slug: 'structural-load' } });
    expect(resolveRoute('/embed/tools/nope').kind).toBe('not-found');
    expect(resolveRoute('/embed').kind).toBe('not-found');
  });

  it('are where the page stores nothing (main.tsx registers no service worker there)', () => {
    expect(isEmbedPath('/embed/tools/structural-load')).toBe(true);
    expect(isEmbedPath('/tools/structural-load')).toBe(false);
    expect(isEmbedPath('/')).toBe(false);
  });
});
