import { test } from '../support/fixtures';
import { openSceneTool } from '../support/scene2d';

for (const width of [375, 1280]) {
  test(`screenshot ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    const tool = await openSceneTool(page, 'flow-pattern', 'Circulation Prompt');
    for (let k = 0; k < 6; k += 1) await tool.main.getByRole('button', { name: 'Add item' }).click();
    await page.screenshot({ path: `/tmp/flow-${width}.png` });
    await tool.control('Dining chair 3 X').focus();
    await page.screenshot({ path: `/tmp/flow-${width}-edit.png` });
    await page.screenshot({ path: `/tmp/flow-${width}-full.png`, fullPage: true });
  });
}
