import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ToolPage } from '../support/tool';
import { formatNumber } from '../../../engine/math/format';
import { compute, defaults, directSunShort, type Inputs } from '../../../engine/tools/window-optimizer';

const open = async (page: Page) => {
  const tool = new ToolPage(page, 'window-optimizer', 'Window Prompt');
  await tool.open();
  return tool;
};

/** The shell's Reset: back to the defaults, for a step that starts from them. */
const reset = (tool: ToolPage) => tool.main.getByRole('button', { name: 'Reset', exact: true }).click();

test.describe('window-optimizer', () => {
  // One visit: each step is one of the former tests; Reset brings back the defaults where a step needs them.
  test('controls, sun, daylight, real sun, average daylight factor, drawings and prompt', async ({ page, context }) => {
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

    await test.step('the real sun (NOAA) for Latitude and Date: Sun azimuth, Solar elevation, Direct sun, and the sky plan', async () => {
      await reset(tool);
      // Defaults: London 51.5° N on 21 June 2026 at 12:00 local mean solar time: 61.9° up, just east of south.
      await expect(tool.control('Latitude')).toHaveValue('51.5');
      await expect(tool.control('Date')).toHaveValue('2026-06-21');
      await expect(tool.output('Solar elevation')).toHaveText('61.9°');
      await expect(tool.output('Sun azimuth')).toHaveText('179.1°');
      // The spec's figures stay as they were.
      await expect(tool.output('Sun altitude')).toHaveText('70.0°');
      await expect(tool.output('Daylight factor')).toHaveText('30.1 %');

      // Sydney's latitude, its midsummer morning, an east window: the sun is in the east-south-east, in front of it.
      await tool.control('Latitude').fill('-33.9');
      await tool.control('Date').fill('2026-12-21');
      await tool.setSlider('Time', 9);
      await tool.control('Orientation').selectOption('East');
      const sydney: Inputs = { ...defaults, latitudeDeg: -33.9, date: '2026-12-21', timeH: 9, orientation: 'E' };
      const expected = compute(sydney);
      expect(expected.realDirect.direct).toBe(true);
      await expect(tool.output('Sun azimuth')).toHaveText(`${formatNumber(expected.sun.azimuthDeg, 1)}°`);
      await expect(tool.output('Solar elevation')).toHaveText(`${formatNumber(expected.sun.apparentElevationDeg, 1)}°`);
      await expect(tool.output('Direct sun')).toHaveText(directSunShort(expected.realDirect));
      const plan = tool.visual.getByRole('img', { name: /^Sky plan/ });
      await expect(plan).toHaveAccessibleName(new RegExp(`^Sky plan at 33\\.9° S on 21 December 2026: at 09:00 the sun is ${formatNumber(expected.sun.apparentElevationDeg, 1).replace('.', '\\.')}° up`));
      await expect(plan).toContainText('east window: direct sun');

      // A half-typed date (a part cleared: the field reports no date) keeps the tool's last date; leaving the field shows it again.
      const azimuthText = await tool.output('Sun azimuth').textContent();
      await tool.control('Date').focus();
      await tool.control('Date').press('Backspace');
      await expect(tool.control('Date')).toHaveValue('');
      await expect(tool.output('Sun azimuth')).toHaveText(azimuthText ?? '');
      await tool.expectNoBadNumbers();
      await tool.control('Latitude').focus();
      await expect(tool.control('Date')).toHaveValue('2026-12-21');

      // Copy link carries Latitude and Date.
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await tool.inputs.getByRole('button', { name: 'Copy link' }).click();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(new URL(link).searchParams.get('latitudeDeg')).toBe('-33.9');
      expect(new URL(link).searchParams.get('date')).toBe('2026-12-21');

      // A west window the same morning: the sun is behind it.
      await tool.control('Orientation').selectOption('West');
      await expect(tool.output('Direct sun')).toHaveText('No, sun behind facade');
      const prompt = await tool.promptText();
      expect(prompt).toContain('At latitude 33.9° S on 21 December 2026 at 09:00 local mean solar time');
      expect(prompt).toContain(`azimuth of ${formatNumber(expected.sun.azimuthDeg, 1)}° from north`);
      await tool.expectNoBadNumbers();
    });

    await test.step('Average daylight factor = T·Aw·θ·M / (A·(1 − R²)) with the kitchen, living-room and bedroom targets', async () => {
      await reset(tool);
      // 0.8 × 1.44 m² × 80° × 0.9 / (63.2 m² × (1 − 0.5²)) = 1.75 %.
      await expect(tool.output('Average daylight factor')).toHaveText('1.75 %');
      const targets = tool.visual.getByRole('table');
      const verdict = (room: string) => targets.getByRole('row', { name: new RegExp(`^${room}`) }).getByRole('cell').last();
      await expect(verdict('Kitchen')).toHaveText('Fail');
      await expect(verdict('Living room')).toHaveText('Pass');
      await expect(verdict('Bedroom')).toHaveText('Pass');

      // At the limit: tinted 2.4 × 1.8 m in a 4.8 × 4.8 × 3.0 m room, 0.5 × 4.32 × 80 × 0.9 / (103.68 × 0.75) = 2.00 %: the kitchen's 2 % is met.
      await tool.control('Glazing').selectOption('Tinted');
      for (const [name, value] of [['Width', 2.4], ['Height', 1.8], ['Room width', 4.8], ['Room depth', 4.8], ['Room height', 3]] as const) await tool.setSlider(name, value);
      const limit = compute({ ...defaults, glazing: 'tinted', widthM: 2.4, heightM: 1.8, roomWidthM: 4.8, roomDepthM: 4.8, roomHeightM: 3 });
      await expect(tool.output('Average daylight factor')).toHaveText(`${formatNumber(limit.averageDaylightFactorPct, 2)} %`);
      await expect(tool.output('Average daylight factor')).toHaveText('2.00 %');
      await expect(verdict('Kitchen')).toHaveText('Pass');
      // The section follows the room.
      await expect(tool.visual.getByRole('img', { name: /^Section/ })).toContainText('room depth 4.8 m');

      // No visible sky: 0.00 %, every target failed.
      await tool.setSlider('Visible sky angle', 0);
      await expect(tool.output('Average daylight factor')).toHaveText('0.00 %');
      await expect(targets.getByRole('cell', { name: 'Fail' })).toHaveCount(3);
      await tool.setSlider('Visible sky angle', 80);
      await tool.setSlider('Mean reflectance', 0.8);
      // R = 0.8: 155.52 / (103.68 × 0.36) = 4.17 %.
      await expect(tool.output('Average daylight factor')).toHaveText('4.17 %');
      expect(await tool.promptText()).toContain('average daylight factor is 4.17 %, which meets the target for a kitchen (2.0 %), living room (1.5 %) and bedroom (1.0 %)');
    });
  });
});
