import { expect, test } from './support/fixtures';
import { measureRouteJs } from '../../scripts/measure-js.mjs';

test.describe('Only the code a route needs', () => {
  test('the landing page loads at most 90 KB of gzipped JavaScript and none of the tool code', async ({ page, baseURL }) => {
    const { files, gzipBytes } = await measureRouteJs(page, baseURL ?? '', '/');
    expect(gzipBytes / 1024).toBeLessThanOrEqual(90);
    // No page chunk but the landing page's, no tool, no Konva, no three.js.
    expect(files.filter((file) => /\/(tool|docs|contact|about|careers|terms|privacy|SceneStage|DemandCanvas|konva|three)-/i.test(file))).toEqual([]);
  });

  test('a tool page loads its own chunk, not the landing page', async ({ page, baseURL }) => {
    const { files } = await measureRouteJs(page, baseURL ?? '', '/tools/golden-ratio');
    expect(files.some((file) => /\/tool-/.test(file))).toBe(true);
    expect(files.filter((file) => /\/landing-/.test(file))).toEqual([]);
  });
});
