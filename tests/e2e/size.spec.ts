import { expect, test, waitForHydration } from './support/fixtures';
import { measureRouteJs } from '../../scripts/measure-js.mjs';
import { expectDrawn, SCENE3D_TEST_TIMEOUT_MS, scene3dCanvas } from './support/scene3d';

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

  test('a tool page preloads every module its page lists, each once, and hydrates', async ({ page }) => {
    // src/app/boot.ts starts them after the first paint, a few per task.
    await page.goto('/tools/flow-pattern');
    await waitForHydration(page);
    const { listed, preloaded } = await page.evaluate(() => ({
      listed: (document.querySelector<HTMLScriptElement>('script[data-modules]')?.dataset.modules ?? '').split(' ').filter(Boolean),
      preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => link.getAttribute('href')),
    }));
    expect(listed.length).toBeGreaterThan(10);
    for (const href of listed) expect(preloaded.filter((each) => each === href), href).toHaveLength(1);
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

  test('a layout tool gets its plan code in one script, which the other tools do not load', async ({ page, baseURL }) => {
    // The plan's link format, furniture catalogue, doors and windows, plan file and labels (vite.config.ts,
    // 'plan'): six requests before hydration on a slow phone's connection, now one.
    for (const path of ['/tools/flow-pattern', '/tools/zoning-mapper', '/tools/vr-walkthrough']) {
      const { files } = await measureRouteJs(page, baseURL ?? '', path);
      expect(files.filter((file) => /\/plan-/.test(file)), path).toHaveLength(1);
      expect(files.filter((file) => /\/(link|catalogue|openings|planOpenings|PlanFile|labels)-/.test(file)), path).toEqual([]);
    }
    const { files } = await measureRouteJs(page, baseURL ?? '', '/tools/golden-ratio');
    expect(files.filter((file) => /\/plan-/.test(file))).toEqual([]);
  });

  test('a 3D view runs three.js in a task of its own, before react-three-fiber and the scene', async ({ page, baseURL }) => {
    test.setTimeout(SCENE3D_TEST_TIMEOUT_MS);
    // Together they blocked a phone for ~100 ms as the view started (src/scene3d/three.ts): three.js
    // has a chunk of its own, which ends by waiting for an idle slice, and every module that
    // imports it, react-three-fiber's first, runs after that wait.
    const scripts = new Map<string, string>();
    page.on('response', (response) => {
      if (/\.js$/.test(new URL(response.url()).pathname)) void response.text().then((text) => scripts.set(new URL(response.url()).pathname, text), () => undefined);
    });
    await page.goto(`${baseURL ?? ''}/tools/surface-reflection`);
    await expectDrawn(scene3dCanvas(page));
    const three = [...scripts].filter(([, text]) => text.includes('Multiple instances of Three.js'));
    expect(three.map(([file]) => file)).toEqual([expect.stringMatching(/\/three-[\w-]+\.js$/)]);
    const [threeFile, threeCode] = three[0] ?? ['', ''];
    expect(threeCode).not.toContain('__r3f');
    // Its last statement before the exports: the wait.
    expect(threeCode).toMatch(/;await [\w$]+\(\);export\{[^}]*\};?\s*$/);
    const fiber = [...scripts].filter(([, text]) => text.includes('__r3f'));
    expect(fiber).toHaveLength(1);
    expect(fiber[0]?.[1]).toContain(`./${threeFile.split('/').pop()}`);
  });
});
