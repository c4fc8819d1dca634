import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ToolPage } from '../support/tool';

const open = async (page: Page) => {
  const tool = new ToolPage(page, 'texture-pattern', 'Texture Prompt');
  await tool.open();
  return tool;
};

/** The shell's Reset: back to the defaults, for a step that starts from them. */
const reset = (tool: ToolPage) => tool.main.getByRole('button', { name: 'Reset', exact: true }).click();

test.describe('texture-pattern', () => {
  // One visit: each step is one of the former tests; Reset brings back the defaults where a step needs them.
  test('controls, canvas, key and prompt', async ({ page }) => {
    const tool = await open(page);
    const canvas = tool.visual.locator('canvas');
    const pixels = () => canvas.evaluate((el: HTMLCanvasElement) => el.toDataURL());
    /** The default drawing (stripes at 20°), read once the canvas has its size. */
    let stripes = '';

    await test.step('controls: Pattern (Stripes, Checker, Dots), Rotation 0–180 default 20, 0–1 sliders step 0.01', async () => {
      await expect(tool.control('Pattern').locator('option')).toHaveText(['Stripes', 'Checker', 'Dots']);
      await expect(tool.control('Pattern')).toHaveValue('stripes');
      const rotation = tool.slider('Rotation');
      await expect(rotation).toHaveAttribute('min', '0');
      await expect(rotation).toHaveAttribute('max', '180');
      await expect(rotation).toHaveValue('20');
      for (const name of ['Scale', 'Density', 'Contrast']) {
        await expect(tool.slider(name)).toHaveAttribute('min', '0');
        await expect(tool.slider(name)).toHaveAttribute('max', '1');
        await expect(tool.slider(name)).toHaveAttribute('step', '0.01');
      }
      // The spec lists no outputs for this tool.
      await expect(tool.main.locator('output')).toHaveCount(0);
    });

    await test.step('the canvas fills the figure at the screen pixel ratio and is named by its pattern', async () => {
      const named = tool.visual.getByRole('img', { name: /^Stripes pattern rotated 20°/ });
      await expect(named).toBeVisible();
      // Scale 0.5: repeat 12 + 68 × 0.5 = 46 px; density 0.5: stripes 15–85 % → 50 % = 23 px.
      // At the swatch's 1 px = 2 mm: 9.2 cm and 4.6 cm.
      await expect(named).toHaveAccessibleName(/repeat 9\.2 cm, stripe width 4\.6 cm/);
      await expect.poll(() => named.evaluate((el: HTMLCanvasElement) => el.width === Math.round(el.clientWidth * devicePixelRatio) && el.width > 0)).toBe(true);
      const figureWidth = await tool.visual.evaluate((el) => el.clientWidth);
      const canvasWidth = await named.evaluate((el) => el.clientWidth);
      expect(canvasWidth).toBeGreaterThan(figureWidth * 0.8);
    });

    await test.step('changing the pattern and the rotation redraws the pixels', async () => {
      await expect.poll(() => canvas.evaluate((el: HTMLCanvasElement) => el.width)).toBeGreaterThan(300);
      stripes = await pixels();

      await tool.control('Pattern').selectOption('Checker');
      await expect(canvas).toHaveAccessibleName(/^Checker pattern rotated 20°: cell 9\.2 cm/);
      await expect.poll(pixels).not.toBe(stripes);
      const checker = await pixels();

      await tool.setSlider('Rotation', 45);
      await expect(canvas).toHaveAccessibleName(/^Checker pattern rotated 45°/);
      await expect.poll(pixels).not.toBe(checker);
      const turned = await pixels();

      await tool.control('Pattern').selectOption('Dots');
      await expect.poll(pixels).not.toBe(turned);
      // Dots at density 0.5: 20–100 % of the cell → 60 % of 46 = 27.6 px = 5.52 cm.
      await expect(canvas).toHaveAccessibleName(/^Dots pattern rotated 45°: pitch 9\.2 cm, dot diameter 5\.5 cm/);

      const prompt = await tool.promptText();
      expect(prompt).toContain('a polka-dot grid');
      expect(prompt).toContain('rotated 45°');
      expect(prompt).toContain('dots 5.5 cm in diameter (60 % of the pitch) on a square grid with a pitch of 9.2 cm');
    });

    await test.step('scale, density and contrast reach the drawing, key and prompt', async () => {
      await reset(tool);
      await expect.poll(() => canvas.evaluate((el: HTMLCanvasElement) => el.width)).toBeGreaterThan(300);
      // Back to the default drawing before the sliders move.
      await expect.poll(pixels).toBe(stripes);
      const before = stripes;
      await tool.setSlider('Scale', 1);
      await tool.setSlider('Density', 1);
      await tool.setSlider('Contrast', 1);
      // Repeat 80 px = 16 cm; stripes 85 % of it = 68 px = 13.6 cm; full contrast: the ink #2b2b2b.
      await expect(canvas).toHaveAccessibleName(/repeat 16\.0 cm, stripe width 13\.6 cm, #2b2b2b on #f4f1ea/);
      await expect.poll(pixels).not.toBe(before);
      await expect(tool.visual).toContainText('stripe width 13.6 cm, repeat 16.0 cm, turned 20° from vertical; ink #2b2b2b covers 85 %');
      await expect(tool.visual).toContainText('#2b2b2b');
      const prompt = await tool.promptText();
      expect(prompt).toContain('stripes 13.6 cm wide (85 % of the repeat), repeating every 16.0 cm');
      expect(prompt).not.toMatch(/\d\s*px/);
      expect(prompt).toContain('#2b2b2b on a #f4f1ea ground');
      await tool.expectNoBadNumbers();
    });
  });
});
