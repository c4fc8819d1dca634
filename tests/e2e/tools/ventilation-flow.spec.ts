import type { Page } from '@playwright/test';
import { expect, freezeClockAt, SALE_WEEK_WEDNESDAY, test } from '../support/fixtures';
import { expectHoldsStill, expectMoving, expectPlaysWhenAsked, expectSceneSize, layerPixels, openSceneTool } from '../support/scene2d';
import type { ToolPage } from '../support/tool';

const open = (page: Page, options?: { runClock?: boolean }) => openSceneTool(page, 'ventilation-flow', 'Ventilation Prompt', options);

/** The stage's layers: 0 the floor and grid, 1 the particles, 2 the walls, openings and labels. */
const particlePixels = (page: Page) => layerPixels(page, 1);
const wallPixels = (page: Page) => layerPixels(page, 2);

/**
 * Air changes per hour by hand, as the engine's 'How it's calculated' states it: openings in
 * series A = 1/√(1/A_in² + 1/A_out²), Δp = pressure · 10 Pa, v = √(2Δp/1.2), Q = 0.61 · A · v · f
 * (f = 1 cross, 0.25 single), ACH = Q · 3600 / (5.6 · 3.6 · 2.7).
 */
const ach = (inlet: number, outlet: number, pressure: number, factor: number) => {
  const area = 1 / Math.sqrt(1 / inlet ** 2 + 1 / outlet ** 2);
  const speed = Math.sqrt((2 * pressure * 10) / 1.2);
  return ((0.61 * area * speed * factor * 3600) / (5.6 * 3.6 * 2.7)).toFixed(1);
};

/** The shell's Reset: back to the defaults, for a step that starts from them. */
const reset = (tool: ToolPage) => tool.main.getByRole('button', { name: 'Reset', exact: true }).click();

test.describe('ventilation-flow', () => {
  // One visit: each step is one of the former tests; Reset brings back the defaults where a step needs them.
  test('controls, particles, plan, air changes and prompt', async ({ page }) => {
    const tool = await open(page);

    await test.step('defaults: Cross, 0.5 m² openings, pressure 0.5; 130 particles on a 560×360 plan', async () => {
      await expect(tool.control('Mode')).toHaveValue('cross');
      await expect(tool.control('Mode').locator('option')).toHaveText(['Cross', 'Single']);
      for (const name of ['Inlet', 'Outlet']) {
        await expect(tool.slider(name)).toHaveAttribute('min', '0.1');
        await expect(tool.slider(name)).toHaveAttribute('max', '1');
        await expect(tool.slider(name)).toHaveValue('0.5');
      }
      await expect(tool.slider('Pressure')).toHaveAttribute('min', '0');
      await expect(tool.slider('Pressure')).toHaveAttribute('max', '1');
      await expect(tool.slider('Pressure')).toHaveValue('0.5');
      await expect(tool.output('Particles')).toHaveText('130');
      // 0.61 · 0.3536 m² · 2.887 m/s = 0.6226 m³/s → 41.2 air changes an hour in 54.432 m³.
      expect(ach(0.5, 0.5, 0.5, 1)).toBe('41.2');
      await expect(tool.output('Air changes per hour')).toHaveText('41.2');
      await expectSceneSize(tool, 560, 360);
    });

    await test.step('particles move between frames', async () => {
      await expectMoving(() => particlePixels(page));
    });

    await test.step('Cross puts the openings on opposite walls, Single on one wall: the plan changes', async () => {
      await expect(tool.visual).toContainText('Cross ventilation in plan: a 0.50 m² inlet on the left wall and a 0.50 m² outlet on the opposite wall');
      const cross = await wallPixels(page);
      await tool.control('Mode').selectOption('single');
      await expect(tool.visual).toContainText('Single-sided ventilation in plan: a 0.50 m² inlet and, below it, a 0.50 m² outlet on the same wall');
      await expect.poll(() => wallPixels(page)).not.toBe(cross);
      const single = await wallPixels(page);
      // A bigger inlet is a wider opening.
      await tool.setSlider('Inlet', 1);
      await expect.poll(() => wallPixels(page)).not.toBe(single);
      await tool.control('Mode').selectOption('cross');
      await tool.setSlider('Inlet', 0.5);
      await expect.poll(() => wallPixels(page)).toBe(cross);
    });

    await test.step('air changes per hour follow the orifice equation exactly, a quarter single-sided', async () => {
      await tool.setSlider('Inlet', 0.8);
      await tool.setSlider('Outlet', 0.4);
      await tool.setSlider('Pressure', 0.3);
      // A = 0.32/√0.8 = 0.3578 m², v = √5 m/s: Q = 0.61 · 0.8 = 0.488 m³/s → 1756.8/54.432 = 32.3.
      expect(ach(0.8, 0.4, 0.3, 1)).toBe('32.3');
      await expect(tool.output('Air changes per hour')).toHaveText('32.3');
      let prompt = await tool.promptText();
      expect(prompt).toContain('inlet of 0.80 m² on one wall and an outlet of 0.40 m² on the opposite wall');
      expect(prompt).toContain('- Airflow: 488 L/s');
      expect(prompt).toContain('- Air changes per hour: 32.3');

      await tool.control('Mode').selectOption('single');
      expect(ach(0.8, 0.4, 0.3, 0.25)).toBe('8.1');
      await expect(tool.output('Air changes per hour')).toHaveText('8.1');
      prompt = await tool.promptText();
      expect(prompt).toContain('Single-sided ventilation: an inlet of 0.80 m² and an outlet of 0.40 m² on the same wall');
      expect(prompt).toContain('- Air changes per hour: 8.1');

      // No wind, no air change (no stack effect is modelled).
      await tool.setSlider('Pressure', 0);
      await expect(tool.output('Air changes per hour')).toHaveText('0.0');
    });

    await test.step('Reset restores the defaults', async () => {
      await tool.control('Mode').selectOption('single');
      await tool.setSlider('Pressure', 0.9);
      await reset(tool);
      await expect(tool.control('Mode')).toHaveValue('cross');
      await expect(tool.slider('Pressure')).toHaveValue('0.5');
      await expect(tool.output('Air changes per hour')).toHaveText('41.2');
    });

    await test.step('the sliders clamp to their bounds', async () => {
      await tool.setSlider('Inlet', 5);
      await expect(tool.slider('Inlet')).toHaveValue('1');
      await tool.setSlider('Outlet', 0);
      await expect(tool.slider('Outlet')).toHaveValue('0.1');
      await tool.setSlider('Pressure', -2);
      await expect(tool.slider('Pressure')).toHaveValue('0');
      await tool.setSlider('Pressure', 1);
      // A = 0.1/√1.01 m², v = √(20/1.2) m/s.
      await expect(tool.output('Air changes per hour')).toHaveText(ach(1, 0.1, 1, 1));
    });
  });
});

test.describe('ventilation-flow under reduced motion', () => {
  test.use({ colorScheme: 'light', reducedMotion: 'reduce' });

  test('stands still with a Play button, shows a new setting still, and plays when asked', async ({ page }) => {
    // A paused clock: frames run only when the test advances time.
    await freezeClockAt(page, SALE_WEEK_WEDNESDAY);
    const tool = await open(page, { runClock: true });
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    const still = await expectHoldsStill(page, () => particlePixels(page));
    // A new mode shows its pattern settled, and stays still.
    await tool.control('Mode').selectOption('single');
    const single = await expectHoldsStill(page, () => particlePixels(page));
    expect(single).not.toBe(still);
    await expectPlaysWhenAsked(page, () => particlePixels(page), single);
  });
});
