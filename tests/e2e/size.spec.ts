import { expect, test } from './support/fixtures';
import { measureRouteJs } from '../../scripts/measure-js.mjs';

test.describe('Only the code a route needs', () => {
  test('the landing page loads at most 90 KB of gzipped JavaScript and none of the tool code', async ({ page, baseURL }) => {
    const { files, gzipBytes } = await measureRouteJs(page, baseURL ?? '', '/');
    expect(gzipBytes / 1024).toBeLessThanOrEqual(90);
    // No page chunk but the landing page's, no tool, no Konva, no three.js.
    expect(files.filter((file) => /\/(tool|toolkit|docs|contact|about|careers|terms|privacy|SceneStage|DemandCanvas|konva|three)-/i.test(file))).toEqual([]);
  });

  test('a tool page loads its own chunk, not the landing page', async ({ page, baseURL }) => {
    const { files } = await measureRouteJs(page, baseURL ?? '', '/tools/golden-ratio');
    expect(files.some((file) => /\/tool-/.test(file))).toBe(true);
    expect(files.filter((file) => /\/landing-/.test(file))).toEqual([]);
  });

  test('a tool page gets its shared workbench in one script, which no other page loads', async ({ page, baseURL }) => {
    // The workbench, prompt card, fields, Present, export and the engine's params, query and formats:
    // one chunk (vite.config.ts, 'toolkit'), not a dozen requests after the first paint.
    const tool = await measureRouteJs(page, baseURL ?? '', '/tools/structural-load');
    expect(tool.files.filter((file) => /\/toolkit-/.test(file))).toHaveLength(1);
    expect(tool.files.filter((file) => /\/(ToolWorkbench|ParamControl|NumberField|Lagging|params|query|format|clamp|color|defineTool|presentMode)-/.test(file))).toEqual([]);
    // 17 scripts in all (the early script, the entry and its chunks, the tool and its drawing); 31 before the toolkit.
    expect(tool.files.length).toBeLessThanOrEqual(20);
    for (const path of ['/docs', '/contact', '/about']) {
      const { files } = await measureRouteJs(page, baseURL ?? '', path);
      expect(files.filter((file) => /\/toolkit-/.test(file)), path).toEqual([]);
    }
  });
});
