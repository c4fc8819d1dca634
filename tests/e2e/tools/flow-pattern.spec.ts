import type { Page } from '@playwright/test';
import { expect, freezeClockAt, SALE_WEEK_WEDNESDAY, test } from '../support/fixtures';
import { drag, expectHoldsStill, expectMoving, expectPlaysWhenAsked, expectSceneSize, layerPixels, openSceneTool, sceneBox } from '../support/scene2d';
import type { ToolPage } from '../support/tool';

const open = (page: Page, options?: { runClock?: boolean }) => openSceneTool(page, 'flow-pattern', 'Circulation Prompt', options);

/** The particle layer's pixels (the second canvas of the stage). */
const particlePixels = (page: Page) => layerPixels(page, 1);

/**
 * The shell's Reset: the sofa and the table back where they start, for a step that starts from there.
 * The inputs panel is taller than the screen since issue 24 (the furniture list and the room), so
 * clicking Reset scrolls the plan away: it is brought back into view for the drags that follow.
 */
const reset = async (tool: ToolPage) => {
  await tool.main.getByRole('button', { name: 'Reset', exact: true }).click();
  await tool.visual.locator('canvas').first().scrollIntoViewIfNeeded();
};

test.describe('flow-pattern', () => {
  // One visit: each step is one of the former tests; Reset brings back the defaults where a step needs them.
  test('canvas, particles, dragging, keys and inputs', async ({ page }) => {
    const tool = await open(page);

    await test.step('defaults: sofa at 60,120 and table at 220,70 on a 560×360 canvas, 80 particles', async () => {
      await expect(tool.control('Sofa X')).toHaveValue('60');
      await expect(tool.control('Sofa Y')).toHaveValue('120');
      await expect(tool.control('Table X')).toHaveValue('220');
      await expect(tool.control('Table Y')).toHaveValue('70');
      await expect(tool.output('Particles')).toHaveText('80');
      await expectSceneSize(tool, 560, 360);
    });

    await test.step('passages: clear widths in m against 0.915 m, the narrowest as an output', async () => {
      // Sofa 60–200 × 120–168 and table 220–310 × 70–130 face each other across x 200–220: 20 px × 2 cm = 0.40 m.
      await expect(tool.output('Narrowest passage')).toHaveText('0.40 m');
      const rows = tool.visual.getByRole('table', { name: /Passages/ }).getByRole('row');
      // A header and nine passages: each item to four walls, and the two items.
      await expect(rows).toHaveCount(10);
      await expect(rows.filter({ hasText: 'Sofa – Table' })).toHaveText(/0\.40 m\s*too narrow/);
      // Sofa to the left wall 60 px = 1.20 m; table to the top wall 70 px = 1.40 m.
      await expect(rows.filter({ hasText: 'Sofa – left wall' })).toHaveText(/1\.20 m\s*wide enough/);
      await expect(rows.filter({ hasText: 'Table – top wall' })).toHaveText(/1\.40 m\s*wide enough/);
      await expect(tool.visual.locator('[data-narrow-passages]')).toHaveAttribute('data-narrow-passages', '1');
      const prompt = await tool.promptText();
      expect(prompt).toContain('- Sofa – Table: 0.40 m, too narrow');
      expect(prompt).toContain('The room is 11.20 m wide and 7.20 m deep');
      expect(prompt).not.toMatch(/\d\s*(px|cm)\b/);
      await expect(tool.visual).toContainText('Scale 50 px = 1 m');
    });

    await test.step('particles move between frames', async () => {
      await expectMoving(() => particlePixels(page));
    });

    await test.step('dragging the sofa with the pointer moves it, clamped inside the canvas', async () => {
      const origin = await sceneBox(tool);
      // Grab the sofa's middle (60 + 70, 120 + 24) and move it by (+100, +40).
      await drag(page, origin, [[130, 144], [180, 164], [230, 184]], 5);
      await expect(tool.control('Sofa X')).toHaveValue('160');
      await expect(tool.control('Sofa Y')).toHaveValue('160');
      // Far past the bottom-right corner: the sofa stops at 560 − 140, 360 − 48.
      await drag(page, origin, [[230, 184], [900, 900]], 8);
      await expect(tool.control('Sofa X')).toHaveValue('420');
      await expect(tool.control('Sofa Y')).toHaveValue('312');
      expect(await tool.promptText()).toContain('8.40 m from the left wall');
    });

    await test.step('the keyboard moves an item too: arrows by 1, Shift by 10, clamped the same way', async () => {
      await reset(tool);
      // Issue 24: a piece's handle is named with its place ('Table, 4.40 m from the left wall, …').
      const table = tool.main.getByRole('button', { name: /^Table, / });
      await table.focus();
      await page.keyboard.press('ArrowRight');
      await expect(tool.control('Table X')).toHaveValue('221');
      await page.keyboard.press('Shift+ArrowDown');
      await expect(tool.control('Table Y')).toHaveValue('80');
      for (let i = 0; i < 12; i += 1) await page.keyboard.press('Shift+ArrowUp');
      await expect(tool.control('Table Y')).toHaveValue('0');
      await expect(table).toBeFocused();
    });

    await test.step('Ctrl+Z undoes a whole drag and Ctrl+Shift+Z redoes it; in a text field Ctrl+Z stays the field\'s', async () => {
      await reset(tool);
      const origin = await sceneBox(tool);
      await drag(page, origin, [[130, 144], [180, 164], [230, 184]], 5);
      await expect(tool.control('Sofa X')).toHaveValue('160');
      await expect(tool.control('Sofa Y')).toHaveValue('160');
      await page.keyboard.press('Control+z');
      await expect(tool.control('Sofa X')).toHaveValue('60');
      await expect(tool.control('Sofa Y')).toHaveValue('120');
      await expect(tool.undoStatus()).toHaveText('Undone: Sofa X, Sofa Y');
      await page.keyboard.press('Control+Shift+Z');
      await expect(tool.control('Sofa X')).toHaveValue('160');
      await expect(tool.control('Sofa Y')).toHaveValue('160');
      await expect(tool.undoStatus()).toHaveText('Redone: Sofa X, Sofa Y');
      // Focused in a number field, the keys are the field's own: the drag stays.
      await tool.control('Table X').focus();
      await page.keyboard.press('Control+z');
      await expect(tool.control('Sofa X')).toHaveValue('160');
      await expect(tool.control('Table X')).toHaveValue('220');
    });

    await test.step('the X and Y inputs place an item, clamped like a drag, and Reset restores the defaults', async () => {
      // From the defaults (the steps before moved the sofa).
      await reset(tool);
      // What is typed stays as typed until the field is left; then it shows the clamped value.
      await tool.control('Table X').fill('5000');
      await tool.control('Table X').blur();
      await expect(tool.control('Table X')).toHaveValue('470');
      await tool.control('Sofa Y').fill('-30');
      await tool.control('Sofa Y').blur();
      await expect(tool.control('Sofa Y')).toHaveValue('0');
      // The table against the right wall (closed there), the sofa against the top: the narrowest open passage is
      // the sofa's 60 px = 1.20 m to the left wall, and none is under 0.915 m.
      await expect(tool.output('Narrowest passage')).toHaveText('1.20 m');
      await expect(tool.visual.getByRole('row').filter({ hasText: 'Table – right wall' })).toHaveText(/0\.00 m\s*closed/);
      await expect(tool.visual.locator('[data-narrow-passages]')).toHaveAttribute('data-narrow-passages', '0');
      await reset(tool);
      await expect(tool.control('Table X')).toHaveValue('220');
      await expect(tool.control('Sofa Y')).toHaveValue('120');
    });
  });
});

test.describe('flow-pattern under reduced motion', () => {
  test.use({ colorScheme: 'light', reducedMotion: 'reduce' });

  test('stands still with a Play button, and plays when asked', async ({ page }) => {
    // A paused clock: frames run only when the test advances time.
    await freezeClockAt(page, SALE_WEEK_WEDNESDAY);
    await open(page, { runClock: true });
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    const still = await expectHoldsStill(page, () => particlePixels(page));
    await expectPlaysWhenAsked(page, () => particlePixels(page), still);
  });
});

test.describe('flow-pattern with a finger', () => {
  test.use({ hasTouch: true });

  test('a touch drag moves the table as a mouse drag does', async ({ page }) => {
    const tool = await open(page);
    const origin = await sceneBox(tool);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: origin.x + x, y: origin.y + y, id: 1 }],
      });
    // The table's middle is at (220 + 45, 70 + 30); move it 60 right and 40 down.
    await touch('touchStart', 265, 100);
    for (let step = 1; step <= 6; step += 1) await touch('touchMove', 265 + step * 10, 100 + (step * 40) / 6);
    await touch('touchEnd', 325, 140);
    await expect(tool.control('Table X')).toHaveValue('280');
    await expect(tool.control('Table Y')).toHaveValue('110');
  });
});
