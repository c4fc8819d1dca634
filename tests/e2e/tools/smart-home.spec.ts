import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ToolPage } from '../support/tool';

const open = async (page: Page) => {
  const tool = new ToolPage(page, 'smart-home', 'Smart Home Prompt');
  await tool.open();
  return tool;
};

const room = (tool: ToolPage) => tool.visual.getByRole('img', { name: 'Section through the room: light, blinds, thermostat and presence' });

/** The shell's Reset: back to the defaults, for a step that starts from them. */
const reset = (tool: ToolPage) => tool.main.getByRole('button', { name: 'Reset', exact: true }).click();

test.describe('smart-home', () => {
  // One visit: each step is one of the former tests; Reset brings back the defaults where a step needs them.
  test('controls, comfort, energy, room and prompt', async ({ page }) => {
    const tool = await open(page);
    const svg = room(tool);

    await test.step('defaults: 100 % comfort and 6.1 kWh/day; the room shows the lamp at 60 % and someone home', async () => {
      // Energy = 3 + 0.25·6·0.6 + 1.2·|22 − 20|·(1 − 0.25·0.3) = 3 + 0.9 + 2.22 = 6.12.
      await expect(tool.output('Comfort')).toHaveText('100 %');
      await expect(tool.output('Energy')).toHaveText('6.1 kWh/day');
      await expect(svg.locator('g[data-light]')).toHaveAttribute('opacity', '0.600');
      await expect(svg.locator('[data-person]')).toHaveCount(1);
      await expect(svg.locator('[data-cue]')).toHaveAttribute('data-cue', 'comfort');
      await expect(svg).toContainText('22.0 °C');
      await expect(svg).toContainText('Lights 60 %');
      await expect(svg).toContainText('Blinds 30 %');
    });

    await test.step('explains how it is calculated', async () => {
      const explain = tool.main.getByRole('region', { name: 'How it’s calculated' });
      await expect(explain).toContainText('Comfort = 100 − 12 × |T − 22 °C|');
      await expect(explain).toContainText('kWh per day');
    });

    await test.step('controls: Lights 0–100 %, Temperature 16–28 °C step 0.5, Blinds 0–100 %, Presence Home/Away', async () => {
      for (const [name, min, max, step, value] of [
        ['Lights', '0', '100', '1', '60'],
        ['Temperature', '16', '28', '0.5', '22'],
        ['Blinds', '0', '100', '1', '30'],
      ] as const) {
        const slider = tool.slider(name);
        await expect(slider).toHaveAttribute('min', min);
        await expect(slider).toHaveAttribute('max', max);
        await expect(slider).toHaveAttribute('step', step);
        await expect(slider).toHaveValue(value);
      }
      const presence = tool.control('Presence');
      await expect(presence).toHaveValue('home');
      await expect(presence.locator('option')).toHaveText(['Home', 'Away']);
      // Half-degree steps: 21.3 °C snaps to 21.5 °C.
      await tool.setSlider('Temperature', 21.3);
      await expect(tool.slider('Temperature')).toHaveValue('21.5');
    });

    await test.step('Presence switches the person, the energy and the prompt', async () => {
      await reset(tool);
      await tool.control('Presence').selectOption({ label: 'Away' });
      // Away: lights 0.9 × 0.2 = 0.18, HVAC 2.22 × 0.6 = 1.332; 3 + 0.18 + 1.332 = 4.512. Comfort counts temperature only.
      await expect(tool.output('Energy')).toHaveText('4.5 kWh/day');
      await expect(tool.output('Comfort')).toHaveText('100 %');
      await expect(svg.locator('[data-person]')).toHaveCount(0);
      await expect(svg).toContainText('nobody home');
      // The automation dims the lamp to 20 % of the setting.
      await expect(svg.locator('g[data-light]')).toHaveAttribute('opacity', '0.120');
      const prompt = await tool.promptText();
      expect(prompt).toContain('Current scene (Away)');
      expect(prompt).toContain('the room empty and calm');
      await tool.control('Presence').selectOption({ label: 'Home' });
      await expect(svg.locator('[data-person]')).toHaveCount(1);
      await expect(tool.output('Energy')).toHaveText('6.1 kWh/day');
    });

    await test.step('the thermostat reads the temperature, warm above 22 °C and cool below', async () => {
      await tool.setSlider('Temperature', 24.5);
      // Comfort 100 − 12·2.5 = 70; energy 3 + 0.9 + 1.2·4.5·0.925 = 8.895.
      await expect(tool.output('Comfort')).toHaveText('70 %');
      await expect(tool.output('Energy')).toHaveText('8.9 kWh/day');
      await expect(svg).toContainText('24.5 °C');
      await expect(svg.locator('[data-cue]')).toHaveAttribute('data-cue', 'warm');
      await expect(svg).toContainText('warm');
      expect(await tool.promptText()).toContain('thermostat at 24.5 °C');

      await tool.setSlider('Temperature', 17);
      await tool.setSlider('Lights', 100);
      await tool.setSlider('Blinds', 0);
      // Comfort 100 − 12·5 − 0.5·30 = 25; energy 3 + 1.5 + 1.2·3·1 = 8.1.
      await expect(tool.output('Comfort')).toHaveText('25 %');
      await expect(tool.output('Energy')).toHaveText('8.1 kWh/day');
      await expect(svg).toContainText('17.0 °C');
      await expect(svg.locator('[data-cue]')).toHaveAttribute('data-cue', 'cool');
      await expect(svg.locator('[data-energy="cooling"]')).toHaveCount(1);
    });

    await test.step('the lamp follows Lights and the blinds follow Blinds', async () => {
      await reset(tool);
      await tool.setSlider('Lights', 0);
      // Comfort 100 − 0.5·(40 − 0) = 80; energy 3 + 0 + 2.22 = 5.22.
      await expect(tool.output('Comfort')).toHaveText('80 %');
      await expect(tool.output('Energy')).toHaveText('5.2 kWh/day');
      await expect(svg.locator('g[data-light]')).toHaveAttribute('opacity', '0.000');
      await expect(svg).toContainText('Lights 0 %');

      await tool.setSlider('Lights', 60);
      const blind = svg.locator('[data-blind-bottom]');
      const before = Number(await blind.getAttribute('height'));
      await expect(svg.locator('[data-daylight]')).toHaveCount(1);
      await tool.setSlider('Blinds', 100);
      // Comfort 100 − 0.3·30 = 91; energy 3 + 0.9 + 2.4·0.75 = 5.7.
      await expect(tool.output('Comfort')).toHaveText('91 %');
      await expect(tool.output('Energy')).toHaveText('5.7 kWh/day');
      await expect(svg).toContainText('Blinds 100 %');
      expect(Number(await blind.getAttribute('height'))).toBeGreaterThan(before);
      // Fully lowered, the blind shuts the daylight out.
      await expect(svg.locator('[data-daylight]')).toHaveCount(0);
      const prompt = await tool.promptText();
      expect(prompt).toContain('blinds lowered 100 %');
      expect(prompt).toContain('Estimated comfort is 91 %');
    });
  });
});
