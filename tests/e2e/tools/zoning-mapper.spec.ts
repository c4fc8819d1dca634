import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { drag, expectSceneSize, layerPixels, openSceneTool, sceneBox, startDrag } from '../support/scene2d';
import type { ToolPage } from '../support/tool';

// Zones (top-left corner, size): Living 40,40 160×120; Dining 220,40 120×100; Work 220,200
// 120×100; Sleep 380,120 140×120. Centres: Living (120,100), Dining (280,90), Work (280,250),
// Sleep (450,180). Adjacency = clamp(100 − centre distance / 400 · 100, 0, 100), whole %.

const PAIRS = ['Living–Dining', 'Living–Work', 'Living–Sleep', 'Dining–Work', 'Dining–Sleep', 'Work–Sleep'] as const;

const open = (page: Page) => openSceneTool(page, 'zoning-mapper', 'Zoning Prompt');

const expectAdjacency = async (tool: ToolPage, values: readonly number[]) => {
  for (const [index, pair] of PAIRS.entries()) await expect(tool.output(`${pair} adjacency`)).toHaveText(`${values[index]} %`);
};

/** The adjacency lines' pixels: the second canvas of the stage (under the zones). */
const linkPixels = (page: Page) => layerPixels(page, 1);

/** The shell's Reset: the zones and privacy levels back to the defaults, for a step that starts from them. */
const reset = (tool: ToolPage) => tool.main.getByRole('button', { name: 'Reset', exact: true }).click();

