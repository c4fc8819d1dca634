import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { canvasPixels, dragView, expectDrawn, expectRedrawn, expectSettled, SCENE3D_TEST_TIMEOUT_MS, scene3dCanvas, showScene3d } from '../support/scene3d';
import { ToolPage } from '../support/tool';

// The 3D view is on screen in every test here.
test.describe.configure({ timeout: SCENE3D_TEST_TIMEOUT_MS });

const open = async (page: Page) => {
  const tool = new ToolPage(page, 'surface-reflection', 'Surface Prompt');
  await tool.open();
  // The 3D view mounts once it comes on screen.
  await showScene3d(page);
  return tool;
};

/** The shell's Reset: back to the defaults, for a step that starts from them. */
const reset = (tool: ToolPage) => tool.main.getByRole('button', { name: 'Reset', exact: true }).click();

test.describe('surface-reflection', () => {
  // One visit (the 3D view's first frame is the dear part): each step is one of the former tests;
  // Reset brings back the defaults where a step needs them.
  test('controls, reflectance, 3D sample, prompt and explanation', async ({ page }) => {
    const tool = await open(page);

    await test.step('controls have the spec bounds and defaults; defaults reflect 2.9 %', async () => {
      const expected: [string, string, string, string, string][] = [
        ['Roughness', '0', '1', '0.01', '0.35'],
        ['Metallic', '0', '1', '0.01', '0'],
        ['Refractive index', '1', '2.2', '0.01', '1.4'],
        ['Subsurface', '0', '1', '0.01', '0.2'],
        ['Light angle', '0', '180', '1', '45'],
        ['Intensity', '0', '1', '0.01', '0.8'],
      ];
      for (const [name, min, max, step, value] of expected) {
        const slider = tool.slider(name);
        await expect(slider).toHaveAttribute('min', min);
        await expect(slider).toHaveAttribute('max', max);
        await expect(slider).toHaveAttribute('step', step);
        await expect(slider).toHaveValue(value);
      }
      // F0 = (0.4/2.4)² = 2.78 %, 45° incidence, F90 = 0.65: 2.9 %.
      await expect(tool.output('Fresnel reflectance')).toHaveText('2.9 %');
      await tool.expectNoBadNumbers();
    });

    await test.step('explains how it is calculated', async () => {
      const explain = tool.main.getByRole('region', { name: 'How it’s calculated' });
      await expect(explain).toContainText('((n − 1)/(n + 1))²');
      await expect(explain).toContainText('|90° − light angle|');
    });

    await test.step('the prompt describes the surface, the light and the reflectance', async () => {
      expect(await tool.promptText()).toContain('Fresnel reflectance at that angle: 2.9 %');
      await tool.setSlider('Roughness', 0.05);
      await tool.setSlider('Metallic', 1);
      await tool.setSlider('Subsurface', 0);
      await tool.setSlider('Light angle', 30);
      await expect(tool.prompt).toContainText('mirror-polished finish (roughness 0.05)');
      const prompt = await tool.promptText();
      expect(prompt).toContain('bare metal (metallic 1.00)');
      expect(prompt).toContain('opaque');
      expect(prompt).toContain('30° above the surface (60° from the normal)');
      const file = await tool.download();
      expect(file.name).toBe('surface-reflection-prompt.txt');
      expect(file.text).toBe(prompt);
    });

    await test.step('the 3D sample draws non-blank pixels that change with the sliders', async () => {
      await reset(tool);
      const canvas = scene3dCanvas(page);
      const first = await expectDrawn(canvas);
      await tool.setSlider('Metallic', 1);
      await tool.setSlider('Roughness', 0.05);
      const metal = await expectRedrawn(canvas, first);
      await tool.setSlider('Light angle', 150);
      await expectRedrawn(canvas, metal);
      await expect(page.locator('[data-scene3d]')).toHaveAttribute('data-scene3d', 'ok');
    });

    await test.step('a drag turns the sample, so do the arrow keys on the focused view, and Reset view brings back the opening view', async () => {
      const canvas = scene3dCanvas(page);
      const opening = await expectSettled(canvas);
      await dragView(canvas, 140, 0);
      const turned = await expectSettled(canvas, opening);
      await tool.visual.getByRole('button', { name: /^Sample view/ }).focus();
      await page.keyboard.press('ArrowDown');
      await expectSettled(canvas, turned);
      await tool.visual.getByRole('button', { name: 'Reset view', exact: true }).click();
      await expect.poll(async () => (await canvasPixels(canvas)).url, { message: 'the opening view again' }).toBe(opening);
    });

    await test.step('Fresnel reflectance follows Schlick: 4.0 % head-on at n = 1.5, 7.0 % at 60°, 100.0 % at grazing', async () => {
      await reset(tool);
      await tool.setSlider('Refractive index', 1.5);
      await tool.setSlider('Light angle', 90);
      await expect(tool.output('Fresnel reflectance')).toHaveText('4.0 %');
      await tool.setSlider('Roughness', 0);
      await tool.setSlider('Light angle', 30);
      await expect(tool.output('Fresnel reflectance')).toHaveText('7.0 %');
      await tool.setSlider('Light angle', 180);
      await expect(tool.output('Fresnel reflectance')).toHaveText('100.0 %');
      // A rough surface loses the grazing reflection: F90 = max(1 − 0.6, 4 %) = 40 %.
      await tool.setSlider('Roughness', 0.6);
      await expect(tool.output('Fresnel reflectance')).toHaveText('40.0 %');
      await tool.setSlider('Metallic', 1);
      await tool.setSlider('Light angle', 90);
      await expect(tool.output('Fresnel reflectance')).toHaveText('90.0 %');
      await expect(tool.visual.getByRole('img', { name: /^Fresnel curve/ })).toContainText('90.0 % at 0°');
    });

    await test.step('Present draws the sample taller, filling the screen rather than leaving a strip under it', async () => {
      // A projector's 1024 × 768, where the sample's 16 : 10 at Present's width would leave a strip.
      await page.setViewportSize({ width: 1024, height: 768 });
      const frame = page.locator('[data-scene3d]').first();
      const onPage = (await frame.boundingBox())!;
      expect(onPage.width / onPage.height, 'on the page: 16 : 10').toBeCloseTo(1.6, 1);
      await tool.main.getByRole('button', { name: 'Present' }).click();
      const height = page.viewportSize()!.height;
      // At least 55 % of the screen's height (the 16 : 10 of its width in Present would be less).
      await expect.poll(async () => (await frame.boundingBox())!.height).toBeGreaterThanOrEqual(Math.min(0.55 * height, 720) - 1);
      await page.keyboard.press('Escape');
      await expect(tool.main.getByRole('button', { name: 'Present' })).toHaveAttribute('aria-pressed', 'false');
    });
  });
});
