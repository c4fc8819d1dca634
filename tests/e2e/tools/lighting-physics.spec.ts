import type { Page } from '@playwright/test';
import { compute, defaults } from '../../../engine/tools/lighting-physics';
import { formatNumber } from '../../../engine/math/format';
import { expect, test } from '../support/fixtures';
import { illegibleDrawingText } from '../support/layout';
import { ToolPage } from '../support/tool';

const open = async (page: Page) => {
  const tool = new ToolPage(page, 'lighting-physics', 'Lighting Prompt');
  await tool.open();
  return tool;
};

/** The shell's Reset: back to the defaults, for a step that starts from them. */
const reset = (tool: ToolPage) => tool.main.getByRole('button', { name: 'Reset', exact: true }).click();

test.describe('lighting-physics', () => {
  // One visit: each step is one of the former tests; Reset brings back the defaults where a step needs them.
  test('controls, results, section and prompt', async ({ page }) => {
    const tool = await open(page);

    await test.step('controls have the spec bounds, steps and defaults', async () => {
      const expected = [
        ['Intensity', '100', '4000', '50', '800'],
        ['Distance', '1', '10', '0.1', '3'],
        ['Beam angle', '10', '120', '1', '60'],
        ['Reflectance', '0', '1', '0.01', '0.5'],
      ] as const;
      for (const [name, min, max, step, value] of expected) {
        const slider = tool.slider(name);
        await expect(slider).toHaveAttribute('min', min);
        await expect(slider).toHaveAttribute('max', max);
        await expect(slider).toHaveAttribute('step', step);
        await expect(slider).toHaveValue(value);
      }
    });

    await test.step('defaults: 800 cd at 3 m, 60°, reflectance 0.5 give 100 lux, a 3.46 m spot, Below target', async () => {
      // Direct 800 / 3² = 88.9 lux; reflectance 0.5 adds 25 % × 0.5 of it: 88.9 × 1.125 = 100 lux.
      await expect(tool.output('Illuminance')).toHaveText('100 lux');
      // 2 × 3 × tan(30°) = 3.464 m.
      await expect(tool.output('Spot diameter')).toHaveText('3.46 m');
      await expect(tool.output('Status')).toHaveText('Below target');
      const section = tool.visual.getByRole('img', { name: /^Section: fitting of 800 cd, 3\.0 m above/ });
      await expect(section).toContainText('spot Ø 3.46 m');
      await expect(section).toContainText('d 3.0 m');
      await expect(section).toContainText('60°');
      await expect(tool.visual.getByRole('img', { name: /^Illuminance scale 0–2000 lux: 100 lux, below target/ })).toBeVisible();
    });

    await test.step('the work plane: uniformity, the cosine-cubed fall-off and the task, met at its limit', async () => {
      // Defaults: U0 = cos 30°·(1 + cos 30°)/2 = 0.808; edge 800 × cos³ 30° / 9 × 1.125 = 65 lux; average 80 lux.
      await expect(tool.output('Uniformity')).toHaveText('0.81');
      await expect(tool.control('Task').locator('option:checked')).toHaveText('Office work, reading (500 lux)');
      const plane = tool.visual.getByRole('img', { name: /^Illuminance across the work plane/ });
      await expect(plane).toHaveAccessibleName(/100 lux on axis falling to 65 lux at the beam's edge, 1\.73 m out; average 80 lux, uniformity 0\.81; Office work, reading \(500 lux\): not met/);
      await expect(plane).toContainText('65 lux at the edge');

      await tool.control('Task').selectOption({ label: 'Corridor (100 lux)' });
      // 1000 cd: average 2 × 1.125 × 1000 × (1 − cos 30°) / 3 = 100.48 → 100 lux, exactly the corridor's 100: met.
      await tool.setSlider('Intensity', 1000);
      const met = compute({ ...defaults, intensityCd: 1000, task: 'corridor' });
      expect(met.taskMet).toBe(true);
      await expect(plane).toHaveAccessibleName(new RegExp(`average ${formatNumber(met.averageLux, 0)} lux, uniformity 0\\.81; Corridor \\(100 lux\\): met$`));
      await expect(plane).toContainText('Corridor (100 lux): met');
      expect(await tool.promptText()).toContain('a corridor, maintained illuminance 100 lux (EN 12464-1, circulation areas and corridors): met by the average of 100 lux');
      // 950 cd: 95 lux, not met.
      await tool.setSlider('Intensity', 950);
      await expect(plane).toContainText('Corridor (100 lux): not met');

      // U0 depends on the beam alone: 120° gives 0.5 × 1.5 / 2 = 0.375 → 0.38; 10°, 0.994 → 0.99.
      await tool.setSlider('Beam angle', 120);
      await expect(tool.output('Uniformity')).toHaveText('0.38');
      await tool.setSlider('Beam angle', 10);
      await expect(tool.output('Uniformity')).toHaveText(formatNumber(compute({ ...defaults, beamAngleDeg: 10 }).uniformity, 2));
      await expect(tool.output('Uniformity')).toHaveText('0.99');
      await reset(tool);
    });

    await test.step('labels are 11 px or more, inside the drawings and apart, at 1280 px and at 375 px', async () => {
      await expect.poll(() => illegibleDrawingText(tool.visual, 10)).toEqual([]);
      await page.setViewportSize({ width: 375, height: 800 });
      await expect.poll(() => illegibleDrawingText(tool.visual)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step('the beam angle widens the cone and its dimension', async () => {
      const section = tool.visual.getByRole('img', { name: /^Section/ });
      const before = await section.innerHTML();
      await tool.setSlider('Beam angle', 90);
      // 2 × 3 × tan(45°) = 6.00 m.
      await expect(tool.output('Spot diameter')).toHaveText('6.00 m');
      await expect(section).toContainText('spot Ø 6.00 m');
      await expect(section).toContainText('90°');
      expect(await section.innerHTML()).not.toBe(before);
      expect(await tool.promptText()).toContain('90° beam');
      await expect(tool.visual).toContainText('6.00 m across');
      await tool.expectNoBadNumbers();
    });

    await test.step('reflectance 0 adds nothing: direct light only', async () => {
      await reset(tool);
      await tool.setSlider('Reflectance', 0);
      // 800 / 9 = 88.9 → 89 lux.
      await expect(tool.output('Illuminance')).toHaveText('89 lux');
      await expect(tool.visual).toContainText('reflectance 0.00');
    });

    await test.step('a stronger fitting is On target; a closer one is Above target; the cap is 2000 lux', async () => {
      await reset(tool);
      const scale = tool.visual.getByRole('img', { name: /^Illuminance scale/ });

      await tool.setSlider('Intensity', 3200);
      // 3200 / 9 × 1.125 = 400 lux.
      await expect(tool.output('Illuminance')).toHaveText('400 lux');
      await expect(tool.output('Status')).toHaveText('On target');
      await expect(scale).toHaveAccessibleName(/400 lux, on target/);
      let prompt = await tool.promptText();
      expect(prompt).toContain('3200 cd');
      expect(prompt).toContain('400 lux, within the 300–500 lux target');

      await tool.setSlider('Distance', 2);
      // 3200 / 4 × 1.125 = 900 lux.
      await expect(tool.output('Illuminance')).toHaveText('900 lux');
      await expect(tool.output('Status')).toHaveText('Above target');
      // 2 × 2 × tan(30°) = 2.31 m.
      await expect(tool.output('Spot diameter')).toHaveText('2.31 m');
      prompt = await tool.promptText();
      expect(prompt).toContain('2.0 m from the lit surface');
      expect(prompt).toContain('900 lux, above the 300–500 lux target');

      await tool.setSlider('Intensity', 4000);
      await tool.setSlider('Distance', 1);
      // 4000 / 1 = 4000 lux, capped at 2000.
      await expect(tool.output('Illuminance')).toHaveText('2000 lux');
      await expect(tool.output('Status')).toHaveText('Above target');
    });

    await test.step('illuminance never exceeds 2000 lux across the sliders', async () => {
      // Two settings here, through the sliders; the others of the table are in the engine's tests
      // (engine/tools/lighting-physics/lighting-physics.test.ts).
      await tool.setSlider('Reflectance', 1);
      for (const [intensity, distance] of [[4000, 1], [1950, 1]] as const) {
        await tool.setSlider('Intensity', intensity);
        await tool.setSlider('Distance', distance);
        const lux = Number((await tool.output('Illuminance').textContent())?.replace(' lux', ''));
        expect(lux).toBeLessThanOrEqual(2000);
        expect(lux).toBeGreaterThan(0);
      }
    });
  });
});
