import { expect, FAILED_DOWNLOAD_NOTICES, failScriptDownloads, test } from '../support/fixtures';
import {
  canvasPixels,
  disableWebgl,
  expectDrawn,
  hasScene3d,
  liveWebglContexts,
  scene3dCanvas,
  showScene3d,
  STALE_HANDLE_NOTICES,
  trackWebglContexts,
} from '../support/scene3d';
import { SiteShell } from '../support/site';
import { SHORT_WINDOW, ToolPage } from '../support/tool';
import { toolsWithModules } from '../support/tools';
import { framesOnceSettled, framesRequested, trackFrames } from '../support/frames';

/** The tools with a 3D view. */
const scenes = toolsWithModules.filter((tool) => hasScene3d(tool.slug));

/** The page works without its 3D view: moving a slider changes the prompt. */
async function expectPromptFollowsSlider(tool: ToolPage, slug: string): Promise<void> {
  const before = await tool.promptText();
  await moveFirstSlider(tool);
  await expect.poll(() => tool.promptText(), { message: `${slug}: the prompt follows the slider` }).not.toBe(before);
}

/** A slider's value moved to its other end, so the prompt has something to follow. */
async function moveFirstSlider(tool: ToolPage): Promise<void> {
  const slider = tool.main.getByRole('slider').first();
  const [min, max, value] = await Promise.all(['min', 'max', 'value'].map((name) => slider.getAttribute(name)));
  await slider.fill(value === max ? (min ?? '0') : (max ?? '1'));
}

test.describe('3D scenes (WebGL)', () => {
  // Repeated visits (each draws again, at most one live context, none after leaving): leaks.spec.ts.

  test('three.js loads on the 3D routes only', async ({ page }) => {
    test.setTimeout(90_000);
    const three = () => page.evaluate(() => (window as unknown as { __THREE__?: string }).__THREE__ ?? null);
    const shell = new SiteShell(page);
    for (const path of ['/', '/docs', '/tools/structural-load', '/tools/flow-pattern']) {
      await shell.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await three(), path).toBeNull();
    }
    await shell.goto(`/tools/${scenes[0]!.slug}`);
    await expectDrawn(scene3dCanvas(page));
    expect(await three()).not.toBeNull();
  });

  test('with WebGL disabled the scene area says so and the controls still update the prompt', async ({ page }) => {
    test.setTimeout(90_000);
    await disableWebgl(page);
    for (const { slug, panelTitle } of scenes) {
      const tool = new ToolPage(page, slug, panelTitle);
      await tool.open();
      const scene = page.locator('[data-scene3d]').first();
      // WebGL is probed once the view comes on screen.
      await scene.scrollIntoViewIfNeeded();
      await expect(scene).toHaveAttribute('data-scene3d', 'unavailable');
      await expect(scene).toContainText('3D preview unavailable');
      await expect(scene3dCanvas(page)).toHaveCount(0);
      await expectPromptFollowsSlider(tool, slug);
      await tool.expectNoBadNumbers();
    }
    const surface = new ToolPage(page, 'surface-reflection', 'Surface Prompt');
    await surface.open();
    // The Fresnel curve is SVG: it stays when WebGL cannot start.
    await expect(surface.visual.getByRole('img', { name: /^Fresnel curve/ })).toBeVisible();
    await surface.setSlider('Metallic', 1);
    await expect(surface.prompt).toContainText('bare metal');
  });

  test('an idle scene requests no frames', async ({ page }) => {
    test.setTimeout(180_000);
    // The walkthrough plays on its own; under reduced motion it holds a still frame (docs/contract.md §1).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await trackFrames(page);
    const requested = () => framesRequested(page);
    for (const { slug, panelTitle } of scenes) {
      const tool = new ToolPage(page, slug, panelTitle);
      await tool.open();
      const canvas = scene3dCanvas(page);
      await expectDrawn(canvas, slug, { runClock: true });
      const settled = await framesOnceSettled(page);
      await page.clock.runFor(3000);
      expect(await requested(), `${slug}: frames requested while idle`).toBe(settled);

      // A change draws again, then the scene goes idle once more. (The walkthrough's first slider,
      // Speed, changes the pace of a walk that is paused here, not the still frame.)
      if (slug === 'vr-walkthrough') continue;
      const before = await canvasPixels(canvas);
      await moveFirstSlider(tool);
      await expect
        .poll(async () => {
          await page.clock.runFor(200);
          return (await canvasPixels(canvas)).url !== before.url;
        }, { message: `${slug}: the scene follows the slider`, timeout: 20_000 })
        .toBe(true);
      const again = await framesOnceSettled(page);
      await page.clock.runFor(3000);
      expect(await requested(), `${slug}: frames requested while idle after a change`).toBe(again);
    }
  });
});

