import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ToolPage } from '../support/tool';

const open = async (page: Page) => {
  const tool = new ToolPage(page, 'window-optimizer', 'Window Prompt');
  await tool.open();
  return tool;
};

/** The shell's Reset: back to the defaults, for a step that starts from them. */
const reset = (tool: ToolPage) => tool.main.getByRole('button', { name: 'Reset', exact: true }).click();

test.describe('window-optimizer', () => {
  // One visit: each step is one of the former tests; Reset brings back the defaults where a step needs them.
  test('controls, sun, daylight, drawings and prompt', async ({ page }) => {
    const tool = await open(page);

    await test.step('controls: the three selects, Time 0–24 h, Width 0.6–2.4 m, Height 0.6–1.8 m', async () => {
      await expect(tool.control('Orientation').locator('option')).toHaveText(['North', 'East', 'South', 'West']);
      await expect(tool.control('Season').locator('option')).toHaveText(['Summer', 'Winter']);
      await expect(tool.control('Glazing').locator('option')).toHaveText(['Clear', 'Low-E', 'Tinted']);
      const expected = [
        ['Time', '0', '24', '0.5', '12'],
        ['Width', '0.6', '2.4', '0.1', '1.2'],
        ['Height', '0.6', '1.8', '0.1', '1.2'],
      ] as const;
      for (const [name, min, max, step, value] of expected) {
        await expect(tool.slider(name)).toHaveAttribute('min', min);
        await expect(tool.slider(name)).toHaveAttribute('max', max);
        await expect(tool.slider(name)).toHaveAttribute('step', step);
        await expect(tool.slider(name)).toHaveValue(value);
      }
    });

    await test.step('the elevation draws the window to scale and the section follows the sun', async () => {
      const elevation = tool.visual.getByRole('img', { name: /^Elevation of the south wall/ });
      await expect(elevation).toContainText('width 1.2 m');
      await expect(elevation).toContainText('1.44 m²');
      const section = tool.visual.getByRole('img', { name: /^Section/ });
      await expect(section).toHaveAccessibleName(/sun 70\.0° through the window/);
      await expect(section).toContainText('70.0°');
      const glassSize = () => elevation.locator('rect[fill]:not([fill^="url"])').first().evaluate((rect) => [Number(rect.getAttribute('width')), Number(rect.getAttribute('height'))]);
      const [w0 = 0, h0 = 0] = await glassSize();

      await tool.setSlider('Width', 2.4);
      await tool.setSlider('Height', 0.6);
      await expect(elevation).toContainText('width 2.4 m');
      await expect(elevation).toContainText('0.6 m');
      await expect(elevation).toContainText('1.44 m²');
      const [w1 = 0, h1 = 0] = await glassSize();
      expect(w1).toBeGreaterThan(w0);
      expect(h1).toBeLessThan(h0);

      // A 0.6 m high window in a 0.3 m wall: the reveal hides a 70° sun (0.3 × tan 70° = 0.82 m > 0.6 m).
      await expect(section).toHaveAccessibleName(/the reveal shades the glass/);
      await tool.control('Orientation').selectOption('North');
      await expect(tool.visual.getByRole('img', { name: /^Elevation of the north wall/ })).toBeVisible();
      await expect(section).toHaveAccessibleName(/sun behind the facade: sky light only/);
      await expect(tool.visual).toContainText('No direct sun on a north facade');
      // North at noon: exposure 0.6 → 0.8 × (1.44 / 4.32) × 0.6 × sin 70° × 120 = 18.0 %.
      await expect(tool.output('Daylight factor')).toHaveText('18.0 %');
      expect(await tool.promptText()).toContain('north-facing window');
      await tool.expectNoBadNumbers();
    });

    await test.step('sun altitude: 70° at noon in summer, 30° in winter, 0 before 6 h and after 18 h', async () => {
      await reset(tool);
      const sky = tool.visual.getByRole('img', { name: /^Sun path/ });
      // 70 · sin(π · (12 − 6) / 12) = 70.
      await expect(tool.output('Sun altitude')).toHaveText('70.0°');
      await expect(sky).toHaveAccessibleName(/^Sun path in summer: at 12:00 the sun is 70\.0° above the horizon/);

      await tool.control('Season').selectOption('Winter');
      await expect(tool.output('Sun altitude')).toHaveText('30.0°');
      await expect(sky).toHaveAccessibleName(/^Sun path in winter: at 12:00 the sun is 30\.0° above/);
      await expect(sky).toContainText('30.0°');

      await tool.setSlider('Time', 9);
      // 30 · sin(π/4) = 21.2°.
      await expect(tool.output('Sun altitude')).toHaveText('21.2°');

      // 6 h and 20 h here; 0 h and 24 h too in engine/tools/window-optimizer/window-optimizer.test.ts.
      for (const time of [6, 20]) {
        await tool.setSlider('Time', time);
        await expect(tool.output('Sun altitude')).toHaveText('0.0°');
        await expect(tool.output('Daylight factor')).toHaveText('0.0 %');
      }
      await expect(sky).toHaveAccessibleName(/at 20:00 the sun is below the horizon/);
      await expect(tool.visual.getByRole('img', { name: /^Section/ })).toHaveAccessibleName(/sun below the horizon/);
      expect(await tool.promptText()).toContain('At 20:00 in winter, the sun is below the horizon');
    });

    await test.step('daylight factor = min(100, value × 120) % with the glazing factors 0.8 / 0.65 / 0.5', async () => {
      await reset(tool);
      // Value = glazing × min(1, area / 4.32) × exposure × sin(altitude); a south window at noon faces the sun (exposure 1).
      // Defaults: 0.8 × (1.44 / 4.32) × 1 × sin 70° = 0.2506 → 30.1 %.
      await expect(tool.output('Daylight factor')).toHaveText('30.1 %');
      await tool.control('Glazing').selectOption('Low-E');
      // 0.65 / 3 × sin 70° × 120 = 24.4 %.
      await expect(tool.output('Daylight factor')).toHaveText('24.4 %');
      await tool.control('Glazing').selectOption('Tinted');
      // 0.5 / 3 × sin 70° × 120 = 18.8 %.
      await expect(tool.output('Daylight factor')).toHaveText('18.8 %');

      await tool.setSlider('Width', 2.4);
      await tool.setSlider('Height', 1.8);
      // Area 4.32 m² (size factor 1): 0.5 × sin 70° × 120 = 56.4 %.
      await expect(tool.output('Daylight factor')).toHaveText('56.4 %');
      await tool.control('Glazing').selectOption('Clear');
      // 0.8 × sin 70° × 120 = 90.2 %.
      await expect(tool.output('Daylight factor')).toHaveText('90.2 %');
      await tool.control('Season').selectOption('Winter');
      // 0.8 × sin 30° × 120 = 48.0 %.
      await expect(tool.output('Daylight factor')).toHaveText('48.0 %');

      const prompt = await tool.promptText();
      expect(prompt).toContain('2.4 m wide × 1.8 m high (4.32 m²)');
      expect(prompt).toContain('clear glazing (light factor 0.80)');
      expect(prompt).toContain('48.0 %');
    });
  });
});
