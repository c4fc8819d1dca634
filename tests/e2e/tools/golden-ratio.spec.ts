import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { drag, expectSceneSize, layerPixels, openSceneTool, sceneBox } from '../support/scene2d';
import type { ToolPage } from '../support/tool';

// The canvas is a golden rectangle: height = width / 1.618 (320 → 197.775 px). The element is a
// square 15 % of the width (48 px at 320), placed by its centre and kept wholly inside:
// centre x in [24, 296], y in [24, 173.775] at 320 px.

const open = (page: Page) => openSceneTool(page, 'golden-ratio', 'Composition Prompt');

/** The static layer's pixels (spiral, φ grid, frame): the first canvas of the stage. */
const staticPixels = (page: Page) => layerPixels(page, 0);

/** The shell's Reset: a 320 px canvas, the element centred and the grid shown, for a step that starts from there. */
const reset = (tool: ToolPage) => tool.main.getByRole('button', { name: 'Reset', exact: true }).click();

test.describe('golden-ratio', () => {
  // One visit: each step is one of the former tests; Reset brings back the defaults where a step needs them.
  test('canvas, element, snapping, grid and prompt', async ({ page }) => {
    const tool = await open(page);

    await test.step('defaults: a 320 px golden rectangle, the element centred, 6 spiral squares and the φ grid shown', async () => {
      await expect(tool.slider('Canvas size')).toHaveValue('320');
      await expect(tool.slider('Canvas size')).toHaveAttribute('min', '240');
      await expect(tool.slider('Canvas size')).toHaveAttribute('max', '560');
      await expect(tool.control('Element X')).toHaveValue('160.0');
      // 320 / 1.618 / 2 = 98.89
      await expect(tool.control('Element Y')).toHaveValue('98.9');
      await expect(tool.output('Horizontal position')).toHaveText('50.0 %');
      await expect(tool.output('Vertical position')).toHaveText('50.0 %');
      await expectSceneSize(tool, 320, 198);
      await expect(tool.visual.locator('[data-spiral-squares]')).toHaveAttribute('data-spiral-squares', '6');
      await expect(tool.visual.locator('[data-grid-lines]')).toHaveAttribute('data-grid-lines', '4');
      await expect(tool.main.getByRole('button', { name: 'Hide grid', exact: true })).toBeVisible();
    });

    await test.step('the grid toggle is named for what it does and hides the φ lines; Reset restores everything', async () => {
      const withGrid = await staticPixels(page);
      await tool.main.getByRole('button', { name: 'Hide grid', exact: true }).click();
      await expect(tool.main.getByRole('button', { name: 'Show grid', exact: true })).toBeVisible();
      await expect(tool.main.getByRole('button', { name: 'Hide grid', exact: true })).toHaveCount(0);
      await expect(tool.visual.locator('[data-grid-lines]')).toHaveAttribute('data-grid-lines', '0');
      await expect.poll(() => staticPixels(page)).not.toBe(withGrid);
      // The spiral stays.
      await expect(tool.visual.locator('[data-spiral-squares]')).toHaveAttribute('data-spiral-squares', '6');

      await tool.main.getByRole('button', { name: 'Show grid', exact: true }).click();
      await expect(tool.visual.locator('[data-grid-lines]')).toHaveAttribute('data-grid-lines', '4');
      await expect.poll(() => staticPixels(page)).toBe(withGrid);

      await tool.main.getByRole('button', { name: 'Hide grid', exact: true }).click();
      await tool.main.getByRole('button', { name: 'Snap to φ', exact: true }).click();
      await reset(tool);
      await expect(tool.control('Element X')).toHaveValue('160.0');
      await expect(tool.output('Horizontal position')).toHaveText('50.0 %');
      await expect(tool.main.getByRole('button', { name: 'Hide grid', exact: true })).toBeVisible();
    });

    await test.step('Ctrl+Z undoes Snap to φ and the grid toggle one click at a time; Ctrl+Y redoes', async () => {
      await reset(tool);
      await tool.main.getByRole('button', { name: 'Snap to φ', exact: true }).click();
      await expect(tool.control('Element X')).toHaveValue('197.8');
      await tool.main.getByRole('button', { name: 'Hide grid', exact: true }).click();
      await expect(tool.main.getByRole('button', { name: 'Show grid', exact: true })).toBeVisible();
      await page.keyboard.press('Control+z');
      await expect(tool.main.getByRole('button', { name: 'Hide grid', exact: true })).toBeVisible();
      await expect(tool.control('Element X')).toHaveValue('197.8');
      await page.keyboard.press('Control+z');
      await expect(tool.control('Element X')).toHaveValue('160.0');
      await expect(tool.output('Horizontal position')).toHaveText('50.0 %');
      await expect(tool.undoStatus()).toHaveText('Undone: Element X, Element Y');
      await page.keyboard.press('Control+y');
      await expect(tool.control('Element X')).toHaveValue('197.8');
      await expect(tool.output('Horizontal position')).toHaveText('61.8 %');
      await reset(tool);
    });

    await test.step('Snap to φ puts the centre at 61.8 % of the width and the height', async () => {
      await tool.main.getByRole('button', { name: 'Snap to φ', exact: true }).click();
      // 320 × 0.618 = 197.76; 197.775 × 0.618 = 122.22
      await expect(tool.control('Element X')).toHaveValue('197.8');
      await expect(tool.control('Element Y')).toHaveValue('122.2');
      await expect(tool.output('Horizontal position')).toHaveText('61.8 %');
      await expect(tool.output('Vertical position')).toHaveText('61.8 %');
      const prompt = await tool.promptText();
      expect(prompt).toContain('centred at 61.8 % of the width and 61.8 % of the height');
      expect(prompt).toContain('It sits on the φ intersection at 61.8 % / 61.8 %');

      // On a 560 px canvas too: 560 × 0.618 = 346.08; 560 / 1.618 × 0.618 = 213.89.
      await tool.setSlider('Canvas size', 560);
      await tool.main.getByRole('button', { name: 'Snap to φ', exact: true }).click();
      await expect(tool.control('Element X')).toHaveValue('346.1');
      await expect(tool.control('Element Y')).toHaveValue('213.9');
      await expect(tool.output('Horizontal position')).toHaveText('61.8 %');
    });

    await test.step('the X and Y inputs are clamped, and changing the canvas size keeps the element inside at the same place', async () => {
      await reset(tool);
      await tool.control('Element X').fill('9999');
      await tool.control('Element X').blur();
      await tool.control('Element Y').fill('9999');
      await tool.control('Element Y').blur();
      // 320 − 24 = 296; 197.775 − 24 = 173.775
      await expect(tool.control('Element X')).toHaveValue('296.0');
      await expect(tool.control('Element Y')).toHaveValue('173.8');
      await expect(tool.output('Horizontal position')).toHaveText('92.5 %');
      await expect(tool.output('Vertical position')).toHaveText('87.9 %');

      // 560 px: the centre scales by 560/320 to 518 = 560 − 42 and 304.1 = 346.1 − 42, still touching the corner.
      await tool.setSlider('Canvas size', 560);
      await expect(tool.control('Element X')).toHaveValue('518.0');
      await expect(tool.control('Element Y')).toHaveValue('304.1');
      await expect(tool.output('Horizontal position')).toHaveText('92.5 %');
      await expect(tool.output('Vertical position')).toHaveText('87.9 %');
      await expectSceneSize(tool, 560, 346);

      // 240 px: 240 − 18 = 222 and 148.3 − 18 = 130.3.
      await tool.setSlider('Canvas size', 240);
      await expect(tool.control('Element X')).toHaveValue('222.0');
      await expect(tool.control('Element Y')).toHaveValue('130.3');

      await tool.control('Element X').fill('-40');
      await tool.control('Element X').blur();
      await expect(tool.control('Element X')).toHaveValue('18.0');
      await expect(tool.output('Horizontal position')).toHaveText('7.5 %');
    });

    await test.step('dragging the element with the pointer moves its centre, clamped wholly inside', async () => {
      await reset(tool);
      await expectSceneSize(tool, 320, 198);
      const origin = await sceneBox(tool);
      // Grab the element at its centre (160, 98.9) and move it by (+50, +50).
      await drag(page, origin, [[160, 99], [185, 124], [210, 149]], 5);
      await expect(tool.control('Element X')).toHaveValue('210.0');
      await expect(tool.control('Element Y')).toHaveValue('148.9');
      // 210 / 320 = 65.6 %; 148.9 / 197.775 = 75.3 %
      await expect(tool.output('Horizontal position')).toHaveText('65.6 %');
      await expect(tool.output('Vertical position')).toHaveText('75.3 %');
      expect(await tool.promptText()).toContain('centred at 65.6 % of the width and 75.3 % of the height');

      // Far past the bottom-right corner: the centre stops at (296, 173.8).
      await drag(page, origin, [[210, 149], [900, 900]], 8);
      await expect(tool.control('Element X')).toHaveValue('296.0');
      await expect(tool.control('Element Y')).toHaveValue('173.8');

      // And past the top-left corner: (24, 24), so 7.5 % and 24 / 197.775 = 12.1 %.
      await drag(page, origin, [[296, 174], [-300, -300]], 8);
      await expect(tool.control('Element X')).toHaveValue('24.0');
      await expect(tool.control('Element Y')).toHaveValue('24.0');
      await expect(tool.output('Horizontal position')).toHaveText('7.5 %');
      await expect(tool.output('Vertical position')).toHaveText('12.1 %');
    });

    await test.step('the keyboard moves the element: arrows by 1, Shift by 10, clamped the same way', async () => {
      await reset(tool);
      const element = tool.main.getByRole('button', { name: 'Element', exact: true });
      await element.focus();
      await page.keyboard.press('ArrowRight');
      await expect(tool.control('Element X')).toHaveValue('161.0');
      await page.keyboard.press('Shift+ArrowDown');
      await expect(tool.control('Element Y')).toHaveValue('108.9');
      for (let i = 0; i < 20; i += 1) await page.keyboard.press('Shift+ArrowLeft');
      await expect(tool.control('Element X')).toHaveValue('24.0');
      await expect(tool.output('Horizontal position')).toHaveText('7.5 %');
      await expect(element).toBeFocused();
    });

    await test.step('Canvas size shows at every screen width: a px ruler as wide as the canvas, and its scale when it must shrink', async () => {
      await reset(tool);
      const ruler = tool.visual.getByRole('img', { name: /^Ruler/ });
      const note = tool.visual.getByText(/^Canvas \d+ × \d+ px, drawn at/);
      // The same words at every scale, so the note never takes another line when the scale is known.
      const AT_FULL_SIZE = ' (at 100 %, 1 canvas px = 1 screen px)';
      /** The ruler's box must start and end where the drawn canvas does. */
      const expectRulerOverScene = async () => {
        const scene = await sceneBox(tool);
        await expect.poll(async () => {
          const box = await ruler.boundingBox();
          return box ? [Math.round(box.x), Math.round(box.width)] : null;
        }).toEqual([Math.round(scene.x), Math.round(scene.width)]);
      };

      // Desktop: true size, 1 canvas px = 1 screen px.
      await tool.setSlider('Canvas size', 240);
      await expect(ruler).toHaveAttribute('aria-label', 'Ruler: the canvas is 240 px wide');
      await expect(ruler).toContainText('240 px');
      await expect(note).toHaveText(`Canvas 240 × 148 px, drawn at 100 % of its size${AT_FULL_SIZE}`);
      await expectSceneSize(tool, 240, 148);
      await expectRulerOverScene();
      await tool.setSlider('Canvas size', 560);
      await expect(ruler).toContainText('560 px');
      await expectSceneSize(tool, 560, 346);
      await expectRulerOverScene();

      // A 375 px phone: 560 and 400 px both fill the width, and still read differently (ruler, scale).
      await page.setViewportSize({ width: 375, height: 800 });
      const width = async () => Math.round((await sceneBox(tool)).width);
      await expect.poll(width).toBeLessThan(375);
      const fitted = await width();
      // 560 × 346: drawn at floor(fitted / 560 × 100) %.
      await expect(note).toHaveText(`Canvas 560 × 346 px, drawn at ${Math.floor((fitted / 560) * 100)} % of its size${AT_FULL_SIZE}`);
      await expectRulerOverScene();
      const ruler560 = await ruler.screenshot();
      await tool.setSlider('Canvas size', 400);
      await expect(note).toHaveText(`Canvas 400 × 247 px, drawn at ${Math.floor((fitted / 400) * 100)} % of its size${AT_FULL_SIZE}`);
      await expect(ruler).toContainText('400 px');
      expect((await ruler.screenshot()).equals(ruler560)).toBe(false);
      // 240 px fits the phone: true size again.
      await tool.setSlider('Canvas size', 240);
      await expectSceneSize(tool, 240, 148);
      await expect(note).toHaveText(`Canvas 240 × 148 px, drawn at 100 % of its size${AT_FULL_SIZE}`);
      await page.setViewportSize({ width: 1280, height: 800 });
    });
  });
});
