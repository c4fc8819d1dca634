import { expect, test } from '../support/fixtures';
import { drawingTextProblems } from '../support/drawingText';
import { openSceneTool } from '../support/scene2d';

/** Editing the furniture on a phone: the plan stays in view above the inputs (issue 24). */
test.describe('flow-pattern on a phone', () => {
  test('at 375 px the plan stays in view while pieces are added and moved from the list', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    const tool = await openSceneTool(page, 'flow-pattern', 'Circulation Prompt');
    const add = tool.inputs.getByRole('button', { name: 'Add item', exact: true });
    for (let k = 0; k < 6; k += 1) await add.click();
    await expect(tool.inputs.getByRole('list', { name: 'Furniture list' }).getByRole('listitem')).toHaveCount(8);
    // Each piece's name shows whole in the list (with wider X and Y fields 'Dining chair' and
    // 'Dining chair 2' both read 'Dining ch…'); on a 320 px phone, on a line of its own over its fields.
    const cutNames = () =>
      tool.inputs.getByRole('list', { name: 'Furniture list' }).getByRole('button').evaluateAll((buttons) =>
        buttons.map((button) => button.lastElementChild as HTMLElement).filter((name) => name.scrollWidth > name.clientWidth + 1).map((name) => name.textContent));
    expect(await cutNames()).toEqual([]);
    await page.setViewportSize({ width: 320, height: 667 });
    expect(await cutNames()).toEqual([]);
    await page.setViewportSize({ width: 375, height: 667 });
    const field = tool.control('Dining chair 6 X');
    await field.fill('300');
    await field.blur();
    await expect(field).toHaveValue('300');
    const canvas = tool.visual.locator('[data-scene] canvas').first();
    const box = await canvas.boundingBox();
    expect(box).not.toBeNull();
    // Wholly on screen, and as wide as the phone allows.
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(667);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(box!.width).toBeGreaterThan(280);
    // The field being edited is on screen too, under the plan.
    await expect(field).toBeInViewport();
    expect((await field.boundingBox())!.y).toBeGreaterThan(box!.y + box!.height - 1);
  });

  test('a room deeper than it is wide shows whole at the top of the picture stuck above the inputs, its hint under it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const tool = await openSceneTool(page, 'flow-pattern', 'Circulation Prompt');
    // 3 × 6 m, then 5 × 4 m: drawn to the column's width, each was taller than the stuck box, its far wall out of sight.
    for (const [width, depth] of [['3', '6'], ['5', '4']] as const) {
      await tool.control('Room width').fill(width);
      await tool.control('Room depth').fill(depth);
      const field = tool.control('Room depth');
      await field.blur();
      await field.scrollIntoViewIfNeeded();
      await expect(field).toBeInViewport();
      const stuck = (await tool.visual.locator('xpath=..').boundingBox())!;
      const scene = tool.main.locator('[data-scene][data-drawn]');
      // The stage follows the room's proportions (3 × 6: twice as tall as wide).
      await expect.poll(async () => {
        const box = (await scene.boundingBox())!;
        return Math.round((box.height / box.width) * 100) / 100;
      }).toBe(Math.round((Number(depth) / Number(width)) * 100) / 100);
      const box = (await scene.boundingBox())!;
      expect(box.y, `${width} × ${depth}: the plan's top in the stuck box`).toBeGreaterThanOrEqual(stuck.y);
      expect(box.y + box.height, `${width} × ${depth}: the plan's far wall in the stuck box`).toBeLessThanOrEqual(stuck.y + stuck.height);
      // The field being edited stays in view under the stuck box.
      expect((await field.boundingBox())!.y).toBeGreaterThanOrEqual(stuck.y + stuck.height);
      const hint = tool.visual.getByText(/^Drag a piece/);
      expect((await hint.boundingBox())!.y, 'the hint under the plan').toBeGreaterThan(box.y + box.height);
    }
  });

  test('with no keyboard, Undo change and Redo change step back and forth through the changes, and say what they did', async ({ page }) => {
    const tool = await openSceneTool(page, 'flow-pattern', 'Circulation Prompt');
    const undo = tool.main.getByRole('button', { name: 'Undo change', exact: true });
    const redo = tool.main.getByRole('button', { name: 'Redo change', exact: true });
    await undo.tap();
    await expect(tool.undoStatus()).toHaveText('Nothing to undo');
    const list = tool.inputs.getByRole('list', { name: 'Furniture list' }).getByRole('listitem');
    await expect(list).toHaveCount(2);
    await tool.inputs.getByRole('button', { name: 'Add item', exact: true }).tap();
    await expect(list).toHaveCount(3);
    await undo.tap();
    await expect(list).toHaveCount(2);
    await expect(tool.undoStatus()).toHaveText(/^Undone: /);
    await redo.tap();
    await expect(list).toHaveCount(3);
    await expect(tool.undoStatus()).toHaveText(/^Redone: /);
    await redo.tap();
    await expect(tool.undoStatus()).toHaveText('Nothing to redo');
  });

  test('at 320 px a room too shallow for the in and out words goes without them, and nothing is cut off', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const tool = await openSceneTool(page, 'flow-pattern', 'Circulation Prompt');
    const texts = () => page.evaluate(() => {
      const stages = (window as unknown as { Konva?: { stages: { find(selector: string): { text(): string }[] }[] } }).Konva?.stages ?? [];
      return stages.flatMap((stage) => stage.find('Text').map((node) => node.text()));
    });
    await expect.poll(texts).toEqual(expect.arrayContaining(['in →', '→ out']));
    // 30 × 2 m (the fields' ends) fits the phone's width, ~17 px deep: no line of text fits inside its walls.
    await tool.control('Room width').fill('30');
    await tool.control('Room depth').fill('2');
    await tool.control('Room depth').press('Tab');
    await expect(tool.control('Room width')).toHaveValue('30.00');
    await expect.poll(texts).not.toEqual(expect.arrayContaining(['in →']));
    await expect.poll(() => drawingTextProblems(page)).toEqual([]);
  });

  test('what scrolls on below the stuck picture box fades out at its edge, and at the end nothing is covered', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    const tool = await openSceneTool(page, 'flow-pattern', 'Circulation Prompt');
    const stage = tool.visual.locator('xpath=..');
    const overflows = () => stage.evaluate((box) => box.scrollHeight > box.clientHeight + 1);
    expect(await overflows(), 'the picture box scrolls: its export buttons are below its edge').toBe(true);
    // The box scrolled so that its edge cuts through the middle of a button (its border and text).
    const cut = stage.getByRole('button', { name: 'Download plan', exact: true });
    const rows = await cut.evaluate((button) => {
      const box = button.closest('figure')!.parentElement!;
      const edge = box.getBoundingClientRect().bottom - 1;
      const { top, height } = button.getBoundingClientRect();
      box.scrollTop += top + height / 2 - edge;
      const now = button.getBoundingClientRect();
      return { x: now.left, width: now.width, y: edge - 2, height: 2 };
    });
    const png = await page.screenshot({ clip: rows });
    // Its darkest pixel in the box's last 2 px over the border (0–255, as grey): near white, faded.
    const darkest = await page.evaluate(async (base64) => {
      const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      let min = 255;
      for (let i = 0; i < data.length; i += 4) min = Math.min(min, (data[i]! + data[i + 1]! + data[i + 2]!) / 3);
      return min;
    }, png.toString('base64'));
    expect(darkest).toBeGreaterThan(200);
    const lastButton = stage.getByRole('button').last();
    await stage.evaluate((box) => box.scrollTo({ top: box.scrollHeight, behavior: 'instant' }));
    const shown = await lastButton.screenshot();
    await stage.evaluate((box) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('[data-without-fade]::after { display: none !important; }');
      document.adoptedStyleSheets = [sheet];
      box.setAttribute('data-without-fade', '');
    });
    expect(shown.equals(await lastButton.screenshot()), 'the last button as it is without the fade').toBe(true);
  });
});
