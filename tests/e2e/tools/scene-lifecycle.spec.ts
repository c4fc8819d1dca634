import { expect, FAILED_DOWNLOAD_NOTICES, failScriptDownloads, test } from '../support/fixtures';
import { SiteShell } from '../support/site';
import { toolsWithModules } from '../support/tools';
import { framesRequested, trackFrames } from '../support/frames';
import { SHORT_WINDOW, ToolPage } from '../support/tool';

// The animated Konva scenes of the interactive tools that have landed.
const animated = ['flow-pattern', 'ventilation-flow', 'vr-walkthrough'];
const scenes = ['flow-pattern', 'golden-ratio', 'zoning-mapper', 'ventilation-flow', 'vr-walkthrough'].filter((slug) =>
  toolsWithModules.some((tool) => tool.slug === slug));

test.describe('Leaving a scene', () => {
  for (const slug of scenes.filter((s) => animated.includes(s))) {
    test(`${slug}: no frame callback keeps running after the page is left`, async ({ page }) => {
      await page.clock.install();
      await trackFrames(page);
      const shell = new SiteShell(page);
      await shell.goto(`/tools/${slug}`);
      const requested = () => framesRequested(page);
      await page.clock.runFor(500);
      expect(await requested()).toBeGreaterThan(10);

      await shell.header.getByRole('link', { name: 'Docs', exact: true }).click();
      await expect(page.getByRole('searchbox', { name: 'Search tools' })).toBeVisible();
      await page.clock.runFor(100);
      const settled = await requested();
      await page.clock.runFor(2000);
      expect(await requested()).toBe(settled);
    });
  }

  // Visiting the scenes again and again (one stage while open, none left): leaks.spec.ts.
});

test.describe('A scene below the fold', () => {
  // A short window (a laptop with its browser's bars, or a phone turned sideways), where every
  // Konva scene starts below the first screen: on a phone the picture now comes first.
  test.use({ viewport: SHORT_WINDOW });

  for (const slug of scenes) {
    test(`${slug}: Konva loads and the stage is built only once the scene comes on screen`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await new SiteShell(page).goto(`/tools/${slug}`);
      await page.waitForLoadState('networkidle');
      const scene = page.locator('[data-scene]');
      await expect(scene).not.toBeInViewport();
      await expect(scene.locator('canvas')).toHaveCount(0);
      expect(await page.evaluate(() => 'Konva' in window), 'Konva before scrolling').toBe(false);
      const loadedBefore = [...scripts];

      await scene.scrollIntoViewIfNeeded();
      await expect(scene.locator('canvas').first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { Konva?: { stages: unknown[] } }).Konva?.stages.length)).toBe(1);
      expect(scripts.filter((path) => !loadedBefore.includes(path)), 'the scripts the scene loads').not.toEqual([]);
    });
  }
});

test.describe('A scene whose drawing cannot download', () => {
  // A short window, so the scene (below the first screen) asks for Konva only when scrolled to; no
  // service worker, so every download goes to the network.
  test.use({ viewport: SHORT_WINDOW, serviceWorkers: 'block', allowConsole: FAILED_DOWNLOAD_NOTICES });

  test('zoning-mapper says so; the keyboard handles, fields and results still work, and a reload draws it', async ({ page }) => {
    const tool = new ToolPage(page, 'zoning-mapper', 'Zoning Prompt');
    await tool.open();
    await page.waitForLoadState('networkidle');
    const allowDownloads = await failScriptDownloads(page);
    const scene = tool.main.locator('[data-scene]');
    await scene.scrollIntoViewIfNeeded();
    await expect(scene.getByRole('status')).toContainText('Drawing unavailable');
    await expect(scene.getByRole('status')).toContainText('The interactive drawing could not load. Reload the page to try again');
    await expect(scene.locator('canvas')).toHaveCount(0);

    // The keyboard's handles do not need Konva.
    const living = scene.getByRole('button', { name: 'Living', exact: true });
    await living.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await expect(tool.control('Living X')).toHaveValue('50');
    await expect(tool.output('Living–Dining adjacency')).toHaveText('62 %');
    expect(await tool.promptText()).toContain('- Living: at 1.3 m across and 1.0 m down, 4.0 × 3.0 m, 12.0 m²');

    await allowDownloads();
    await page.reload();
    await scene.scrollIntoViewIfNeeded();
    await expect(scene.locator('canvas').first()).toBeVisible();
    await expect(scene.getByRole('status')).toHaveCount(0);
  });
});
