import { readFile } from 'node:fs/promises';
import { expect, test, waitForHydration } from '../support/fixtures';
import { ToolPage } from '../support/tool';

/** On a phone the figure is narrow and Konva scenes are scaled down: the saved picture is not. */
test.describe('Saving the picture on a phone', () => {
  for (const { slug, panelTitle } of [
    { slug: 'zoning-mapper', panelTitle: 'Zoning Prompt' },
    { slug: 'window-optimizer', panelTitle: 'Window Prompt' },
  ]) {
    test(`${slug}: the save buttons fit the screen, and the PNG is still at least 1920 px wide`, async ({ page }) => {
      const tool = new ToolPage(page, slug, panelTitle);
      await tool.open();
      await waitForHydration(page);
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
    });
  }
});
