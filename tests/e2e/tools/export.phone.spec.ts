import { readFile } from 'node:fs/promises';
import { devices } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';
import { checkSvg } from '../support/picture';
import { ToolPage } from '../support/tool';

/** On a phone the figure is narrow and Konva scenes are scaled down: the saved picture is not. */
test.describe('Saving the picture on a phone', () => {
  // At the phone's own pixel density (the phone project draws at 1 for speed): the scenes' canvases
  // hold 2.625 device pixels per CSS px, and the saved picture is still drawn at its own size.
  test.use({ deviceScaleFactor: devices['Pixel 7'].deviceScaleFactor });
  for (const { slug, panelTitle, scenes, grows = false } of [
    { slug: 'zoning-mapper', panelTitle: 'Zoning Prompt', scenes: 1 },
    { slug: 'window-optimizer', panelTitle: 'Window Prompt', scenes: 0 },
    // A picture taller than the stuck box: the radar, which answers the sliders, is what it shows.
    // Its labels grow on the phone (the radar shows at 0.86 of its size), so the SVG check means something.
    { slug: 'style-dna', panelTitle: 'Style Prompt', scenes: 0, grows: true },
  ]) {
    test(`${slug}: at 375 px the picture stays in view while an input changes; the save buttons fit the screen, and the PNG is still at least 1920 px wide`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 667 });
      const tool = new ToolPage(page, slug, panelTitle);
      await tool.open();
      await waitForHydration(page);
      // Sharp on a dense screen: a scene's canvas holds a device pixel per pixel of the screen
      // (its Konva stage comes once the scene is on screen).
      await expect(tool.visual.locator('[data-scene]')).toHaveCount(scenes);
      for (const scene of await tool.visual.locator('[data-scene]').all()) {
        await scene.scrollIntoViewIfNeeded();
        const canvas = scene.locator('canvas').first();
        await expect
          .poll(() => canvas.evaluate((el: HTMLCanvasElement) => el.clientWidth > 0 && Math.abs(el.width - el.clientWidth * devicePixelRatio) <= 1), {
            message: "canvas at the screen's pixel density",
          })
          .toBe(true);
      }
      expect(await page.evaluate(() => devicePixelRatio)).toBe(devices['Pixel 7'].deviceScaleFactor);

      await test.step(`${slug}: moving the last input by keyboard leaves the picture in view, under the header`, async () => {
        const inputs = page.getByRole('form', { name: 'Inputs' }).locator('input:not([type="hidden"]), select');
        const last = inputs.last();
        await last.focus();
        await page.keyboard.press('ArrowUp');
        await expect(last).toBeInViewport();
        const headerBottom = await tool.header.evaluate((header) => header.getBoundingClientRect().bottom);
        const drawing = tool.visual.locator('svg[role="img"], [data-scene]').first();
        const box = await drawing.evaluate((element) => {
          const { top, bottom } = element.getBoundingClientRect();
          return { top, bottom, height: window.innerHeight };
        });
        expect(box.top, 'the picture starts below the header').toBeGreaterThanOrEqual(headerBottom - 1);
        expect(box.bottom, 'the picture ends on screen').toBeLessThanOrEqual(box.height);
        await expect(drawing).toBeInViewport({ ratio: 0.9 });
      });
      const png = tool.exports.getByRole('button', { name: 'Download PNG', exact: true });
      await png.scrollIntoViewIfNeeded();
      await expect(png).toBeInViewport();
      const box = await png.boundingBox();
      expect((box?.height ?? 0), 'a target a finger can hit').toBeGreaterThanOrEqual(24);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), 'no horizontal scroll').toBe(true);

      const [download] = await Promise.all([page.waitForEvent('download'), png.tap()]);
      expect(download.suggestedFilename()).toBe(`${slug}.png`);
      const bytes = await readFile(await download.path());
      expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
      expect(bytes.readUInt32BE(16)).toBeGreaterThanOrEqual(1920);

      const svgButton = tool.exports.getByRole('button', { name: 'Download SVG', exact: true });
      if ((await svgButton.count()) === 0) return;
      await test.step(`${slug}: the saved SVG's labels have the drawing's own sizes, not the phone's larger ones`, async () => {
        // On the phone the drawing shows scaled down, and its labels grow to stay legible (ui/legible).
        if (grows) {
          const grown = await tool.visual.first().evaluate((visual) => {
            const sizes = () => [...visual.querySelectorAll('svg[role="img"] text')].map((label) => getComputedStyle(label).fontSize).join();
            const drawings = [...visual.querySelectorAll<SVGSVGElement>('svg[role="img"]')];
            const live = sizes();
            const shown = drawings.map((svg) => svg.style.getPropertyValue('--diagram-units-per-px'));
            drawings.forEach((svg) => svg.style.setProperty('--diagram-units-per-px', '1'));
            const ownSize = sizes();
            drawings.forEach((svg, i) => svg.style.setProperty('--diagram-units-per-px', shown[i] ?? ''));
            return live !== ownSize;
          });
          expect(grown, "on the phone some labels are larger than at the drawing's own size").toBe(true);
        }
        const [svgDownload] = await Promise.all([page.waitForEvent('download'), svgButton.tap()]);
        // The file against the drawing at its own size, element by element, font sizes included.
        const check = await checkSvg(page, await readFile(await svgDownload.path(), 'utf8'));
        expect(check.problems).toEqual([]);
        expect(check.compared, 'elements compared').toBeGreaterThan(10);
      });
    });
  }
});