test.describe('3D scenes (WebGL): on a high-density screen', () => {
  test.use({ deviceScaleFactor: 2 });

  test('after a turn and a slider, the still view is drawn at the screen\'s full resolution', async ({ page }) => {
    test.setTimeout(90_000);
    // Where the GPU is slow (software WebGL here), changes are drawn at half the pixel ratio and
    // sharpened once the view is still (src/scene3d/movingResolution.ts); a fast GPU never goes lighter.
    const tool = new ToolPage(page, 'surface-reflection', 'Surface Prompt');
    await tool.open();
    const canvas = scene3dCanvas(page);
    await expectDrawn(canvas);
    const full = () => canvas.evaluate((element: HTMLCanvasElement) => element.width === Math.round(element.clientWidth * 2));
    await expect.poll(full, { message: 'the first frame is sharp', timeout: 20_000 }).toBe(true);
    const view = tool.visual.getByRole('button', { name: /^Sample view/ });
    await view.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await tool.setSlider('Roughness', 0.8);
    await expect.poll(full, { message: 'sharp again once still', timeout: 20_000 }).toBe(true);
    // The canvas no longer says a sharp frame is on its way (tests wait on it for a settled view).
    await expect(canvas).not.toHaveAttribute('data-sharpening');
    expect((await canvasPixels(canvas)).distinctColours).toBeGreaterThan(8);
  });
});

test.describe('3D scenes (WebGL): context loss', () => {
  test.use({ allowConsole: STALE_HANDLE_NOTICES });

  test('a lost context is reported plainly, the page keeps working, and a restored context draws again', async ({ page }) => {
    test.setTimeout(180_000);
    for (const { slug, panelTitle } of scenes) {
      const tool = new ToolPage(page, slug, panelTitle);
      await tool.open();
      await showScene3d(page);
      const canvas = scene3dCanvas(page);
      await expectDrawn(canvas);
      const scene = page.locator('[data-scene3d]').first();
      await canvas.evaluate((element: HTMLCanvasElement) => {
        const context = element.getContext('webgl2') ?? element.getContext('webgl');
        const extension = context?.getExtension('WEBGL_lose_context');
        Object.assign(window, { __loseContext: extension });
        extension?.loseContext();
      });
      await expect(scene).toHaveAttribute('data-scene3d', 'lost');
      await expect(scene).toContainText('3D preview interrupted');
      await expectPromptFollowsSlider(tool, slug);

      await page.evaluate(() => (window as unknown as { __loseContext: { restoreContext(): void } }).__loseContext.restoreContext());
      await expect(scene).toHaveAttribute('data-scene3d', 'ok');
      await expectDrawn(canvas);
    }
  });
});

test.describe('3D scenes (WebGL): below the fold', () => {
  // A short window, where every 3D view starts below the first screen (on a phone the picture now
  // comes first).
  test.use({ viewport: SHORT_WINDOW });

  test('a 3D view starts no WebGL and loads no scene until it comes on screen', async ({ page }) => {
    test.setTimeout(240_000);
    await trackWebglContexts(page);
    for (const { slug, panelTitle } of scenes) {
      const scripts: string[] = [];
      const onRequest = (request: { resourceType(): string; url(): string }) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      };
      page.on('request', onRequest);
      const tool = new ToolPage(page, slug, panelTitle);
      await tool.open();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[data-scene3d]').first()).not.toBeInViewport();
      await expect(scene3dCanvas(page)).toHaveCount(0);
      expect(await liveWebglContexts(page), `${slug}: WebGL contexts before scrolling`).toBe(0);
      const loadedBefore = scripts.length;

      await expectDrawn(scene3dCanvas(page), `${slug} once scrolled to`);
      expect(scripts.length, `${slug}: the scene's code loads when it is seen`).toBeGreaterThan(loadedBefore);
      page.off('request', onRequest);
    }
  });
});

test.describe('3D scenes (WebGL): a scene that cannot download', () => {
  // A short window, so each view (below the first screen) asks for its scene only when scrolled to;
  // no service worker, so every download goes to the network.
  test.use({ viewport: SHORT_WINDOW, serviceWorkers: 'block', allowConsole: FAILED_DOWNLOAD_NOTICES });

  test('the view says so and the rest of the page keeps working; a reload draws it', async ({ page }) => {
    test.setTimeout(180_000);
    for (const { slug, panelTitle } of scenes) {
      const tool = new ToolPage(page, slug, panelTitle);
      await tool.open();
      await page.waitForLoadState('networkidle');
      const allowDownloads = await failScriptDownloads(page);
      const scene = page.locator('[data-scene3d]').first();
      await scene.scrollIntoViewIfNeeded();
      await expect(scene, `${slug}: the view says its scene failed`).toHaveAttribute('data-scene3d', 'failed');
      await expect(scene.getByRole('status')).toContainText('3D preview unavailable');
      await expect(scene.getByRole('status')).toContainText('The 3D preview could not load. Reload the page to try again');
      await expect(scene3dCanvas(page)).toHaveCount(0);
      await expectPromptFollowsSlider(tool, slug);
      await tool.expectNoBadNumbers();
      await allowDownloads();
    }
    await page.reload();
    await expectDrawn(scene3dCanvas(page), `${scenes.at(-1)?.slug} after a reload`);
    await expect(page.locator('[data-scene3d]').first()).toHaveAttribute('data-scene3d', 'ok');
  });
});