test.describe('zoning-mapper', () => {
  // One visit: each step is one of the former tests; Reset brings back the defaults where a step needs them.
  test('plan, zones, adjacencies, privacy and prompt', async ({ page }) => {
    const tool = await open(page);

    await test.step('defaults: four zones on a 560×360 plan, six adjacencies and the Dining–Sleep conflict', async () => {
      await expectSceneSize(tool, 560, 360);
      await expect(tool.control('Living X')).toHaveValue('40');
      await expect(tool.control('Sleep Y')).toHaveValue('120');
      await expect(tool.slider('Living privacy')).toHaveValue('0.2');
      await expect(tool.slider('Dining privacy')).toHaveValue('0.4');
      await expect(tool.slider('Work privacy')).toHaveValue('0.7');
      await expect(tool.slider('Sleep privacy')).toHaveValue('0.9');
      // L–D √(160² + 10²) = 160.3 → 59.9; L–W √(160² + 150²) = 219.3 → 45.2; L–S √(330² + 80²) = 339.6 → 15.1;
      // D–W 160 → 60; D–S √(170² + 90²) = 192.4 → 51.9; W–S √(170² + 70²) = 183.8 → 54.0.
      await expectAdjacency(tool, [60, 45, 15, 60, 52, 54]);
      // Dining (0.4) and Sleep (0.9) are 52 % adjacent with a 0.5 privacy gap.
      await expect(tool.visual.locator('[data-conflicts]')).toHaveAttribute('data-conflicts', '1');
      expect(await tool.promptText()).toContain('- Dining–Sleep: 52 % adjacent, privacy 0.40 vs 0.90');
      // Issue 15: a stated scale (40 px = 1 m) with a scale bar; areas in m², distances in m, no px in the prompt.
      await expect(tool.visual).toContainText('Scale 40 px = 1 m');
      const prompt = await tool.promptText();
      expect(prompt).toContain('- Living: at 1.0 m across and 1.0 m down, 4.0 × 3.0 m, 12.0 m²');
      expect(prompt).toContain('Dining–Work 60 % (centres 4.0 m apart)');
      expect(prompt).not.toMatch(/\d\s*px/);
    });

    await test.step('dragging a zone with the pointer moves it, wholly inside the plan; the lines follow the drag', async () => {
      const origin = await sceneBox(tool);
      const before = await linkPixels(page);
      // Grab Dining inside its box (220–340, 40–140) and move it by (+100, +120).
      await startDrag(page, origin, [[260, 70], [310, 130], [360, 190]], 5);
      // Mid-drag the lines have moved on the canvas while the inputs wait for the drop.
      await expect.poll(() => linkPixels(page)).not.toBe(before);
      await expect(tool.control('Dining X')).toHaveValue('220');
      await page.mouse.up();
      await expect(tool.control('Dining X')).toHaveValue('320');
      await expect(tool.control('Dining Y')).toHaveValue('160');
      // Dining centre (380, 210): L–D √(260² + 110²) = 282.3 → 29.4; D–W √(100² + 40²) = 107.7 → 73.1;
      // D–S √(70² + 30²) = 76.2 → 81.0.
      await expectAdjacency(tool, [29, 45, 15, 73, 81, 54]);
      expect(await tool.promptText()).toContain('- Dining: at 8.0 m across and 4.0 m down, 3.0 × 2.5 m, 7.5 m²');

      // Sleep (380–520, 120–240, 140 × 120), grabbed clear of Dining, far past the bottom-right corner: the whole
      // zone stays on the plan, its corner stops at (560 − 140, 360 − 120) = (420, 240).
      await drag(page, origin, [[490, 140], [900, 900]], 8);
      await expect(tool.control('Sleep X')).toHaveValue('420');
      await expect(tool.control('Sleep Y')).toHaveValue('240');
      // Sleep centre (490, 300): L–S √(370² + 200²) = 420.6 > 400 → 0; D–S √(110² + 90²) = 142.1 → 64.5;
      // W–S √(210² + 50²) = 215.9 → 46.0. Dining (0.4) and Sleep (0.9) are close again: a conflict.
      await expectAdjacency(tool, [29, 45, 0, 73, 64, 46]);
      await expect(tool.visual.locator('[data-conflicts]')).toHaveAttribute('data-conflicts', '1');
      const prompt = await tool.promptText();
      expect(prompt).toContain('- Sleep: at 10.5 m across and 6.0 m down, 3.5 × 3.0 m, 10.5 m²');
      expect(prompt).toContain('- Dining–Sleep: 64 % adjacent, privacy 0.40 vs 0.90');
    });

    await test.step('the X and Y inputs move a zone, clamped so the zone stays wholly inside the plan', async () => {
      await reset(tool);
      await tool.control('Living X').fill('0');
      await tool.control('Living Y').fill('0');
      await tool.control('Living Y').blur();
      // Living centre (80, 60): L–D √(200² + 30²) = 202.2 → 49.4; L–W √(200² + 190²) = 275.9 → 31.0;
      // L–S √(370² + 120²) = 389.0 → 2.8.
      await expectAdjacency(tool, [49, 31, 3, 60, 52, 54]);
      expect(await tool.promptText()).toContain('- Living: at 0.0 m across and 0.0 m down, 4.0 × 3.0 m, 12.0 m²');

      await tool.control('Work X').fill('9999');
      await tool.control('Work X').blur();
      await tool.control('Work Y').fill('-50');
      await tool.control('Work Y').blur();
      // The field's bound is the contract's 520; the 120 px wide zone then stops at 560 − 120 = 440.
      await expect(tool.control('Work X')).toHaveValue('440');
      await expect(tool.control('Work Y')).toHaveValue('0');
      // Work centre (500, 50): L–W √(420² + 10²) > 400 → 0; D–W √(220² + 40²) = 223.6 → 44.1;
      // W–S √(50² + 130²) = 139.3 → 65.2.
      await expectAdjacency(tool, [49, 0, 3, 44, 52, 65]);
    });

    await test.step('the keyboard moves a zone: arrows by 1, Shift by 10, clamped the same way', async () => {
      await reset(tool);
      const work = tool.main.getByRole('button', { name: 'Work', exact: true });
      await work.focus();
      await page.keyboard.press('ArrowLeft');
      await expect(tool.control('Work X')).toHaveValue('219');
      await page.keyboard.press('Shift+ArrowUp');
      await expect(tool.control('Work Y')).toHaveValue('190');
      for (let i = 0; i < 32; i += 1) await page.keyboard.press('Shift+ArrowRight');
      await expect(tool.control('Work X')).toHaveValue('440');
      await expect(work).toBeFocused();
      for (const name of ['Living', 'Dining', 'Sleep']) await expect(tool.main.getByRole('button', { name, exact: true })).toBeVisible();
    });

    await test.step('Ctrl+Z undoes a held arrow key as one step, then a slider\'s press; ⌘+Shift+Z redoes', async () => {
      await reset(tool);
      const work = tool.main.getByRole('button', { name: 'Work', exact: true });
      await work.focus();
      // Held down: one press, then four repeats.
      for (let i = 0; i < 5; i += 1) await page.keyboard.down('ArrowLeft');
      await page.keyboard.up('ArrowLeft');
      await expect(tool.control('Work X')).toHaveValue('215');
      // A new press on a slider is a step of its own; the undo keys still work while it has the focus.
      await tool.slider('Sleep privacy').focus();
      await page.keyboard.press('ArrowLeft');
      await expect(tool.slider('Sleep privacy')).toHaveValue('0.89');
      await page.keyboard.press('Control+z');
      await expect(tool.slider('Sleep privacy')).toHaveValue('0.9');
      await expect(tool.control('Work X')).toHaveValue('215');
      await expect(tool.undoStatus()).toHaveText('Undone: Sleep privacy');
      await page.keyboard.press('Control+z');
      await expect(tool.control('Work X')).toHaveValue('220');
      await expectAdjacency(tool, [60, 45, 15, 60, 52, 54]);
      await page.keyboard.press('Meta+Shift+Z');
      await expect(tool.control('Work X')).toHaveValue('215');
      await expect(tool.undoStatus()).toHaveText('Redone: Work X');
    });

    await test.step('privacy sliders change the conflicts, and Reset restores the defaults', async () => {
      await reset(tool);
      await tool.setSlider('Sleep privacy', 0.5);
      await expect(tool.visual.locator('[data-conflicts]')).toHaveAttribute('data-conflicts', '0');
      expect(await tool.promptText()).toContain('Sleep 0.50 (moderate)');
      // Living 0.2 next to Dining at 60 %: raising Dining to 0.6 makes a 0.4 gap.
      await tool.setSlider('Dining privacy', 0.6);
      await expect(tool.visual.locator('[data-conflicts]')).toHaveAttribute('data-conflicts', '1');
      expect(await tool.promptText()).toContain('- Living–Dining: 60 % adjacent, privacy 0.20 vs 0.60');

      await tool.control('Living X').fill('0');
      await tool.control('Living X').blur();
      await reset(tool);
      await expect(tool.control('Living X')).toHaveValue('40');
      await expect(tool.slider('Sleep privacy')).toHaveValue('0.9');
      await expect(tool.slider('Dining privacy')).toHaveValue('0.4');
      await expectAdjacency(tool, [60, 45, 15, 60, 52, 54]);
      await expect(tool.visual.locator('[data-conflicts]')).toHaveAttribute('data-conflicts', '1');
    });
  });
});
